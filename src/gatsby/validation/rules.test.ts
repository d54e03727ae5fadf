import { articleFrontmatterSpec, caseStudySpec } from "./specs";
import { formatProblems, httpsUrl, httpsUrlOrEmpty, isoDate, validate } from "./rules";

const goodArticle = {
  title: "SEO basics",
  excerpt: "Where to start.",
  category: "SEO",
  readTime: "4 min read",
  tags: ["SEO", "Local"],
  date: "2025-03-14",
};

describe("validate", () => {
  it("accepts a complete article front matter, with or without a date", () => {
    expect(validate(goodArticle, articleFrontmatterSpec)).toEqual([]);
    const { date: _date, ...undated } = goodArticle;
    expect(validate(undated, articleFrontmatterSpec)).toEqual([]);
  });

  it("reports every problem of a file at once, naming each field", () => {
    const problems = validate(
      {
        ...goodArticle,
        title: undefined,
        tags: "SEO",
        readTime: "five minutes",
        date: "2025-02-30",
      },
      articleFrontmatterSpec,
    );
    expect(problems.map((p) => p.field)).toEqual(["title", "readTime", "tags", "date"]);
    expect(problems.find((p) => p.field === "tags")?.expected).toMatch(/a list of text/);
    expect(problems.find((p) => p.field === "readTime")?.received).toBe('"five minutes"');
  });

  it("keeps an article title short enough for search results", () => {
    const problems = validate({ ...goodArticle, title: "A".repeat(54) }, articleFrontmatterSpec);
    expect(problems).toEqual([
      expect.objectContaining({ field: "title", expected: expect.stringMatching(/at most 53/) }),
    ]);
  });

  it("flags a misspelt field as unknown as well as the missing one", () => {
    const { readTime, ...rest } = goodArticle;
    const problems = validate({ ...rest, readtime: readTime }, articleFrontmatterSpec);
    expect(problems.map((p) => p.field)).toEqual(["readTime", "readtime"]);
    expect(problems[1].expected).toMatch(/no such field/);
  });

  it("rejects a list holding an empty item and names its position", () => {
    const problems = validate({ ...goodArticle, tags: ["SEO", " "] }, articleFrontmatterSpec);
    expect(problems).toEqual([
      { field: "tags[1]", expected: "non-empty text", received: "empty text" },
    ]);
  });

  it("checks nested lists of records such as case study results", () => {
    const problems = validate(
      {
        title: "A",
        url: "http://insecure.example.com",
        category: "Wellness & Fitness",
        problem: "p",
        solution: "s",
        results: [],
        services: ["Web"],
        image: "./images/a.jpg",
        imageAlt: "A screenshot",
      },
      caseStudySpec,
    );
    expect(problems.map((p) => p.field)).toEqual(["url", "results"]);
  });
});

describe("isoDate", () => {
  it.each(["2024-02-29", "2025-12-31"])("accepts the real date %s", (value) => {
    expect(isoDate(value)).toBeNull();
  });
  it.each(["2025-02-29", "2025-13-01", "14/03/2025", "2025-3-4", 20250314])(
    "rejects %p",
    (value) => {
      expect(isoDate(value)).toMatch(/YYYY-MM-DD/);
    },
  );
  it("accepts a date already parsed by YAML", () => {
    expect(isoDate(new Date("2025-03-14T00:00:00Z"))).toBeNull();
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

describe("httpsUrl", () => {
  it("accepts an https URL with a plain host name", () => {
    expect(httpsUrl("https://calendly.com/trinity-growth/30min")).toBeNull();
    expect(httpsUrlOrEmpty("")).toBeNull();
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
    expect(httpsUrl(url)).toMatch(/an absolute https URL with a plain host name/);
    expect(httpsUrlOrEmpty(url)).not.toBeNull();
  });
});
