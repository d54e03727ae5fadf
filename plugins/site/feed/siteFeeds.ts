import { Feed, type Item } from "feed";
import { SaxesParser } from "saxes";
import { articleHtml, escapeHtml, type HtmlBlock } from "../../../src/content/articleHtml";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { newestFirst } from "../../../src/lib/articleOrder";
import { FEED_PATHS, feedTitle, routes } from "../../../src/lib/routes";
import { canonicalUrl } from "../../../src/seo/canonicalUrl";
import { UNKNOWN_DATE } from "../articles/articleDates";
import type { StoredArticle } from "../articles/listedArticles";

/** How many articles a feed holds: readers show the newest; 20 is what they expect to find. */
export const FEED_SIZE = 20;

/** An article as the feed reads it, image blocks carrying their public address. */
export type FeedArticle = Pick<
  StoredArticle,
  "path" | "title" | "excerpt" | "category" | "published" | "updated"
> & { blocks: readonly HtmlBlock[] };

interface DatedArticle<T> {
  article: T;
  published: Date;
  updated: Date;
}

/**
 * The newest `size` of the published articles its query returns (../gatsby/createResolvers.ts).
 * An Atom entry must have a date: an article whose publication is unknown takes {@link UNKNOWN_DATE}.
 */
export function feedArticles<
  T extends Pick<FeedArticle, "path" | "title" | "published" | "updated">,
>(articles: readonly T[], size = FEED_SIZE): DatedArticle<T>[] {
  return [...articles]
    .sort(newestFirst)
    .slice(0, size)
    .map((article) => {
      const published = article.published ? new Date(article.published) : UNKNOWN_DATE;
      const updated = article.updated ? new Date(article.updated) : published;
      return { article, published, updated };
    });
}

type Site = Pick<SiteConfigFile, "name" | "description" | "siteUrl">;

/**
 * One feed. Atom reads `title` and `summary` as HTML (the feed package marks them so), JSON
 * Feed as plain text: `text` writes a writer's words the way each format means them.
 */
function makeFeed(site: Site, entries: DatedArticle<FeedArticle>[], text: (s: string) => string) {
  const home = canonicalUrl(site.siteUrl, routes.resources);
  const feed = new Feed({
    id: home,
    link: home,
    title: feedTitle(site.name),
    description: site.description,
    language: "en",
    // The latest entry's date, not the build's: a rebuild with nothing new changes nothing.
    updated: new Date(Math.max(0, ...entries.map((entry) => entry.updated.getTime()))),
    generator: false,
    favicon: `${site.siteUrl}/favicon.svg`,
    author: { name: site.name, link: site.siteUrl },
    feedLinks: {
      atom: `${site.siteUrl}${FEED_PATHS.atom}`,
      json: `${site.siteUrl}${FEED_PATHS.json}`,
    },
  });
  for (const { article, published, updated } of entries) {
    const url = canonicalUrl(site.siteUrl, article.path);
    const item: Item = {
      id: url,
      link: url,
      title: text(article.title),
      description: text(article.excerpt),
      content: articleHtml(article.blocks, { articleUrl: url }),
      // The `feed` package writes `date` as Atom's <updated> and JSON Feed's date_modified.
      date: updated,
      published,
      category: [{ name: article.category, term: article.category }],
    };
    feed.addItem(item);
  }
  return feed;
}

/** The first error a strict, namespace-aware XML parser finds in `xml`, or null. */
export function xmlProblem(xml: string): string | null {
  let problem: string | null = null;
  const parser = new SaxesParser({ xmlns: true });
  parser.on("error", (error) => {
    problem ??= error.message;
  });
  parser.write(xml).close();
  return problem;
}

/**
 * The Atom and JSON feeds' text. The `feed` package escapes only "&" in attributes, so the Atom
 * text is read back by a strict parser: what the content rules missed stops the build instead of
 * every reader's subscription, as a reader rejects the whole feed over one error.
 */
export function siteFeeds(site: Site, entries: DatedArticle<FeedArticle>[]) {
  const atom = makeFeed(site, entries, escapeHtml).atom1();
  const problem = xmlProblem(atom);
  if (problem) throw new Error(`The Atom feed would not be well-formed XML: ${problem}`);
  return { atom, json: makeFeed(site, entries, (words) => words).json1() };
}
