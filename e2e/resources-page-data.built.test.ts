import fs from "node:fs";
import path from "node:path";
import { inlineText } from "../src/content/articleBody";
import { articleCategories } from "../src/content/schemas";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { walkListing } from "./listingWalk";

/**
 * The dialog loads an article's body when it opens, from the article page's own data
 * (src/sections/resources/useArticleBody.ts), so each listing page's data carries only what
 * its cards show: a new article adds a card's worth to one page, not its whole text to all.
 * A property of any valid content, read from both builds without a browser.
 */

/** What a card (and the dialog's head, until the body arrives) needs of an article. */
const CARD_FIELDS = [
  "category",
  "date",
  "displayDate",
  "draft",
  "excerpt",
  "path",
  "readTime",
  "scheduledFor",
  "slug",
  "tags",
  "title",
];

/** Jest's expect takes no message: a record keyed by route names the pages that differ. */
const byRoute = <T>(routes: readonly string[], value: (route: string) => T) =>
  Object.fromEntries(routes.map((route) => [route, value(route)]));

describe.each([realBuild(), fixtureBuild()])("the $name site's listing pages", (build: Build) => {
  const { publicDir, articles, site } = build;
  const walked = [null, ...articleCategories(site)].flatMap((category) =>
    walkListing(publicDir, category),
  );
  const routes = walked.map(({ route }) => route);
  const dataOf = (route: string) =>
    fs.readFileSync(path.join(publicDir, "page-data", route, "page-data.json"), "utf8");

  /** The opening of each paragraph of every article, as it would appear in JSON. */
  const openings = articles.flatMap((article) =>
    article.blocks
      .filter((block) => block.kind === "paragraph")
      .map((block) => JSON.stringify(inlineText(block.content).slice(0, 60)).slice(1, -1))
      .filter((opening) => opening.length >= 20),
  );

  test("each listing page's data holds its own cards, with only the fields a card shows", () => {
    const held = (route: string) => {
      const cards = (
        JSON.parse(dataOf(route)) as { result: { data: { articles: Record<string, unknown>[] } } }
      ).result.data.articles;
      return {
        cards: cards.map((card) => card.path),
        fields: [...new Set(cards.flatMap((card) => Object.keys(card)))].sort(),
      };
    };
    expect(byRoute(routes, held)).toEqual(
      Object.fromEntries(
        walked.map(({ route, cards }) => [
          route,
          { cards, fields: cards.length > 0 ? CARD_FIELDS : [] },
        ]),
      ),
    );
  });

  test("no listing page's data holds a sentence of any article's text", () => {
    expect(openings.length).toBeGreaterThan(0);
    const found = (route: string) => {
      const data = dataOf(route);
      return openings.filter((opening) => data.includes(opening));
    };
    expect(byRoute(routes, found)).toEqual(byRoute(routes, () => []));
  });
});
