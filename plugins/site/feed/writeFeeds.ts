import fs from "node:fs";
import path from "node:path";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { FEED_PATHS } from "../../../src/lib/routes";
import type { HtmlBlock } from "../../../src/content/articleHtml";
import { feedArticles, siteFeeds, type FeedArticle } from "./siteFeeds";

export interface WriteFeedsInput {
  root: string;
  site: Pick<SiteConfigFile, "name" | "description" | "siteUrl">;
  /** Every article, without its text: the feeds choose the newest from these. */
  articles: readonly (Omit<FeedArticle, "blocks"> & { slug: string })[];
  /** The text of the chosen articles, by slug: asked for those alone, as it costs the most. */
  blocksOf: (slugs: string[]) => Promise<ReadonlyMap<string, readonly HtmlBlock[]>>;
}

/** Writes the Atom and JSON feeds into public/; returns how many entries each holds. */
export async function writeFeeds({
  root,
  site,
  articles,
  blocksOf,
}: WriteFeedsInput): Promise<number> {
  const chosen = feedArticles(articles);
  const blocks = await blocksOf(chosen.map(({ article }) => article.slug));
  const entries = chosen.map((entry) => {
    const { article } = entry;
    const body = blocks.get(article.slug);
    if (!body) throw new Error(`The feed has no text for the article ${article.slug}`);
    return { ...entry, article: { ...article, blocks: body } };
  });
  const { atom, json } = siteFeeds(site, entries);
  for (const [feedPath, text] of [
    [FEED_PATHS.atom, atom],
    [FEED_PATHS.json, json],
  ]) {
    const file = path.join(root, "public", feedPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return entries.length;
}
