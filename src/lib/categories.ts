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
  /** Its `?category=` value; null for All. */
  slug: string | null;
  count: number;
}

/**
 * The badge row: All (every article) then each configured category in order, with the number
 * of articles in it. Articles in a category without a badge count only towards All.
 */
export function categoryCounts(
  articles: readonly { category: string }[],
  categories: readonly string[],
): CategoryCount[] {
  return [
    { name: "All", slug: null, count: articles.length },
    ...categories.map((name) => ({
      name,
      slug: categorySlug(name),
      count: articles.filter((article) => article.category === name).length,
    })),
  ];
}

/** The configured category a `?category=` value names, or null (All) for anything else. */
export function categoryFromSlug(
  slug: string | null,
  categories: readonly string[],
): string | null {
  if (!slug) return null;
  return categories.find((name) => categorySlug(name) === slug.toLowerCase()) ?? null;
}

/** What the live region says after filtering: "Showing 2 articles in SEO". */
export function showingLabel(count: number, category: string | null): string {
  const noun = count === 1 ? "article" : "articles";
  return category ? `Showing ${count} ${noun} in ${category}` : `Showing all ${count} ${noun}`;
}
