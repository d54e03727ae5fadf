import { ARTICLES_PER_PAGE, listingPageOf, splitIntoPages } from "../src/lib/listings";
import { all, first, readPage, textOf } from "./builtHtml";

/**
 * Walks a listing (every article, or one category) in a built `public/` folder as a visitor
 * without scripts would: from its first page, along each page's "Next page" link, reading
 * the article cards each page links to. Read from the HTML, so it covers every listing of a
 * 500-article build in milliseconds.
 */

/** One page of a listing as built: its path, the articles its cards link to, its next page. */
export interface WalkedPage {
  route: string;
  cards: string[];
  next: string | null;
}

/** An article card's address: /resources/<slug>/ (a category or page number has more segments). */
const ARTICLE_PATH = /^\/resources\/[a-z0-9-]+\/$/;

export function walkListing(publicDir: string, category: string | null): WalkedPage[] {
  const walked: WalkedPage[] = [];
  const seen = new Set<string>();
  for (let route: string | null = listingPageOf(category, 1); route;) {
    if (seen.has(route)) throw new Error(`the pages of ${category ?? "all"} loop at ${route}`);
    seen.add(route);
    const page = readPage(publicDir, route);
    const main = first("main", page) ?? page;
    const links = all("a[href]", main);
    const next = links.find((link) => textOf(link) === "Next page")?.attribs.href ?? null;
    const cards = links.map((link) => link.attribs.href).filter((href) => ARTICLE_PATH.test(href));
    walked.push({ route, cards, next });
    route = next;
  }
  return walked;
}

/** The pages a listing of `articles` (newest first) should have, as path and card links. */
export function expectedListing(
  articles: readonly { path: string }[],
  category: string | null,
): { route: string; cards: string[] }[] {
  return splitIntoPages(articles, ARTICLES_PER_PAGE).map((onPage, index) => ({
    route: listingPageOf(category, index + 1),
    cards: onPage.map((article) => article.path),
  }));
}
