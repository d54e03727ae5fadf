import fs from "node:fs";
import path from "node:path";
import { inlineText, type ArticleBlock } from "../src/content/articleBody";
import { articleCategories } from "../src/content/schemas";
import { showingLabel } from "../src/lib/categories";
import { ARTICLES_PER_PAGE, listingPageOf } from "../src/lib/listings";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { all, builtPages, byRoute, first, readPage, readSitemaps, textOf } from "./builtHtml";
import { expectedListing, walkListing } from "./listingWalk";

/**
 * What every built page and every article must hold, read from the HTML without a browser:
 * properties of any valid content, so they run on the real site's build as on the fixture
 * site's. The browser specs visit one page per template; this covers 500 articles as easily
 * as ten.
 */

const words = (blocks: readonly Pick<ArticleBlock, "content" | "items">[]) =>
  blocks
    .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
    .map(inlineText)
    .join(" ");

describe.each([realBuild(), fixtureBuild()])("the $name site's build", (build: Build) => {
  const { publicDir, articles, site } = build;
  const page = (route: string) => readPage(publicDir, route);

  /** Every listing: all articles, then each category (with or without a badge). */
  const listings = [null, ...articleCategories(site)].map((category) => ({
    category,
    name: category ?? "all articles",
    listed: articles.filter((article) => !category || article.category === category),
  }));

  test('every built page has one h1, one main landmark and lang="en"', () => {
    const routes = builtPages(publicDir);
    expect(routes.length).toBeGreaterThan(articles.length);
    const landmarks = (route: string) => {
      const doc = page(route);
      return {
        h1: all("h1", doc).length,
        main: all("main", doc).length,
        lang: first("html", doc)?.attribs.lang,
      };
    };
    expect(byRoute(routes, landmarks)).toEqual(
      byRoute(routes, () => ({ h1: 1, main: 1, lang: "en" })),
    );
  });

  test("every article page shows its title, read time, tags and the way back", () => {
    const routes = articles.map((article) => article.path);
    const shown = (route: string) => {
      const doc = page(route);
      return {
        title: textOf(first("h1", doc)),
        readTime: textOf(doc).includes(articles.find((a) => a.path === route)?.readTime ?? "?"),
        tags: first('ul[aria-label="Tags"]', doc) !== null,
        back: all('a[href="/resources/"]', doc).map(textOf).includes("Back to Resources"),
      };
    };
    expect(byRoute(routes, shown)).toEqual(
      Object.fromEntries(
        articles.map((a) => [a.path, { title: a.title, readTime: true, tags: true, back: true }]),
      ),
    );
  });

  test("every article's page data holds the body the dialog shows, as the build read it", () => {
    const routes = articles.map((article) => article.path);
    const inPageData = (route: string) => {
      const file = path.join(publicDir, "page-data", route, "page-data.json");
      return words(JSON.parse(fs.readFileSync(file, "utf8")).result.data.article.blocks);
    };
    expect(byRoute(routes, inPageData)).toEqual(
      Object.fromEntries(articles.map((a) => [a.path, words(a.blocks)])),
    );
  });

  test.each(listings)(
    "the pages of $name list exactly its articles, newest first, each once",
    ({ category, listed }) => {
      const walked = walkListing(publicDir, category);
      expect(walked.map(({ route, cards }) => ({ route, cards }))).toEqual(
        expectedListing(listed, category),
      );
      const reached = walked.flatMap((walkedPage) => walkedPage.cards);
      expect(new Set(reached).size).toBe(reached.length);
      // The live count names what shows (the search box has a status of its own).
      const routes = walked.map(({ route }) => route);
      const counted = (route: string) =>
        all('p[role="status"]', page(route))
          .map(textOf)
          .filter((status) => status.startsWith("Showing"));
      expect(byRoute(routes, counted)).toEqual(
        Object.fromEntries(
          walked.map(({ route, cards }, index) => {
            const firstShown = index * ARTICLES_PER_PAGE + 1;
            const label = showingLabel(listed.length, category, {
              first: firstShown,
              last: firstShown + cards.length - 1,
            });
            return [route, [label]];
          }),
        ),
      );
    },
  );

  test("every published article is reachable from the listing of all articles exactly once", () => {
    const reached = walkListing(publicDir, null).flatMap((walked) => walked.cards);
    expect([...reached].sort()).toEqual(articles.map((article) => article.path).sort());
  });

  test("every badge counts the articles of its category, and All counts them all", () => {
    const filter = first('[aria-label="Filter articles by category"]', page("/resources/"));
    const badges = all("a", filter ?? page("/resources/")).map(textOf);
    const count = (category: string) =>
      articles.filter((article) => article.category === category).length;
    expect(badges).toEqual([
      `All (${articles.length})`,
      ...site.resourceCategories.map((category) => `${category} (${count(category)})`),
    ]);
  });

  test("every listing page is its own canonical page, in the sitemap, with no pages nav when one page holds it", () => {
    const { urls } = readSitemaps(publicDir);
    for (const { category } of listings) {
      const walked = walkListing(publicDir, category);
      const routes = walked.map(({ route }) => route);
      const listed = (route: string) => {
        const doc = page(route);
        const nav = all("nav[aria-label]", doc).filter((element) =>
          element.attribs["aria-label"].startsWith("Pages of"),
        );
        return {
          canonical: first('link[rel="canonical"]', doc)?.attribs.href,
          inSitemap: urls.includes(`${site.siteUrl}${route}`),
          pagesNav: nav.length > 0,
        };
      };
      expect(byRoute(routes, listed)).toEqual(
        byRoute(routes, (route) => ({
          canonical: `${site.siteUrl}${route}`,
          inSitemap: true,
          pagesNav: walked.length > 1,
        })),
      );
    }
    // Page 1 of a listing is its own address; asking for it by number is not a page.
    expect(fs.existsSync(path.join(publicDir, listingPageOf(null, 1), "page", "1"))).toBe(false);
  });
});
