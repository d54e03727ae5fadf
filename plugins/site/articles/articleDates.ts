import { execFileSync } from "node:child_process";
import path from "node:path";
import { ARTICLES_DIR } from "../../../src/content/article";

/**
 * An article's published date is its front matter's `date`, else when its file was first
 * committed: that never moves with an edit and is the same in every clone, so an edit never
 * brings an old article back to the top of a reader's feed as new.
 */

/** When one file was first and last committed, as ISO date-times. */
interface FileHistory {
  added: string;
  changed: string;
}

/** One file's readable history, and the commit times {@link readCommitTime} could not read. */
interface HistoryRecord {
  history?: FileHistory;
  unreadable: string[];
}

/** An article's dates, as ISO date-times (a dated article's published date is its day's start, UTC). */
export interface ArticleDates {
  published: string | null;
  updated: string | null;
}

/**
 * The feeds' date for an article whose publication is unknown: the oldest, never "new", and the
 * same in every build rather than the build's own time.
 */
export const UNKNOWN_DATE = new Date(0);

/**
 * A commit time as an ISO date-time, or null when no page, feed or JSON-LD can carry it: Git
 * takes any time a clock or a rewritten history gives, and one before 1970 or past 9999 (which
 * ISO 8601 cannot write) would otherwise stop every build until history was rewritten.
 */
export function readCommitTime(text: string): string | null {
  const time = Date.parse(text);
  if (!Number.isFinite(time) || time < 0) return null;
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) ? iso : null;
}

/**
 * Each article file's history, by its path relative to `root`, from one `git log` over the
 * folder; empty without git history. A file renamed in a commit counts as added there: its
 * address changed with it.
 */
export function articleHistories(root: string): Map<string, HistoryRecord> {
  const records = new Map<string, HistoryRecord>();
  let log: string;
  try {
    log = execFileSync(
      "git",
      ["log", "--format=%x00%cI", "--name-only", "--relative", "--no-renames", "--", ARTICLES_DIR],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 },
    );
  } catch {
    return records;
  }
  // Newest commit first: the first date seen for a file is its last change, the last its first.
  for (const commit of log.split("\0").filter(Boolean)) {
    const [date, ...files] = commit.split("\n").filter(Boolean);
    const when = readCommitTime(date);
    for (const file of files) {
      const record = records.get(file) ?? { unreadable: [] };
      if (when === null) record.unreadable.push(date);
      else record.history = { added: when, changed: record.history?.changed ?? when };
      records.set(file, record);
    }
  }
  return records;
}

/** The history of the article file at `absolutePath`, read once per build from `root`. */
export function historyReader(root: string): (absolutePath: string) => HistoryRecord {
  let records: Map<string, HistoryRecord> | null = null;
  return (absolutePath) => {
    const file = path.relative(root, absolutePath).split(path.sep).join("/");
    records ??= articleHistories(root);
    return records.get(file) ?? { unreadable: [] };
  };
}

/**
 * An article's published and updated dates from its front matter `date` and its history, neither
 * after `day` (YYYY-MM-DD, the day the build publishes as of): a commit dated later (a clock
 * ahead) would put an article above every one really published since. Such a date becomes
 * `day`'s start, as a dated article's is; `late` says so, for the build to warn about.
 */
export function articleDates(
  date: string | null,
  history: FileHistory | undefined,
  day: string,
): { dates: ArticleDates; late: boolean } {
  const published = date ? `${date}T00:00:00.000Z` : (history?.added ?? null);
  if (!published) return { dates: { published: null, updated: null }, late: false };
  const latest = `${day}T00:00:00.000Z`;
  // A commit is late when its day (UTC, as pages show it) is after `day`; a dated article's
  // own date is its schedule, decided by the publication rule, never clipped here.
  const clip = (when: string) => (when.slice(0, 10) > day ? latest : when);
  const shown = date ? published : clip(published);
  const changed = history?.changed && clip(history.changed);
  const late = shown !== published || (changed ?? "") !== (history?.changed ?? "");
  return {
    dates: { published: shown, updated: changed && changed > shown ? changed : shown },
    late,
  };
}
