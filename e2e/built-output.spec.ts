import fs from "node:fs";
import path from "node:path";
import { inlineText, type ArticleBlock } from "../src/content/articleBody";
import { expect, test } from "./fixtures";
import { builtPages } from "./builtPages";
import { showingLabel } from "../src/lib/categories";
import { ARTICLES_PER_PAGE, listingPageOf } from "../src/lib/listings";
import { expectedListing, walkListing } from "./listingWalk";
import { articles, categories, site } from "./pages-content";

/**
 * What every built page and every article must hold, read from public/ without a browser: the
 * per-page share of the browser specs, which visit one page per template. Runs in milliseconds
 * a page, so it covers 500 articles as easily as ten.
 */

const publicDir = path.resolve("public");
const html = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
/** The five characters React escapes in text, and their entities. */
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
};
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]);

/** The text of an HTML fragment as a reader sees it: tags dropped, entities decoded. */
const textOf = (fragment: string) =>
  decodeEntities(fragment.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

test('every built page has one h1, one main landmark and lang="en"', () => {
  const routes = builtPages(publicDir);
  expect(routes.length).toBeGreaterThan(articles.length);
  for (const route of routes) {
    const page = html(route);
    expect(page.match(/<h1\b/g), `${route} h1`).toHaveLength(1);
    expect(page.match(/<main\b/g), `${route} main`).toHaveLength(1);
    expect(page, route).toMatch(/<html[^>]* lang="en"/);
  }
});

test("every article page shows its title, read time, tags and the way back", () => {
  for (const article of articles) {
    const page = html(article.path);
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? "";
    expect(textOf(h1), article.path).toBe(article.title);
    expect(textOf(page), article.path).toContain(article.readTime);
    expect(page, article.path).toMatch(/<ul[^>]*aria-label="Tags"/);
    const back = /<a\b[^>]*href="\/resources\/"[^>]*>((?:(?!<\/a>)[\s\S])*)<\/a>/g;
    const links = [...page.matchAll(back)].map((match) => textOf(match[1]));
    expect(links, article.path).toContain("Back to Resources");
  }
});

test("every article's page data holds the body the dialog shows, as the build read it", () => {
  const words = (blocks: readonly Pick<ArticleBlock, "content" | "items">[]) =>
    blocks
      .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
      .map(inlineText)
      .join(" ");
  for (const article of articles) {
    const file = path.join(publicDir, "page-data", article.path, "page-data.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(words(data.result.data.article.blocks), article.path).toBe(words(article.blocks));
  }
});

/** Every listing: all articles, then each category (with or without a badge), from content/. */
const listings = [null, ...categories].map((category) => ({
  category,
  name: category ?? "all articles",
  listed: articles.filter((article) => !category || article.category === category),
}));

for (const { category, name, listed } of listings) {
  test(`the pages of ${name} list exactly its articles (${listed.length}), newest first, each once`, () => {
    const walked = walkListing(publicDir, category);
    expect(walked.map(({ route, cards }) => ({ route, cards }))).toEqual(
      expectedListing(listed, category),
    );
    const reached = walked.flatMap((page) => page.cards);
    expect(new Set(reached).size).toBe(reached.length);
    walked.forEach(({ route, cards }, index) => {
      expect(cards.length, route).toBeLessThanOrEqual(ARTICLES_PER_PAGE);
      // The live count names what shows, with the listing's count from content/.
      const first = index * ARTICLES_PER_PAGE + 1;
      // The library's status among the page's live regions (the search box has its own).
      const statuses = [...html(route).matchAll(/<p role="status"[^>]*>([^<]*)<\/p>/g)].map(
        (match) => match[1],
      );
      expect(statuses, route).toContain(
        showingLabel(listed.length, category, { first, last: first + cards.length - 1 }),
      );
    });
  });
}

test("every listing page is its own canonical page, in the sitemap, with no pages nav when one page holds it", () => {
  const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
  for (const { category } of listings) {
    const walked = walkListing(publicDir, category);
    for (const { route } of walked) {
      const page = html(route);
      const url = `${site.siteUrl}${route}`;
      expect(page, route).toContain(`<link rel="canonical" href="${url}"`);
      expect(sitemap, route).toContain(`<loc>${url}</loc>`);
      const nav = /<nav aria-label="(Pages of [^"]*)"/.exec(page);
      expect(Boolean(nav), route).toBe(walked.length > 1);
    }
  }
  // Page 1 of a listing is its own address; asking for it by number is not a page.
  expect(fs.existsSync(path.join(publicDir, listingPageOf(null, 1), "page", "1"))).toBe(false);
});
