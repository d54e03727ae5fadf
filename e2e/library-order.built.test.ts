import { articlePath } from "../src/lib/routes";
import { fixtureBuild, listingPages, realBuild, type Build } from "./builds";
import { all, first, readPage } from "./builtHtml";

/**
 * The library lists articles by the published date each one's page shows, newest first, and
 * those whose page shows no date last: read from the built pages alone, so it holds for any
 * valid content, an undated article (published by the commit that added it) included.
 */

/** The articles a listing page's cards open, in the order shown. */
function cardsOf(build: Build, route: string): string[] {
  const articles = new Set(build.allArticles.map((article) => articlePath(article.slug)));
  const hrefs = all("main a[href]", readPage(build.publicDir, route)).map(
    (link) => link.attribs.href,
  );
  return [...new Set(hrefs.filter((href) => articles.has(href)))];
}

/** The published date an article's page shows (its `<time datetime>`), or null. */
const shownDate = (build: Build, route: string) =>
  first("main time[datetime]", readPage(build.publicDir, route))?.attribs.datetime ?? null;

describe.each([
  ["fixture", fixtureBuild],
  ["real", realBuild],
])("the %s site's library", (_name, load) => {
  const build = load();

  test("lists every listing's cards by the published date their pages show, newest first", () => {
    const listings = new Map<string, string[]>();
    for (const page of listingPages(build)) {
      const key = page.category ?? "all";
      listings.set(key, [...(listings.get(key) ?? []), ...cardsOf(build, page.route)]);
    }
    const outOfOrder = [...listings].flatMap(([listing, cards]) => {
      const dates = cards.map((route) => ({ route, date: shownDate(build, route) }));
      return dates.slice(1).flatMap((later, index) => {
        const earlier = dates[index];
        const fine =
          later.date === null ||
          (earlier.date !== null && Date.parse(earlier.date) >= Date.parse(later.date));
        return fine
          ? []
          : [
              `${listing}: ${earlier.route} (${earlier.date}) before ${later.route} (${later.date})`,
            ];
      });
    });
    expect(outOfOrder).toEqual([]);
    expect(listings.get("all")).toHaveLength(build.articles.length);
  });
});
