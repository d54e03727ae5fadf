// A build publishes no draft, nor an article dated after its day (today, or `SITE_NOW`).

export interface Publishable {
  draft: boolean;
  /** YYYY-MM-DD, or null for an undated article. */
  date: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text names a day that exists (no 2026-02-30). */
export function isRealDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const SITE_NOW_RULE = "SITE_NOW must be a day written YYYY-MM-DD, e.g. SITE_NOW=2026-12-01";

/** Today, YYYY-MM-DD, in `timeZone` (an IANA name such as America/Chicago). */
export const todayIn = (timeZone: string, now = new Date()) =>
  // Canada's English format is the ISO one: 2026-11-26.
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

/** The day this build publishes as of: `SITE_NOW` when set, else today in `timeZone`. */
export function buildDay(
  timeZone: string | (() => string),
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
) {
  const given = env.SITE_NOW?.trim();
  if (!given) return todayIn(typeof timeZone === "function" ? timeZone() : timeZone, now);
  if (!isRealDay(given)) throw new Error(`${SITE_NOW_RULE}, not "${given}"`);
  return given;
}

/** Whether an article waits for a later day: dated after `day`. Dates compare as text. */
export const isScheduled = (article: Publishable, day: string) =>
  article.date !== null && article.date > day;

/** Whether a production build of `day` publishes the article. */
export const isPublished = (article: Publishable, day: string) =>
  !article.draft && !isScheduled(article, day);
