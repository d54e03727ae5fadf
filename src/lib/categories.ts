/** The URL form of a category name: "Email Marketing" -> "email-marketing". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface CategoryCount {
  /** The badge text: "All" or a configured category. */
  name: string;
  /** Its URL form (a category page's last segment); null for All. */
  slug: string | null;
  count: number;
}

/** How many articles there are in all, and in each category that has any. */
export interface CategoryTally {
  total: number;
  byCategory: Readonly<Record<string, number>>;
}

/** How many of `articles` there are in all and in each category: the badges' counts. */
export function tallyCategories(articles: readonly { category: string }[]): CategoryTally {
  const byCategory: Record<string, number> = {};
  for (const { category } of articles) byCategory[category] = (byCategory[category] ?? 0) + 1;
  return { total: articles.length, byCategory };
}

/**
 * The badge row: All (every article) then each configured category in order, with the number
 * of articles in it. Articles in a category without a badge count only towards All.
 */
export function categoryCounts(
  tally: CategoryTally,
  categories: readonly string[],
): CategoryCount[] {
  return [
    { name: "All", slug: null, count: tally.total },
    ...categories.map((name) => ({
      name,
      slug: categorySlug(name),
      count: tally.byCategory[name] ?? 0,
    })),
  ];
}

/** The configured category a slug (an old `?category=` value) names, or null (All) for anything else. */
export function categoryFromSlug(
  slug: string | null,
  categories: readonly string[],
): string | null {
  if (!slug) return null;
  return categories.find((name) => categorySlug(name) === slug.toLowerCase()) ?? null;
}

/** The cards one page of a longer listing shows: the 13th to the 24th, counted from 1. */
export interface ShownRange {
  first: number;
  last: number;
}

/**
 * What the live region says after filtering: "Showing 2 articles in SEO". On one page of a
 * longer listing it says which part shows: "Showing 13 to 24 of 30 articles in SEO".
 */
export function showingLabel(count: number, category: string | null, range?: ShownRange): string {
  const noun = count === 1 ? "article" : "articles";
  const where = category ? ` in ${category}` : "";
  if (range && (range.first > 1 || range.last < count)) {
    return `Showing ${range.first} to ${range.last} of ${count} ${noun}${where}`;
  }
  return category ? `Showing ${count} ${noun}${where}` : `Showing all ${count} ${noun}`;
}
