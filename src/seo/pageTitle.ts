/**
 * The longest page title search results show in full (about 70 characters; html-validate's
 * `long-title` rule holds every built page to it).
 */
export const PAGE_TITLE_MAX = 70;

/**
 * A page's `<title>`: its own title, then " | " and the agency's name when the whole fits in
 * {@link PAGE_TITLE_MAX}. The name is the owner's and may be long; an article's title is the
 * writer's (at most 53 characters, src/content/schemas.ts), and is what a searcher must read.
 */
export function pageTitle(title: string, agencyName: string): string {
  if (title === agencyName) return title;
  const full = `${title} | ${agencyName}`;
  return full.length <= PAGE_TITLE_MAX ? full : title;
}
