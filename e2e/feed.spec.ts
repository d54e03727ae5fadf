import fs from "node:fs";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { inlineText, type ArticleBlock } from "../src/content/articleBody";
import { articlePath } from "../src/content/article";
import { readArticles } from "../src/content/readContent";
import { FEED_PATHS } from "../src/lib/routes";
import { FEED_SIZE } from "../plugins/site/feed/siteFeeds";
import { builtPages } from "./builtPages";
import { expect, test } from "./fixtures";
import { articles, site } from "./pages-content";

/**
 * The built feeds, as a feed reader gets them from the server and reads them with a kept
 * parser; what they must hold is read from content/.
 */

const publicDir = path.resolve("public");
const drafts = readArticles({ includeDrafts: true }).filter((article) => article.draft);
const urlOf = (slug: string) => `${site.siteUrl}${articlePath(slug)}`;

/** An article's words with all spacing dropped: the page and the feed space marks apart alike. */
const words = (blocks: readonly Pick<ArticleBlock, "content" | "items">[]) =>
  blocks
    .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
    .map(inlineText)
    .join("")
    .replace(/\s+/g, "");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decodeEntities = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]);
/** The words of an HTML fragment, spacing dropped as in `words`. */
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, "")).replace(/\s+/g, "");

interface JsonFeed {
  items: { url: string; content_html: string }[];
}

test("the Atom feed parses, newest first, with every published article up to its size and no draft", async ({
  request,
}) => {
  const response = await request.get(FEED_PATHS.atom);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe("atom");
  expect(feed.self).toBe(`${site.siteUrl}${FEED_PATHS.atom}`);

  const published = feed.items.map((item) => item.published?.getTime() ?? NaN);
  expect(published.every(Number.isFinite), "every entry has a published date").toBe(true);
  expect(published, "newest first").toEqual([...published].sort((a, b) => b - a));

  const urls = feed.items.map((item) => item.url);
  expect(urls).toHaveLength(Math.min(FEED_SIZE, articles.length));
  expect(new Set(urls).size).toBe(urls.length);
  const publishedUrls = new Set(articles.map((article) => urlOf(article.slug)));
  for (const url of urls) expect(publishedUrls, `${url} is a published article`).toContain(url);
  for (const draft of drafts) expect(urls).not.toContain(urlOf(draft.slug));
  // Past the feed's size, no dated article newer than its oldest entry is left out.
  const oldest = Math.min(...published);
  for (const article of articles.filter((a) => a.date && Date.parse(a.date) > oldest)) {
    expect(urls, `${article.slug} is newer than the oldest entry`).toContain(urlOf(article.slug));
  }
});

test("each Atom entry is the whole article, its category and dates, every address absolute https", async ({
  request,
}) => {
  const feed = parseFeed(await (await request.get(FEED_PATHS.atom)).text());
  // Atom's content comes back from the parser with its entities decoded, no longer HTML as
  // written: its words and addresses are read from the JSON Feed's copy (the same, see below).
  const html = new Map(
    ((await (await request.get(FEED_PATHS.json)).json()) as JsonFeed).items.map((item) => [
      item.url,
      item.content_html,
    ]),
  );
  for (const item of feed.items) {
    const article = articles.find((candidate) => urlOf(candidate.slug) === item.url);
    if (!article) throw new Error(`${item.url} is no published article`);
    expect(item.title).toBe(article.title);
    expect(item.id).toBe(item.url);
    expect(item.categories.map((category) => category.term)).toEqual([article.category]);
    if (article.date) {
      expect(item.published?.toISOString().slice(0, 10)).toBe(article.date);
    }
    expect(item.updated?.getTime()).toBe(item.published?.getTime());
    const content = (item.url && html.get(item.url)) || "";
    expect(textOf(content), article.slug).toBe(words(article.blocks));
    const addresses = [...content.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
    expect([...content.matchAll(/<img\s/g)].length).toBe(
      article.blocks.filter((block) => block.kind === "image").length,
    );
    for (const address of addresses.filter((value) => !value.startsWith("mailto:"))) {
      expect(address, `${article.slug}: ${address}`).toMatch(/^https:\/\//);
      // The site's own addresses lead to a file of this build.
      if (!address.startsWith(site.siteUrl)) continue;
      const { pathname } = new URL(address);
      const file = pathname.endsWith("/") ? `${pathname}index.html` : pathname;
      expect(fs.existsSync(path.join(publicDir, file)), `${article.slug}: ${address}`).toBe(true);
    }
  }
});

test("the JSON Feed lists the same entries, served as a feed", async ({ request }) => {
  const atom = parseFeed(await (await request.get(FEED_PATHS.atom)).text());
  const response = await request.get(FEED_PATHS.json);
  expect(response.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
  const json = (await response.json()) as JsonFeed;
  expect(json.items.map((item) => item.url)).toEqual(atom.items.map((item) => item.url));
  expect(json.items.map((item) => decodeEntities(item.content_html))).toEqual(
    atom.items.map((item) => item.content),
  );
});

test("every built page announces both feeds in its head", () => {
  for (const route of builtPages(publicDir)) {
    const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    for (const [type, href] of [
      ["application/atom+xml", FEED_PATHS.atom],
      ["application/feed+json", FEED_PATHS.json],
    ]) {
      expect(head, route).toContain(`<link rel="alternate" type="${type}"`);
      expect(head, route).toContain(`href="${href}"`);
    }
  }
});
