import { newestFirst } from "./articleOrder";

/** What choosing an article's further reading needs to know of each article. */
export interface ReadingArticle {
  id: string;
  title: string;
  category: string;
  tags: readonly string[];
  /** When it was published (ISO), or null when unknown: ./articleOrder.ts orders by it. */
  published: string | null;
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

interface Candidate {
  id: string;
  sameCategory: boolean;
  sharedTags: number;
}

/** Whether `a` comes before `b` among related articles: same category first, then more tags. */
const outranks = (a: Candidate, b: Candidate) =>
  a.sameCategory !== b.sameCategory ? a.sameCategory : a.sharedTags > b.sharedTags;

/**
 * Each article's further reading, by id. Related articles share its category or at least
 * one tag: same category first, then more shared tags, then newest first; never the article
 * itself, never a draft. Previous and next walk the site's own order (./articleOrder.ts:
 * newest published first, those of unknown date after by title), so the chain visits every published article
 * once. A draft (shown by `gatsby develop` only) gets related articles but no place in the
 * chain.
 */
export function furtherReading(
  articles: readonly ReadingArticle[],
  count = RELATED_COUNT,
): Map<string, FurtherReading> {
  const published = articles.filter((article) => !article.draft).sort(newestFirst);
  const place = new Map(published.map((article, index) => [article.id, index]));
  // Each article's tags once, not once for every pair: this runs on every build, for every pair
  // of articles (at 200 articles, 40,000).
  const tagsOf = new Map(
    articles.map((article) => [article.id, new Set(article.tags.map(tagKey))]),
  );
  const reading = new Map<string, FurtherReading>();
  for (const article of articles) {
    const tags = tagsOf.get(article.id) ?? new Set<string>();
    // The best `count` so far, best first. `published` is newest first and a candidate goes
    // after those it ties with, so ties stay newest first without sorting every candidate.
    const best: Candidate[] = [];
    for (const other of published) {
      if (other.id === article.id) continue;
      let sharedTags = 0;
      for (const tag of tagsOf.get(other.id) ?? []) if (tags.has(tag)) sharedTags += 1;
      const candidate = {
        id: other.id,
        sameCategory: other.category === article.category,
        sharedTags,
      };
      if (!candidate.sameCategory && sharedTags === 0) continue;
      const at = best.findIndex((kept) => outranks(candidate, kept));
      if (at === -1) {
        if (best.length < count) best.push(candidate);
      } else {
        best.splice(at, 0, candidate);
        if (best.length > count) best.pop();
      }
    }
    const index = place.get(article.id);
    reading.set(article.id, {
      related: best.map(({ id }) => id),
      previous: index === undefined ? null : (published[index + 1]?.id ?? null),
      next: index === undefined || index === 0 ? null : published[index - 1].id,
    });
  }
  return reading;
}
