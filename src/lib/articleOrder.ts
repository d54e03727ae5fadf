/** What ordering needs of an article. */
interface Ordered {
  title: string;
  /** YYYY-MM-DD, or null for an undated article. */
  date: string | null;
}

/**
 * The order articles are listed in, everywhere: dated articles first, newest on top, then
 * undated ones by title. Dates are YYYY-MM-DD text, so they compare as strings.
 */
export function newestFirst(a: Ordered, b: Ordered): number {
  if (a.date && b.date && a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.date && !b.date) return -1;
  if (!a.date && b.date) return 1;
  return a.title.localeCompare(b.title, "en");
}
