import { execFileSync } from "node:child_process";
import path from "node:path";
import { ARTICLES_DIR } from "../../../src/content/article";

/**
 * The two dates a reader sees of an article (its page, its JSON-LD, the feeds):
 * - published: its front matter's `date`; without one, when its file was first committed. That
 *   date never moves with an edit and is the same in every clone, so an edit never brings an
 *   old article back to the top of a reader's feed as new.
 * - updated: when its file was last committed, never before it was published.
 * Where there is no history (an export of the site without .git, a file not committed yet), an
 * undated article has neither: the page shows no date, and the feeds give it
 * {@link UNKNOWN_DATE}, the same in every build, rather than the build's own time.
 */

/** When one file was first and last committed, as ISO date-times. */
export interface FileHistory {
  added: string;
  changed: string;
}

/** An article's dates, as ISO date-times (a dated article's published date is its day's start, UTC). */
export interface ArticleDates {
  published: string | null;
  updated: string | null;
}

/** The feeds' date for an article whose publication is unknown: the oldest, never "new". */
export const UNKNOWN_DATE = new Date(0);

/**
 * Each article file's history, by its path relative to `root` (content/articles/<slug>.mdx),
 * from one `git log` over the folder. Empty without git history. A file renamed in a commit
 * counts as added there: its address changed with it.
 */
export function articleHistories(root: string): Map<string, FileHistory> {
  const histories = new Map<string, FileHistory>();
  let log: string;
  try {
    log = execFileSync(
      "git",
      ["log", "--format=%x00%cI", "--name-only", "--relative", "--no-renames", "--", ARTICLES_DIR],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 },
    );
  } catch {
    return histories;
  }
  // Newest commit first: the first date seen for a file is its last change, the last its first.
  for (const commit of log.split("\0").filter(Boolean)) {
    const [date, ...files] = commit.split("\n").filter(Boolean);
    const when = new Date(date).toISOString();
    for (const file of files) {
      const known = histories.get(file);
      histories.set(file, { added: when, changed: known?.changed ?? when });
    }
  }
  return histories;
}

/** The history of the article file at `absolutePath`, read once per build from `root`. */
export function historyReader(root: string): (absolutePath: string) => FileHistory | undefined {
  let histories: Map<string, FileHistory> | null = null;
  return (absolutePath) => {
    const file = path.relative(root, absolutePath).split(path.sep).join("/");
    histories ??= articleHistories(root);
    return histories.get(file);
  };
}

/** An article's published and updated dates, from its front matter `date` and its history. */
export function articleDates(date: string | null, history: FileHistory | undefined): ArticleDates {
  const published = date ? `${date}T00:00:00.000Z` : (history?.added ?? null);
  if (!published) return { published: null, updated: null };
  const changed = history?.changed;
  return { published, updated: changed && changed > published ? changed : published };
}
