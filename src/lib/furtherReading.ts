import { newestFirst } from "./articleOrder";

/** What choosing an article's further reading needs to know of each article. */
export interface ReadingArticle {
  id: string;
  title: string;
  category: string;
  tags: readonly string[];
  /** YYYY-MM-DD, or null for an undated article. */
  date: string | null;
  draft: boolean;
}

/** What an article page offers once its text ends, as article ids. */
export interface FurtherReading {
  /** Up to {@link RELATED_COUNT} articles on the same subject, closest first. */
  related: string[];
  /** The article listed just before this one in time: the next older one. */
  previous: string | null;
  /** The next newer one. */
  next: string | null;
}

/** How many related articles an article page shows: one row of cards on a wide screen. */
export const RELATED_COUNT = 3;

const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * Each article's further reading, by id. Related articles share its category or at least
 * one tag: same category first, then more shared tags, then newest first; never the article
 * itself, never a draft. Previous and next walk the site's own order (./articleOrder.ts:
 * newest first, undated ones after by title), so the chain visits every published article
 * once. A draft (shown by `gatsby develop` only) gets related articles but no place in the
 * chain.
 */
export function furtherReading(
  articles: readonly ReadingArticle[],
  count = RELATED_COUNT,
): Map<string, FurtherReading> {
  const published = articles.filter((article) => !article.draft).sort(newestFirst);
  const place = new Map(published.map((article, index) => [article.id, index]));
  const reading = new Map<string, FurtherReading>();
  for (const article of articles) {
    const tags = new Set(article.tags.map(tagKey));
    const related = published
      .filter((other) => other.id !== article.id)
      .map((other) => ({
        other,
        sameCategory: other.category === article.category,
        sharedTags: new Set(other.tags.map(tagKey).filter((tag) => tags.has(tag))).size,
      }))
      .filter(({ sameCategory, sharedTags }) => sameCategory || sharedTags > 0)
      .sort(
        (a, b) =>
          Number(b.sameCategory) - Number(a.sameCategory) ||
          b.sharedTags - a.sharedTags ||
          newestFirst(a.other, b.other),
      )
      .slice(0, count)
      .map(({ other }) => other.id);
    const index = place.get(article.id);
    reading.set(article.id, {
      related,
      previous: index === undefined ? null : (published[index + 1]?.id ?? null),
      next: index === undefined || index === 0 ? null : published[index - 1].id,
    });
  }
  return reading;
}
