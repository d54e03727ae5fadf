import fs from "node:fs";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { FEED_SIZE, xmlProblem } from "../plugins/site/feed/siteFeeds";
import { FEED_TYPES } from "../plugins/site/hosting/netlifyHeaders";
import { headersFor, parseHeadersFile } from "../scripts/netlify-headers.mjs";
import { inlineText, type ArticleBlock } from "../src/content/articleBody";
import { FEED_PATHS } from "../src/lib/routes";
import { fixtureBuild, realBuild, type Build } from "./builds";
import {
  all,
  builtPages,
  byRoute,
  parseHtml,
  parseXml,
  rawText,
  readPage,
  textOf,
} from "./builtHtml";

/**
 * The built feeds, read as a feed reader reads them: the Atom feed by a kept feed parser and a
 * strict XML parser, each entry's HTML by the tests' one HTML parser. What they must hold is
 * read from the build's own content: properties of any valid content, on both builds.
 */

interface JsonFeed {
  items: { url: string; content_html: string }[];
}

/** An article's words with all spacing dropped: the page and the feed space marks apart alike. */
const words = (blocks: readonly Pick<ArticleBlock, "content" | "items">[]) =>
  blocks
    .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
    .map(inlineText)
    .join("")
    .replace(/\s+/g, "");

/** The elements the feed writes an article's blocks with (src/content/articleHtml.ts). */
const FEED_ELEMENTS = [
  "p",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "code",
  "a",
  "figure",
  "img",
];

describe.each([realBuild(), fixtureBuild()])("the $name site's feeds", (build: Build) => {
  const { publicDir, site, articles, allArticles } = build;
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const atomText = read(FEED_PATHS.atom);
  const atom = parseFeed(atomText);
  const json = JSON.parse(read(FEED_PATHS.json)) as JsonFeed;
  const rules = parseHeadersFile(read("_headers"));
  const urlOf = (route: string) => `${site.siteUrl}${route}`;
  /** Each entry's content as written: the Atom text of its <content>, decoded once as XML. */
  const atomHtml = all("entry > content", parseXml(atomText)).map(rawText);

  test("the Atom feed is well-formed XML, served as Atom, and announces itself", () => {
    expect(xmlProblem(atomText)).toBeNull();
    expect(headersFor(rules, FEED_PATHS.atom)["content-type"]).toBe(FEED_TYPES.atom);
    expect(headersFor(rules, FEED_PATHS.json)["content-type"]).toBe(FEED_TYPES.json);
    expect(atom.meta.type).toBe("atom");
    expect(atom.self).toBe(urlOf(FEED_PATHS.atom));
  });

  test("the Atom feed lists the newest published articles, newest first, each once, no draft", () => {
    const published = atom.items.map((item) => item.published?.getTime() ?? NaN);
    expect(published.filter((time) => !Number.isFinite(time))).toEqual([]);
    expect(published).toEqual([...published].sort((a, b) => b - a));

    const urls = atom.items.map((item) => item.url);
    expect(urls).toHaveLength(Math.min(FEED_SIZE, articles.length));
    expect(new Set(urls).size).toBe(urls.length);
    const publishedUrls = articles.map((article) => urlOf(article.path));
    expect(urls.filter((url) => !url || !publishedUrls.includes(url))).toEqual([]);
    const drafts = allArticles.filter((article) => article.draft).map((a) => urlOf(a.path));
    expect(urls.filter((url) => url && drafts.includes(url))).toEqual([]);
    // Past the feed's size, no dated article newer than its oldest entry is left out.
    const oldest = Math.min(...published);
    const newer = articles.filter((a) => a.date && Date.parse(a.date) > oldest);
    expect(newer.map((a) => urlOf(a.path)).filter((url) => !urls.includes(url))).toEqual([]);
  });

  test("each Atom entry is its article: title, category, dates and the whole text", () => {
    const entries = atom.items.map((item) => item.url ?? "?");
    const html = new Map(json.items.map((item) => [item.url, item.content_html]));
    const entry = (url: string) => {
      const item = atom.items.find((candidate) => candidate.url === url);
      const content = parseHtml(html.get(url) ?? "");
      return {
        title: item?.title,
        id: item?.id,
        categories: item?.categories.map((category) => category.term),
        day: item?.published?.toISOString().slice(0, 10),
        // Updated by an edit, never before it was published.
        updated: (item?.updated?.getTime() ?? 0) >= (item?.published?.getTime() ?? Infinity),
        words: textOf(content).replace(/\s+/g, ""),
        images: all("img", content).length,
      };
    };
    expect(byRoute(entries, entry)).toEqual(
      byRoute(entries, (url) => {
        const article = articles.find((candidate) => urlOf(candidate.path) === url);
        return {
          title: article?.title,
          id: url,
          categories: [article?.category],
          // An undated article carries its first commit's date, or 1970-01-01 without history
          // (plugins/site/articles/articleDates.ts).
          day: article?.date ?? expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          updated: true,
          words: article ? words(article.blocks) : "?",
          images: article?.blocks.filter((block) => block.kind === "image").length,
        };
      }),
    );
  });

  test("each entry's HTML is the feed's own elements, every address absolute https, the site's built", () => {
    const entries = json.items.map((item) => item.url);
    const checked = (url: string) => {
      const content = parseHtml(json.items.find((item) => item.url === url)?.content_html ?? "");
      const addresses = all("[href], [src]", content)
        .map((element) => element.attribs.href ?? element.attribs.src)
        .filter((address) => !address.startsWith("mailto:"));
      const ours = addresses.filter((address) => address.startsWith(`${site.siteUrl}/`));
      return {
        elements: [...new Set(all("*", content).map((element) => element.name))].filter(
          (name) => !FEED_ELEMENTS.includes(name),
        ),
        notHttps: addresses.filter((address) => !address.startsWith("https://")),
        // The site's own addresses lead to a file of this build.
        missing: ours.filter((address) => {
          const { pathname } = new URL(address);
          const file = pathname.endsWith("/") ? `${pathname}index.html` : pathname;
          return !fs.existsSync(path.join(publicDir, decodeURIComponent(file)));
        }),
      };
    };
    expect(byRoute(entries, checked)).toEqual(
      byRoute(entries, () => ({ elements: [], notHttps: [], missing: [] })),
    );
  });

  test("the JSON Feed lists the same entries, with the same HTML", () => {
    expect(json.items.map((item) => item.url)).toEqual(atom.items.map((item) => item.url));
    expect(json.items.map((item) => item.content_html)).toEqual(atomHtml);
  });

  test("every built page announces both feeds in its head", () => {
    const routes = builtPages(publicDir);
    const announced = (route: string) =>
      all('head link[rel="alternate"]', readPage(publicDir, route)).map(
        (link) => `${link.attribs.type} ${link.attribs.href}`,
      );
    expect(byRoute(routes, announced)).toEqual(
      byRoute(routes, () => [
        `application/atom+xml ${FEED_PATHS.atom}`,
        `application/feed+json ${FEED_PATHS.json}`,
      ]),
    );
  });
});
