import fs from "node:fs";
import path from "node:path";
import { ARTICLES_PER_PAGE, listingPageOf, splitIntoPages } from "../src/lib/listings";

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

/** An article card's link: /resources/<slug>/ (a category or page number has more segments). */
const CARD = /<a\b[^>]*href="(\/resources\/[a-z0-9-]+\/)"/g;
const NEXT = /<a\b[^>]*href="([^"]+)"[^>]*>Next page<\/a>/;

export function walkListing(publicDir: string, category: string | null): WalkedPage[] {
  const walked: WalkedPage[] = [];
  const seen = new Set<string>();
  for (let route: string | null = listingPageOf(category, 1); route;) {
    if (seen.has(route)) throw new Error(`the pages of ${category ?? "all"} loop at ${route}`);
    seen.add(route);
    const html: string = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
    const next: string | null = NEXT.exec(html)?.[1] ?? null;
    walked.push({ route, cards: [...html.matchAll(CARD)].map((match) => match[1]), next });
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
