import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ARTICLES_DIR } from "../../../src/content/article";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { FEED_PATHS } from "../../../src/lib/routes";
import type { HtmlBlock } from "../../../src/content/articleHtml";
import { feedArticles, siteFeeds, type FeedArticle } from "./siteFeeds";

/**
 * When each article file was last committed, by its path relative to `root`, from one
 * `git log` over the articles folder. Empty where there is no git history (a copy of the
 * site outside its repository): the file's modification time stands in then.
 */
export function lastCommitDates(root: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  let log: string;
  try {
    log = execFileSync(
      "git",
      ["log", "--format=%x00%cI", "--name-only", "--relative", "--", ARTICLES_DIR],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 },
    );
  } catch {
    return dates;
  }
  // Newest commit first: the first date seen for a file is its last change.
  for (const commit of log.split("\0").filter(Boolean)) {
    const [date, ...files] = commit.split("\n").filter(Boolean);
    for (const file of files) if (!dates.has(file)) dates.set(file, new Date(date));
  }
  return dates;
}

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
  const committed = lastCommitDates(root);
  const fileDate = ({ slug }: { slug: string }) => {
    const file = `${ARTICLES_DIR}/${slug}.mdx`;
    return committed.get(file) ?? fs.statSync(path.join(root, file)).mtime;
  };
  const chosen = feedArticles(articles, fileDate);
  const blocks = await blocksOf(chosen.map(({ article }) => article.slug));
  const entries = chosen.map(({ article, published }) => {
    const body = blocks.get(article.slug);
    if (!body) throw new Error(`The feed has no text for the article ${article.slug}`);
    return { published, article: { ...article, blocks: body } };
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
