import fs from "node:fs";
import path from "node:path";
import { inlineText, type ArticleBlock } from "../src/content/articleBody";
import { expect, test } from "./fixtures";
import { builtPages } from "./builtPages";
import { articles } from "./pages-content";

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
