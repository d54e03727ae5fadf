/** Reading speed the site's read times assume: an unhurried adult reading on a screen. */
export const WORDS_PER_MINUTE = 225;

/**
 * The honest read time for an article of `words` words, as writers put it in front matter:
 * "N min read" with N = max(1, round(words / 225)). The build rejects any other value.
 */
export function expectedReadTime(words: number): string {
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
