import path from "node:path";
import type { ZodType } from "zod";
import {
  articleFrontmatterSchema,
  caseStudySchema,
  faqSchema,
  RESULT_FIGURE_MAX,
  serviceSchema,
  siteConfigSchema,
} from "./schemas";
import { closestName, httpsUrl, httpsUrlOrEmpty, isoDate } from "./fields";
import { fieldName, formatProblems, validate } from "./problems";
import { readCaseStudies, readFaq, readServices } from "./readContent.testing";
import { readSiteConfig } from "./siteConfig";

/** The tests' own site (fixture-site/README.md), never the agency's real content. */
const fixtureSite = path.resolve(__dirname, "../../fixture-site");

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
    expect(validate(articleSchema, goodArticle).problems).toEqual([]);
    const { date: _date, readTime: _readTime, ...minimal } = goodArticle;
    expect(validate(articleSchema, minimal).problems).toEqual([]);
    expect(validate(articleSchema, { ...goodArticle, draft: true }).problems).toEqual([]);
  });

  it("reports every problem of a file at once, naming each field", () => {
    const { problems } = validate(articleSchema, {
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
    expect(validate(articleSchema, { ...goodArticle, title: "A".repeat(54) }).problems).toEqual([
      expect.objectContaining({ field: "title", expected: expect.stringMatching(/at most 53/) }),
    ]);
  });

  it("flags a misspelt field as unknown", () => {
    const { problems } = validate(articleSchema, { ...goodArticle, readtime: "4 min read" });
    expect(problems).toEqual([
      expect.objectContaining({
        field: "readtime",
        expected: expect.stringMatching(/^no such field; known fields are title, excerpt/),
      }),
    ]);
  });

  it("rejects a list holding an empty item and names its position", () => {
    expect(validate(articleSchema, { ...goodArticle, tags: ["SEO", " "] }).problems).toEqual([
      { field: "tags[1]", expected: "non-empty text", received: "empty text" },
    ]);
  });

  it("accepts only known categories, suggesting the closest for a near miss", () => {
    const { problems } = validate(articleSchema, { ...goodArticle, category: "Email marketing" });
    expect(problems).toEqual([
      {
        field: "category",
        expected:
          "one of the categories in content/site.yaml: Website Design, SEO, Email Marketing, Branding (did you mean Email Marketing?)",
        received: '"Email marketing"',
      },
    ]);
    const far = validate(articleSchema, { ...goodArticle, category: "Gardening" }).problems;
    expect(far[0].expected).not.toMatch(/did you mean/);
  });

  it("takes draft as true or false only", () => {
    expect(validate(articleSchema, { ...goodArticle, draft: "yes" }).problems).toEqual([
      { field: "draft", expected: "true or false", received: '"yes"' },
    ]);
  });
});

describe("hidden characters in writers' text", () => {
  // The review's input: YAML's "a\u202Eb\x07", a right-to-left override and a bell.
  it("refuses a title holding a direction override and a control character, naming the field and both characters", () => {
    const { problems } = validate(articleSchema, { ...goodArticle, title: "a\u202Eb\x07" });
    const message = formatProblems("content/articles/seo-basics.mdx", problems);
    expect(message).toBe(
      "content/articles/seo-basics.mdx has 1 problem:\n" +
        "  - title: expected one line of text without line breaks or hidden characters: delete the right-to-left override (U+202E) and the control character (U+0007), retyping the words around them if your editor does not show them; " +
        'found "a\\u202Eb\\u0007"',
    );
  });

  it("refuses the same in the excerpt and a tag, naming each", () => {
    const { problems } = validate(articleSchema, {
      ...goodArticle,
      excerpt: "Where\u2067 to start.",
      tags: ["SEO", "Local\u0085"],
    });
    expect(problems).toEqual([
      {
        field: "excerpt",
        expected: expect.stringMatching(
          /^text without hidden characters: delete the right-to-left isolate \(U\+2067\)/,
        ),
        received: '"Where\\u2067 to start."',
      },
      {
        field: "tags[1]",
        expected: expect.stringMatching(/delete the control character \(U\+0085\)/),
        received: '"Local\\u0085"',
      },
    ]);
  });

  it("takes line breaks and tabs in an excerpt (a folded YAML block ends with one), not in a title or a tag", () => {
    expect(
      validate(articleSchema, { ...goodArticle, excerpt: "Where\tto\nstart.\n" }).problems,
    ).toEqual([]);
    const { problems } = validate(articleSchema, {
      ...goodArticle,
      title: "SEO\nbasics",
      tags: ["\tSEO"],
    });
    expect(problems).toEqual([
      expect.objectContaining({
        field: "title",
        expected: expect.stringMatching(/delete the line break \(U\+000A\)/),
      }),
      expect.objectContaining({
        field: "tags[0]",
        expected: expect.stringMatching(/delete the tab \(U\+0009\)/),
      }),
    ]);
  });

  it("keeps the implicit direction marks Hebrew and Arabic text needs", () => {
    const title = "C++\u200E and \u05E2\u05D1\u05E8\u05D9\u05EA\u200F";
    expect(validate(articleSchema, { ...goodArticle, title }).problems).toEqual([]);
  });

  it("refuses a direction override in a site path and in an https URL, naming each", () => {
    const site = readSiteConfig(fixtureSite);
    const { problems } = validate(siteConfigSchema, {
      ...site,
      bookingUrl: "https://calendly.com/\u202Efdp.exe",
      legal: [{ ...site.legal[0], url: "/contact/\u202E" }],
    });
    expect(problems).toEqual([
      {
        field: "bookingUrl",
        expected:
          "an https URL without line breaks or hidden characters: delete the right-to-left override (U+202E), retyping the words around it if your editor does not show it",
        received: '"https://calendly.com/\\u202Efdp.exe"',
      },
      {
        field: "legal[0].url",
        expected: 'a lowercase site path starting and ending with "/", e.g. "/privacy/"',
        received: '"/contact/\\u202E"',
      },
    ]);
  });

  /** The path of every text value in a content file, e.g. ["social", 2, "label"]. */
  const textPaths = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
    if (typeof value === "string") return [at];
    if (Array.isArray(value))
      return value.flatMap((item, index) => textPaths(item, [...at, index]));
    if (value && typeof value === "object") {
      return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...at, key]));
    }
    return [];
  };

  /** A copy of `input` with a right-to-left override after the first character at `at`. */
  const withOverride = (input: unknown, at: (string | number)[]) => {
    const copy = JSON.parse(JSON.stringify(input));
    const parent = at.slice(0, -1).reduce((value, key) => value[key], copy);
    const key = at[at.length - 1];
    parent[key] = `${parent[key].slice(0, 1)}\u202E${parent[key].slice(1)}`;
    return copy;
  };

  const site = readSiteConfig(fixtureSite);
  const services = readServices(fixtureSite);
  const caseStudy = caseStudySchema({
    services: [
      ...services.map((service) => service.title),
      ...site.footerServices.map((entry) => entry.label),
    ],
    categories: site.caseStudyCategories,
  });
  // Fields whose own allow-list refuses the value first (a fixed list, a path or date pattern):
  // their message states that list, and still shows the character escaped.
  const ownRule = /^(icon|category|services\[\d+\]|legal\[\d+\]\.url|readTime|date)$|\.icon$/;

  it.each([
    ["content/site.yaml", siteConfigSchema, site],
    ["content/services.yaml", serviceSchema, services[0]],
    ["content/case-studies.yaml", caseStudy, readCaseStudies(fixtureSite)[0]],
    ["content/faq.yaml", faqSchema, readFaq(fixtureSite)[0]],
    ["an article's front matter", articleSchema, { ...goodArticle, image: "./images/a.jpg" }],
  ] as [string, ZodType, unknown][])(
    "%s: every text field refuses a direction override, naming the field",
    (file, schema, input) => {
      const paths = textPaths(input);
      expect(paths.length).toBeGreaterThanOrEqual(2);
      for (const at of paths) {
        const field = fieldName(at);
        const { problems } = validate(schema, withOverride(input, at));
        expect(problems).toEqual([
          expect.objectContaining({ field, received: expect.stringContaining("\\u202E") }),
        ]);
        const imagePattern = file.startsWith("an article") && field === "image";
        if (!ownRule.test(field) && !imagePattern) {
          expect(problems[0].expected).toMatch(
            /hidden characters: delete the right-to-left override \(U\+202E\)/,
          );
        }
        expect(formatProblems("file", problems)).not.toContain("\u202E");
      }
    },
  );
});

describe("case studies", () => {
  const schema = caseStudySchema({
    services: ["Website Design", "Content Development"],
    categories: ["Wellness & Fitness"],
  });

  it("checks nested lists and the names other files define", () => {
    const { problems } = validate(schema, {
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

describe("case study results", () => {
  const schema = caseStudySchema({ services: ["Website Design"], categories: ["Retail"] });
  const study = (results: unknown) => ({
    title: "A",
    url: "https://shop.example.com",
    category: "Retail",
    problem: "p",
    solution: "s",
    results,
    services: ["Website Design"],
    image: "./images/a.png",
    imageAlt: "The shop's home page",
  });

  it("takes each result as a figure and the label read after it", () => {
    const { data } = validate(schema, study([{ figure: "65%", label: "more bookings" }]));
    expect(data?.results).toEqual([{ figure: "65%", label: "more bookings" }]);
  });

  it("refuses a result without its figure, a figure too long to set large, and a sentence", () => {
    const { problems } = validate(
      schema,
      study([
        { label: "more bookings" },
        { figure: "up by 65 percent", label: "bookings" },
        "Bookings up 65% in three months",
      ]),
    );
    expect(fieldsOf(problems)).toEqual(["results[0].figure", "results[1].figure", "results[2]"]);
    expect(problems[1].expected).toMatch(new RegExp(`at most ${RESULT_FIGURE_MAX} characters`));
  });
});

describe("site config", () => {
  it("accepts a complete site.yaml (the fixture site's)", () => {
    expect(() => readSiteConfig(fixtureSite)).not.toThrow();
  });

  it("names a wrong nested field and a missing group", () => {
    const site = readSiteConfig(fixtureSite);
    const { problems } = validate(siteConfigSchema, {
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
