import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  articleFromMdx,
  articleLinkProblems,
  articleTargetProblems,
  checkArticle,
  type ArticleLinks,
} from "./article";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "article-node-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const categories = ["SEO", "Email Marketing", "Branding"];
const frontmatter = {
  title: "Email marketing that gets opened",
  excerpt: "Three habits.",
  category: "Email Marketing",
  tags: ["Email"],
};
/** A body of `words` words, in paragraphs of 100. */
const bodyOf = (words: number) =>
  Array.from({ length: Math.ceil(words / 100) }, (_, i) =>
    "word ".repeat(Math.min(100, words - i * 100)).trim(),
  ).join("\n\n");

const build = (fm: object, body = "Send one useful email a month.", file = "email-habits.mdx") =>
  articleFromMdx(`/site/content/articles/${file}`, fm, body);

describe("articleFromMdx", () => {
  it("makes the Article node's content: path, blocks, word count and a worked-out read time", () => {
    const { article, problems } = build({ ...frontmatter, date: "2025-04-01" });
    expect(problems).toEqual([]);
    expect(article).toMatchObject({
      slug: "email-habits",
      path: "/resources/email-habits/",
      date: "2025-04-01",
      draft: false,
      wordCount: 6,
      readTime: "1 min read",
    });
  });

  it("works out the read time when none is given: words / 225, rounded, at least 1", () => {
    expect(build(frontmatter, bodyOf(800)).article?.readTime).toBe("4 min read");
    expect(build(frontmatter, bodyOf(20)).article?.readTime).toBe("1 min read");
  });

  it("accepts a stated read time within a minute of the honest one, and keeps it", () => {
    const body = bodyOf(800); // 3.6 minutes: "4 min read"
    expect(build({ ...frontmatter, readTime: "3 min read" }, body).article?.readTime).toBe(
      "3 min read",
    );
    expect(build({ ...frontmatter, readTime: "5 min read" }, body).problems).toEqual([]);
  });

  it("refuses a read time further off, naming the honest one", () => {
    const { article, problems } = build({ ...frontmatter, readTime: "1 min read" }, bodyOf(800));
    expect(article).toBeNull();
    expect(problems).toEqual([
      {
        field: "readTime",
        expected:
          '"4 min read" (or a minute either side) for 800 words at 225 words a minute, or no readTime to have it worked out',
        received: '"1 min read"',
      },
    ]);
  });

  it("marks drafts, which production builds leave out of every page and listing", () => {
    expect(build({ ...frontmatter, draft: true }).article?.draft).toBe(true);
  });

  it("takes any category: which ones exist is site.yaml's, checked on every build", () => {
    expect(build({ ...frontmatter, category: "Retired Category" }).problems).toEqual([]);
  });

  it("rejects a file name that would make a bad URL", () => {
    const { problems } = build(frontmatter, "Text.", "My Post.mdx");
    expect(problems[0]).toMatchObject({ field: "file name" });
  });

  it("reports front matter and body problems together, body lines counted from the file's top", () => {
    const { problems } = articleFromMdx(
      "/site/content/articles/x.mdx",
      { ...frontmatter, tags: "Email" },
      "Fine.\n\n<Chart />",
      { lineOffset: 7 },
    );
    expect(problems.map((p) => p.field)).toEqual(["tags", "body (line 10)"]);
  });
});

describe("the rules that read other files", () => {
  const dir = path.join(tmp, "links");
  const file = path.join(dir, "shop.mdx");
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  fs.writeFileSync(path.join(dir, "images", "shop.jpg"), "");
  const body = "Our new shop.\n\n![The shop front on Main Street](./images/shop.jpg)";

  it("accept a listed category and pictures whose files are beside the article", () => {
    const { article } = articleFromMdx(file, { ...frontmatter, image: "./images/shop.jpg" }, body);
    expect(article && articleLinkProblems(file, article, categories)).toEqual([]);
  });

  it("refuse an unknown category, suggesting the closest known one", () => {
    const { article } = articleFromMdx(file, { ...frontmatter, category: "Email marketing" }, body);
    expect(article && articleLinkProblems(file, article, categories)).toEqual([
      expect.objectContaining({
        field: "category",
        expected: expect.stringMatching(/did you mean Email Marketing\?\)$/),
      }),
    ]);
  });

  it("name the line of a missing picture and the field of a missing social card", () => {
    const missing = body.replace("shop.jpg", "gone.jpg");
    const { article } = articleFromMdx(
      file,
      { ...frontmatter, image: "./images/card.png" },
      missing,
      {
        lineOffset: 8,
      },
    );
    expect(article && articleLinkProblems(file, article, categories)).toEqual([
      expect.objectContaining({
        field: "body (line 11)",
        received: '"./images/gone.jpg", which does not exist',
      }),
      expect.objectContaining({ field: "image", received: expect.stringMatching(/card\.png/) }),
    ]);
  });

  it("are part of a whole check, as a build applies to a new file", () => {
    const yaml = Object.entries({ ...frontmatter, category: "Nope" })
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join("\n");
    fs.writeFileSync(file, `---\n${yaml}\n---\n${body}\n`);
    const result = checkArticle(file, categories);
    expect(result.article).toBeNull();
    expect(result.problems.map((problem) => problem.field)).toEqual(["category"]);
  });
});

describe("articleTargetProblems: a published article's links to articles", () => {
  const siteUrl = "https://www.trinitygrowth.studio";
  /** `reading-list` links; `the-basics` is published too; `next-week` is scheduled. */
  const published = new Set(["reading-list", "the-basics"]);
  const linking = (href: string): ArticleLinks => ({
    slug: "reading-list",
    category: "SEO",
    draft: false,
    date: "2026-11-20",
    socialImage: null,
    blocks: [
      {
        kind: "paragraph",
        level: null,
        ordered: null,
        content: [{ kind: "link", text: null, href, children: [] }],
        items: [],
        image: null,
      },
    ],
  });
  const problemsFor = (href: string, url: string | null = siteUrl) =>
    articleTargetProblems(linking(href), published, url);
  const refused = (href: string) => [
    {
      field: "body",
      expected:
        "links to articles the site publishes (a deleted, renamed, draft or scheduled article has no page yet)",
      received: `a link to "${href}"`,
    },
  ];

  it.each([
    ["its path", "/resources/next-week/"],
    ["its path with a part and a query", "/resources/next-week/?ref=x#top"],
    ["its absolute URL on the site's own origin", `${siteUrl}/resources/next-week/`],
    [
      "its URL on the site's own host, upper-cased",
      "https://WWW.TrinityGrowth.studio/resources/next-week/",
    ],
    [
      "its URL over http, which the host sends on to https",
      "http://www.trinitygrowth.studio/resources/next-week/",
    ],
    [
      "its URL on the bare host, which Netlify sends on to www",
      "https://trinitygrowth.studio/resources/next-week/",
    ],
    [
      "a protocol-relative URL on the site's host",
      "//www.trinitygrowth.studio/resources/next-week/",
    ],
    ["a path with a run of slashes", "/resources//next-week/"],
    [
      "a path with a run of slashes before it",
      "//www.trinitygrowth.studio//resources///next-week//",
    ],
    ["a mis-cased path, which the 404 page sends on to the article", "/resources/Next-Week/"],
    ["a percent-encoded path", "/resources/%6E%65%78%74-week/"],
    ["an encoded slash", "/resources%2F%6E%65%78%74-week/"],
    ["a path with dot segments", "/about/../resources/./next-week/"],
    ["its body file", "/resources/next-week/body.json"],
    ["any file under its folder", "/resources/next-week/images/cover.jpg"],
    ["its page's file", "/resources/next-week/index.html"],
    ["its path without the slash", "/resources/next-week"],
    ["a file under its folder with a broken escape", "/resources/next-week/%E0%A4%A"],
    ["a relative path, read from the linking article's page", "../next-week/"],
  ])("refuses a link to a scheduled article by %s", (_, href) => {
    expect(problemsFor(href)).toEqual(refused(href));
  });

  it.each([
    ["a published article", "/resources/the-basics/"],
    ["a published article on the site's origin", `${siteUrl}/resources/the-basics/`],
    ["a published article, mis-cased and encoded", "/resources//The-Basic%73/body.json"],
    ["its own part", "#next-week"],
    ["the library", "/resources/"],
    ["a category listing", "/resources/category/x/"],
    ["a category listing, mis-cased", "/Resources//Category/x/"],
    ["a page of the library", "/resources/page/2/"],
    ["the feed", "/resources/feed.xml"],
    ["another page of the site", "/contact/"],
    ["the path on another site", "https://example.com/resources/next-week/"],
    [
      "the path on a host that ends like the site's",
      "https://eviltrinitygrowth.studio/resources/next-week/",
    ],
    ["an email address", "mailto:next-week@trinitygrowth.studio"],
    ["a malformed encoding", "/resources/%E0%A4%A/"],
  ])("passes a link to %s", (_, href) => {
    expect(problemsFor(href)).toEqual([]);
  });

  it("accepts the site's URL with or without its trailing slash", () => {
    const href = `${siteUrl}/resources/next-week/`;
    expect(problemsFor(href, `${siteUrl}/`)).toEqual(refused(href));
  });

  it("still checks paths when site.yaml is broken (and says so itself)", () => {
    expect(problemsFor("/resources/Next-Week/", null)).toEqual(refused("/resources/Next-Week/"));
  });
});
