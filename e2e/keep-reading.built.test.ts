import type { ArticleContent } from "../src/content/article";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { all, first, readPage } from "./builtHtml";

/**
 * Each article page ends with further reading chosen at build (src/lib/furtherReading.ts):
 * related articles (its own category first) and the articles just older and newer. Read from
 * every built article page without a browser, on both builds: what it must hold is a
 * property of any valid content (./keep-reading.spec.ts clicks through one page).
 */

/** How many related cards a page shows at most: one row. */
const RELATED_MAX = 3;

/** Jest's expect takes no message: a record keyed by route names the pages that differ. */
const byRoute = <T>(routes: readonly string[], value: (route: string) => T) =>
  Object.fromEntries(routes.map((route) => [route, value(route)]));

/**
 * The related articles the page of `article` should show: other published articles of its
 * category or sharing a tag (tags compared as the writer means them, ignoring case), its own
 * category first, then those sharing more tags, then the newest (`articles` is newest first).
 */
function expectedRelated(articles: readonly ArticleContent[], article: ArticleContent): string[] {
  const tagKey = (tag: string) => tag.trim().toLowerCase();
  const tags = new Set(article.tags.map(tagKey));
  return articles
    .filter((other) => other !== article)
    .map((other, index) => ({
      path: other.path,
      index,
      sameCategory: other.category === article.category ? 1 : 0,
      shared: other.tags.filter((tag) => tags.has(tagKey(tag))).length,
    }))
    .filter(({ sameCategory, shared }) => sameCategory || shared > 0)
    .sort((a, b) => b.sameCategory - a.sameCategory || b.shared - a.shared || a.index - b.index)
    .slice(0, RELATED_MAX)
    .map(({ path }) => path);
}

describe.each([realBuild(), fixtureBuild()])("the $name site's further reading", (build: Build) => {
  const { publicDir, articles } = build;
  const routes = articles.map((article) => article.path);
  /** The "Keep reading" section of an article page, or null when it has none. */
  const section = (route: string) =>
    first('section[aria-labelledby="keep-reading-heading"]', readPage(publicDir, route));

  test("related articles are other published ones: its own category first, then the most shared tags, then the newest", () => {
    const related = (route: string) => {
      const found = section(route);
      return found ? all("h3 a[href]", found).map((link) => link.attribs.href) : [];
    };
    expect(byRoute(routes, related)).toEqual(
      Object.fromEntries(
        articles.map((article) => [article.path, expectedRelated(articles, article)]),
      ),
    );
  });

  test("older and newer links lead to the articles just before and after it in the site's order, named by their titles", () => {
    const neighbor = (route: string, rel: "prev" | "next") => {
      const found = section(route);
      const link = found ? all(`a[rel="${rel}"]`, found) : [];
      return link.map((a) => ({ href: a.attribs.href, name: a.attribs["aria-label"] }));
    };
    const linked = (route: string) => ({
      older: neighbor(route, "prev"),
      newer: neighbor(route, "next"),
    });
    const expected = (other: ArticleContent | undefined, label: string) =>
      other ? [{ href: other.path, name: `${label}: ${other.title}` }] : [];
    expect(byRoute(routes, linked)).toEqual(
      Object.fromEntries(
        articles.map((article, index) => [
          article.path,
          {
            older: expected(articles[index + 1], "Older article"),
            newer: expected(articles[index - 1], "Newer article"),
          },
        ]),
      ),
    );
  });
});
