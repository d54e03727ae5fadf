/** What ordering needs of an article. */
interface Ordered {
  title: string;
  /**
   * When it was published, as an ISO date-time (the Article node's `published`: its `date`'s
   * start, else its first commit), or null when that is unknown (no date, no history).
   */
  published: string | null;
}

/**
 * The order articles are listed in, everywhere: by the published date each card, page and
 * feed shows, newest on top, then those whose publication is unknown, by title. ISO date-times
 * in UTC compare as strings.
 */
export function newestFirst(a: Ordered, b: Ordered): number {
  if (a.published && b.published && a.published !== b.published) {
    return a.published < b.published ? 1 : -1;
  }
  if (a.published && !b.published) return -1;
  if (!a.published && b.published) return 1;
  return a.title.localeCompare(b.title, "en");
}
