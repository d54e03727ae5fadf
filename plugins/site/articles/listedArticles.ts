import { isPublished, type Publishable } from "../../../src/content/publication";
import { publicationDay } from "../../../src/content/siteConfig";
import { isDevelop } from "../runMode";

/** What the publication rule reads of an Article node. */
export interface ArticleNode extends Publishable {
  id: string;
}

/**
 * Whether this run lists an article: never a draft or a scheduled one, but in `gatsby
 * develop`, which shows writers both. The one rule the queries (../gatsby/createResolvers.ts)
 * and the steps that read the store share.
 */
export const isListed = (node: Publishable, day: string) => isDevelop() || isPublished(node, day);

/**
 * The Article nodes this run lists, read from Gatsby's store without a query: createPages and
 * the feeds want every article's stored fields, and a query over every article would make
 * them depend on each one. A copy, in the store's order: the caller may sort it.
 */
export function listedArticles<T extends ArticleNode>(
  getNodesByType: (type: string) => readonly unknown[],
): T[] {
  const day = publicationDay();
  return (getNodesByType("Article") as readonly T[]).filter((node) => isListed(node, day));
}
