import fs from "node:fs";
import path from "node:path";
import { articleLink, expect, expectNoAxeViolations, test } from "./fixtures";
import { articles } from "./pages-content";

/**
 * Each article page ends with further reading chosen at build: related articles (its own
 * category first) and the articles just older and newer. Read from the built pages, with the
 * expectations worked out from content/ (`articles` is the site's order, newest first).
 */

const publicDir = path.resolve("public");

/** The "Keep reading" section of a built article page, or "" when it has none. */
function keepReading(articlePath: string): string {
  const html = fs.readFileSync(path.join(publicDir, articlePath, "index.html"), "utf8");
  return /<section aria-labelledby="keep-reading-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
}

/** The related cards' links, in order (each card's title is an h3 holding its link). */
const relatedPaths = (section: string) =>
  [...section.matchAll(/<h3\b[^>]*>\s*<a\b[^>]*href="([^"]+)"/g)].map((match) => match[1]);

/** The path a `rel` link of the section points at, or null. */
function relPath(section: string, rel: "prev" | "next"): string | null {
  const link = new RegExp(`<a\\b[^>]*\\brel="${rel}"[^>]*>`).exec(section)?.[0];
  return (link && /\bhref="([^"]+)"/.exec(link)?.[1]) ?? null;
}

const byPath = new Map(articles.map((article) => [article.path, article]));

test("related articles are other published ones: its own category first, then the most shared tags, then newest", () => {
  for (const article of articles) {
    const tags = new Set(article.tags.map((tag) => tag.trim().toLowerCase()));
    const shared = (path: string) =>
      byPath.get(path)?.tags.filter((tag) => tags.has(tag.trim().toLowerCase())).length ?? 0;
    const related = relatedPaths(keepReading(article.path));
    expect(related.length, article.path).toBeLessThanOrEqual(3);
    expect(related, article.path).not.toContain(article.path);
    for (const other of related)
      expect(byPath.has(other), `${article.path} -> ${other}`).toBe(true);
    const sameCategory = articles
      .filter((other) => other.category === article.category && other.path !== article.path)
      .map((other) => other.path)
      // `articles` is newest first, and the sort keeps that order among equal counts.
      .sort((a, b) => shared(b) - shared(a));
    // As many of its own category as fit, those sharing more tags first, before anything else.
    const own = sameCategory.slice(0, 3);
    expect(related.slice(0, own.length), article.path).toEqual(own);
    // Any other is from another category and shares a tag with it.
    for (const other of related.slice(own.length).map((p) => byPath.get(p))) {
      expect(other?.category, article.path).not.toBe(article.category);
      expect(
        other?.tags.some((tag) => tags.has(tag.toLowerCase())),
        `${article.path} -> ${other?.path} shares a tag`,
      ).toBe(true);
    }
  }
});

test("older and newer links walk every published article by date, each once", () => {
  const walk = (from: string, rel: "prev" | "next") => {
    const seen: string[] = [];
    for (let at: string | null = from; at; at = relPath(keepReading(at), rel)) {
      if (seen.includes(at)) throw new Error(`${at} is visited twice walking ${rel}`);
      seen.push(at);
    }
    return seen;
  };
  const order = articles.map((article) => article.path);
  expect(walk(order[0], "prev")).toEqual(order);
  expect(walk(order[order.length - 1], "next")).toEqual([...order].reverse());
});

test("an article page's further reading is a named region, its links named by their articles", async ({
  page,
}) => {
  // An article in the middle of the walk, so both neighbors show.
  const index = Math.min(1, articles.length - 1);
  const article = articles[index];
  await page.goto(article.path);
  const region = page.getByRole("region", { name: "Keep reading" });
  await expect(region).toBeVisible();
  const byDate = region.getByRole("navigation", { name: "Older and newer articles" });
  const older = articles[index + 1];
  const newer = articles[index - 1];
  if (older) {
    await expect(
      byDate.getByRole("link", { name: `Older article: ${older.title}` }),
    ).toHaveAttribute("href", older.path);
  }
  if (newer) {
    await expect(
      byDate.getByRole("link", { name: `Newer article: ${newer.title}` }),
    ).toHaveAttribute("href", newer.path);
  }
  await expectNoAxeViolations(page);
});

test("a related card opens its article page, with no dialog", async ({ page }) => {
  const article = articles.find((candidate) => relatedPaths(keepReading(candidate.path)).length);
  test.skip(!article, "no article has a related article in this content");
  if (!article) return;
  const target = byPath.get(relatedPaths(keepReading(article.path))[0]);
  if (!target) throw new Error("a related article that is not published");
  await page.goto(article.path);
  const region = page.getByRole("region", { name: "Keep reading" });
  await articleLink(region, target).click();
  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
