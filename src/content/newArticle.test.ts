import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkArticle } from "./article";
import { articleCategories } from "./schemas";
import { createArticle, slugFor } from "./newArticle";
import { readSiteConfig } from "./siteConfig";
import { todayIn } from "./publication";

/** The tests' own site's categories (fixture-site/README.md), never the agency's real ones. */
const site = readSiteConfig(path.resolve(__dirname, "../../fixture-site"));
const root = fs.mkdtempSync(path.join(os.tmpdir(), "new-article-"));
fs.mkdirSync(path.join(root, "content/articles"), { recursive: true });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("slugFor", () => {
  it("makes the lowercase, hyphenated address the build accepts", () => {
    expect(slugFor("Ten Quick Wins for Your Google Profile!")).toBe(
      "ten-quick-wins-for-your-google-profile",
    );
    expect(slugFor("  Café & Bakery SEO  ")).toBe("cafe-and-bakery-seo");
  });
});

describe("createArticle", () => {
  it("dates a new article today in the site's time zone, so it is never scheduled", () => {
    const file = createArticle("Hours for the Holidays", site, { root });
    const { article } = checkArticle(file, articleCategories(site));
    expect(article?.date).toBe(todayIn(site.timeZone));
  });

  it("writes a draft the build accepts, dated today, listing the accepted categories", () => {
    const file = createArticle("Local SEO in One Afternoon", site, { root, today: "2026-11-23" });
    expect(path.relative(root, file)).toBe("content/articles/local-seo-in-one-afternoon.mdx");
    const source = fs.readFileSync(file, "utf8");
    for (const category of articleCategories(site)) expect(source).toContain(`#   ${category}`);
    const { article, problems } = checkArticle(file, articleCategories(site));
    expect(problems).toEqual([]);
    expect(article).toMatchObject({
      title: "Local SEO in One Afternoon",
      date: "2026-11-23",
      draft: true,
    });
  });

  it("never overwrites an existing article", () => {
    const file = createArticle("Twice", site, { root });
    fs.writeFileSync(file, "the writer's work");
    expect(() => createArticle("Twice", site, { root })).toThrow(/already exists/);
    expect(fs.readFileSync(file, "utf8")).toBe("the writer's work");
  });

  it("refuses a title the build would refuse", () => {
    expect(() => createArticle("A".repeat(60), site, { root })).toThrow(/at most 53 characters/);
    expect(() => createArticle("   ", site, { root })).toThrow(/Give the article a title/);
  });

  // Issue 48: each of these made a file the build then refused.
  it("refuses a title of hidden characters, or with one hidden in it, writing nothing", () => {
    expect(() => createArticle("\u00A0\u200E", site, { root })).toThrow(/Give the article a title/);
    expect(() => createArticle("SEO\u200E Basics", site, { root })).toThrow(
      /delete the left-to-right mark \(U\+200E\)/,
    );
    expect(fs.existsSync(path.join(root, "content/articles/seo-basics.mdx"))).toBe(false);
  });
});
