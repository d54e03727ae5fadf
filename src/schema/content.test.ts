import { articleFrontmatterSchema, caseStudySchema, siteConfigSchema } from "./content";
import { closestName, httpsUrl, httpsUrlOrEmpty, isoDate } from "./fields";
import { formatProblems } from "./problems";
import { check, readSiteConfig } from "./siteConfig";

const categories = ["Website Design", "SEO", "Email Marketing", "Branding"];
const articleSchema = articleFrontmatterSchema(categories);

const goodArticle = {
  title: "SEO basics",
  excerpt: "Where to start.",
  category: "SEO",
  readTime: "4 min read",
  tags: ["SEO", "Local"],
  date: "2025-03-14",
};

const fieldsOf = (problems: { field: string }[]) => problems.map((p) => p.field);

describe("article front matter", () => {
  it("accepts a complete front matter, with or without a date, read time or draft flag", () => {
    expect(check(articleSchema, goodArticle).problems).toEqual([]);
    const { date: _date, readTime: _readTime, ...minimal } = goodArticle;
    expect(check(articleSchema, minimal).problems).toEqual([]);
    expect(check(articleSchema, { ...goodArticle, draft: true }).problems).toEqual([]);
  });

  it("reports every problem of a file at once, naming each field", () => {
    const { problems } = check(articleSchema, {
      ...goodArticle,
      title: undefined,
      tags: "SEO",
      readTime: "five minutes",
      date: "2025-02-30",
    });
    expect(fieldsOf(problems)).toEqual(["title", "readTime", "tags", "date"]);
    expect(problems.find((p) => p.field === "tags")?.expected).toMatch(/a list of text/);
    expect(problems.find((p) => p.field === "readTime")?.received).toBe('"five minutes"');
    expect(problems.find((p) => p.field === "title")?.received).toBe(
      "nothing (the field is missing)",
    );
  });

  it("keeps an article title short enough for search results", () => {
    expect(check(articleSchema, { ...goodArticle, title: "A".repeat(54) }).problems).toEqual([
      expect.objectContaining({ field: "title", expected: expect.stringMatching(/at most 53/) }),
    ]);
  });

  it("flags a misspelt field as unknown", () => {
    const { problems } = check(articleSchema, { ...goodArticle, readtime: "4 min read" });
    expect(problems).toEqual([
      expect.objectContaining({
        field: "readtime",
        expected: expect.stringMatching(/^no such field; known fields are title, excerpt/),
      }),
    ]);
  });

  it("rejects a list holding an empty item and names its position", () => {
    expect(check(articleSchema, { ...goodArticle, tags: ["SEO", " "] }).problems).toEqual([
      { field: "tags[1]", expected: "non-empty text", received: "empty text" },
    ]);
  });

  it("accepts only known categories, suggesting the closest for a near miss", () => {
    const { problems } = check(articleSchema, { ...goodArticle, category: "Email marketing" });
    expect(problems).toEqual([
      {
        field: "category",
        expected:
          "one of the categories in content/site.yaml: Website Design, SEO, Email Marketing, Branding (did you mean Email Marketing?)",
        received: '"Email marketing"',
      },
    ]);
    const far = check(articleSchema, { ...goodArticle, category: "Gardening" }).problems;
    expect(far[0].expected).not.toMatch(/did you mean/);
  });

  it("takes draft as true or false only", () => {
    expect(check(articleSchema, { ...goodArticle, draft: "yes" }).problems).toEqual([
      { field: "draft", expected: "true or false", received: '"yes"' },
    ]);
  });
});

describe("case studies", () => {
  const schema = caseStudySchema({
    services: ["Website Design", "Content Development"],
    categories: ["Wellness & Fitness"],
  });

  it("checks nested lists and the names other files define", () => {
    const { problems } = check(schema, {
      title: "A",
      url: "http://insecure.example.com",
      category: "Wellness and fitness",
      problem: "p",
      solution: "s",
      results: [],
      services: ["Web Design"],
      image: "./images/a.jpg",
      imageAlt: "A screenshot",
    });
    expect(fieldsOf(problems)).toEqual(["url", "category", "results", "services[0]"]);
    expect(problems[1].expected).toMatch(/did you mean Wellness & Fitness\?/);
    expect(problems[3].expected).toMatch(
      /services in content\/services\.yaml.*did you mean Website Design\?/,
    );
  });
});

describe("site config", () => {
  it("accepts content/site.yaml as it is", () => {
    expect(() => readSiteConfig()).not.toThrow();
  });

  it("names a wrong nested field and a missing group", () => {
    const site = readSiteConfig();
    const { problems } = check(siteConfigSchema, {
      ...site,
      claims: undefined,
      social: [{ ...site.social[0], url: "https://instagram.com;script-src" }],
    });
    expect(fieldsOf(problems)).toEqual(["claims", "social[0].url"]);
    expect(problems[0]).toMatchObject({ expected: "a group of fields" });
  });
});

describe("isoDate", () => {
  it.each(["2024-02-29", "2025-12-31"])("accepts the real date %s", (value) => {
    expect(isoDate.safeParse(value)).toMatchObject({ success: true, data: value });
  });
  it.each(["2025-02-29", "2025-13-01", "14/03/2025", "2025-3-4", 20250314])(
    "rejects %p",
    (value) => {
      expect(isoDate.safeParse(value).error?.issues[0].message).toMatch(/YYYY-MM-DD/);
    },
  );
  it("accepts a date already parsed by YAML, as its YYYY-MM-DD text", () => {
    expect(isoDate.parse(new Date("2025-03-14T00:00:00Z"))).toBe("2025-03-14");
  });
});

describe("httpsUrl", () => {
  it("accepts an https URL with a plain host name", () => {
    expect(httpsUrl.safeParse("https://calendly.com/trinity-growth/30min").success).toBe(true);
    expect(httpsUrlOrEmpty.safeParse("").success).toBe(true);
  });

  // The booking URL's origin is written into the CSP; social and case-study links into pages.
  it.each([
    "https://calendly.com;script-src",
    "https://calendly.com,evil.example",
    "https://*.calendly.com",
    "https://user:secret@calendly.com",
    "https://calendly.com:8443/x",
    "https://calendly com/x",
    "http://calendly.com",
    "javascript:alert(1)",
  ])("refuses %j", (url) => {
    expect(httpsUrl.safeParse(url).error?.issues[0].message).toMatch(
      /an absolute https URL with a plain host name/,
    );
    expect(httpsUrlOrEmpty.safeParse(url).success).toBe(false);
  });
});

describe("closestName", () => {
  it("finds the intended name despite case, spacing and a typo", () => {
    expect(closestName("email marketing", ["SEO", "Email Marketing"])).toBe("Email Marketing");
    // cspell:disable-next-line -- a typo on purpose
    expect(closestName("Paid Advertsing", ["SEO", "Paid Advertising"])).toBe("Paid Advertising");
    expect(closestName("Gardening", ["SEO", "Paid Advertising"])).toBeNull();
  });
});

describe("formatProblems", () => {
  it("names the file, then each field with what was expected and found", () => {
    const message = formatProblems("content/articles/seo.mdx", [
      { field: "tags", expected: "a list of text", received: '"SEO"' },
    ]);
    expect(message).toBe(
      'content/articles/seo.mdx has 1 problem:\n  - tags: expected a list of text; found "SEO"',
    );
  });
});
