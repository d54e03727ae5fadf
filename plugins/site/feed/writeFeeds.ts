import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ARTICLES_DIR } from "../../../src/content/article";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { FEED_PATHS } from "../../../src/lib/routes";
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
  articles: readonly (FeedArticle & { slug: string })[];
}

/** Writes the Atom and JSON feeds into public/; returns how many entries each holds. */
export function writeFeeds({ root, site, articles }: WriteFeedsInput): number {
  const committed = lastCommitDates(root);
  const fileDate = ({ slug }: { slug: string }) => {
    const file = `${ARTICLES_DIR}/${slug}.mdx`;
    return committed.get(file) ?? fs.statSync(path.join(root, file)).mtime;
  };
  const entries = feedArticles(articles, fileDate);
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
