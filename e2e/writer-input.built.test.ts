import fs from "node:fs";
import path from "node:path";
import { FEED_PATHS } from "../src/lib/routes";
import { fixtureBuild } from "./builds";
import { all, byRoute, first, jsonLd, metaContent, parseHtml, readPage, textOf } from "./builtHtml";

/**
 * Writers' odd-but-valid input as the fixture site's build wrote it (fixture-site/README.md):
 * the accepted fixtures of the hostile corpus (entity-encoded tags, escaped braces and angle
 * brackets, HTML inside inline code) and an article with a picture and its own social card.
 * Each hostile text is the literal text the writer typed, in the page and the feed, with no
 * element of theirs; the picture is processed at build and addressed absolutely. What a browser
 * does with them is in e2e/writer-input.spec.ts.
 */

const build = fixtureBuild();
const { publicDir, site, articles } = build;

/** The accepted hostile fixtures, all added to the fixture site (scripts/site-copy.mjs). */
const hostile = fs
  .readdirSync(path.resolve(__dirname, "../src/content/__fixtures__/hostile-articles"))
  .filter((name) => name.startsWith("accepted-"))
  .map((name) => path.basename(name, ".mdx"));
const hostileRoutes = hostile.map((slug) => `/resources/${slug}/`);

/** Text each hostile fixture holds, which would run if any of it were code. */
const PWNED = /globalThis\.__pwned\d/;
/** Elements a writer's text must never become. */
const ACTIVE = "script, iframe, img, object, embed";

/** The feed's entries' HTML, parsed, by the path of their article. */
const feedEntries = new Map(
  (
    JSON.parse(fs.readFileSync(path.join(publicDir, FEED_PATHS.json), "utf8")) as {
      items: { url: string; content_html: string }[];
    }
  ).items.map((item) => [new URL(item.url).pathname, parseHtml(item.content_html)]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A JPEG, by its first bytes, at a path of this build. */
const isJpeg = (pathname: string) => {
  const file = path.join(publicDir, pathname);
  return fs.existsSync(file) && fs.readFileSync(file).subarray(0, 3).toString("hex") === "ffd8ff";
};

test("every accepted hostile article is published on the fixture site", () => {
  expect(hostile.length).toBeGreaterThan(0);
  expect(hostileRoutes.filter((route) => !articles.some((a) => a.path === route))).toEqual([]);
});

test("each hostile article's page shows the writer's characters as text, with no element of theirs", () => {
  const shown = (route: string) => {
    const main = first("main", readPage(publicDir, route));
    return { literal: PWNED.test(textOf(main)), active: main ? all(ACTIVE, main).length : -1 };
  };
  expect(byRoute(hostileRoutes, shown)).toEqual(
    byRoute(hostileRoutes, () => ({ literal: true, active: 0 })),
  );
});

test("each hostile article's feed entry is the writer's text, with no element of theirs", () => {
  const entry = (route: string) => {
    const html = feedEntries.get(route);
    return {
      literal: PWNED.test(textOf(html ?? null)),
      active: html ? all(ACTIVE, html).length : -1,
    };
  };
  expect(byRoute(hostileRoutes, entry)).toEqual(
    byRoute(hostileRoutes, () => ({ literal: true, active: 0 })),
  );
});

describe("an article with pictures", () => {
  const article = articles.find((candidate) => candidate.blocks.some((b) => b.kind === "image"));
  const image = article?.blocks.find((block) => block.kind === "image")?.image;

  test("the fixture site has one, with its own social card", () => {
    expect(image?.src).toMatch(/^\.\/images\//);
    expect(article?.socialImage).toMatch(/^\.\/images\//);
  });

  test("is in the feed with its picture at an absolute address the site serves", () => {
    const img = first("img", feedEntries.get(article?.path ?? "") ?? []);
    expect(img?.attribs.alt).toBe(image?.alt);
    const address = new URL(img?.attribs.src ?? "");
    expect(address.origin).toBe(site.siteUrl);
    // Not the writer's file as written: a resized copy under /static/.
    const name = escape(path.basename(image?.src ?? ""));
    expect(address.pathname).toMatch(new RegExp(`^/static/[0-9a-f]+/[0-9a-f]+/${name}$`));
    expect(isJpeg(address.pathname)).toBe(true);
  });

  test("has its own social card, in og:image and in its JSON-LD, at its size", () => {
    const page = readPage(publicDir, article?.path ?? "/");
    const card = metaContent(page, "og:image") ?? "";
    // The writer's picture, cut to the card's size and saved as a JPEG.
    const name = `${escape(path.parse(article?.socialImage ?? "").name)}\\.jpg`;
    expect(card).toMatch(
      new RegExp(`^${escape(site.siteUrl)}/static/[0-9a-f]+/[0-9a-f]+/${name}$`),
    );
    expect([metaContent(page, "og:image:width"), metaContent(page, "og:image:height")]).toEqual([
      "1200",
      "630",
    ]);
    expect(jsonLd(page)[0]?.image).toBe(card);
    // The card is served from this site.
    expect(isJpeg(new URL(card).pathname)).toBe(true);
  });
});
