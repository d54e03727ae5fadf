import { isPublished, type Publishable } from "../../../src/content/publication";
import { publicationDay } from "../../../src/content/siteConfig";
import type { ArticleContent } from "../../../src/content/article";
import { isDevelop } from "../runMode";
import type { ArticleDates } from "./articleDates";

/** An Article node as ../gatsby/onCreateNode.ts makes it. */
export type StoredArticle = ArticleContent & ArticleDates & { id: string };

/** What the publication rule reads of an Article node. */
export type ArticleNode = Publishable & { id: string };

/**
 * Whether this run lists an article: never a draft or a scheduled one, but in `gatsby
 * develop`, which shows writers both. The queries and the steps that read the store share it.
 */
export const isListed = (node: Publishable, day: string) => isDevelop() || isPublished(node, day);

/**
 * The Article nodes this run lists, read from Gatsby's store: a query over every article would
 * make createPages and the feeds depend on each one. A copy the caller may sort.
 */
export function listedArticles(
  getNodesByType: (type: string) => readonly unknown[],
): StoredArticle[] {
  const day = publicationDay();
  return (getNodesByType("Article") as readonly StoredArticle[]).filter((node) =>
    isListed(node, day),
  );
}
