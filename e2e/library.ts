import type { Page } from "@playwright/test";
import type { ArticleContent } from "../src/content/article";
import { articleLink, expect } from "./fixtures";
import type { ListingPage } from "./pages-content";

/**
 * The Resources library as a visitor meets it (src/sections/resources/ArticleLibrary.tsx):
 * the badges, the live count, the cards and the links to the listing's other pages, found by
 * role and accessible name, for every spec that looks at a listing.
 */

export const library = (page: Page) => page.getByRole("region", { name: "Articles and guides" });
export const filter = (page: Page) =>
  page.getByRole("group", { name: "Filter articles by category" });
/** The cards' titles, in order: each card's one heading. */
export const cardTitles = (page: Page) => library(page).getByRole("heading", { level: 3 });
/** The live count of what the grid shows: "Showing 1 to 12 of 24 articles". */
export const listingStatus = (page: Page) => library(page).getByRole("status");
/** The links to a listing's pages, named "Pages of articles" or "Pages of SEO articles". */
export const pagesNav = (page: Page) => page.getByRole("navigation", { name: /^Pages of/ });

/**
 * Fails unless the grid shows exactly the cards of `shown`, in order, each linking to its own
 * article (two may share a title), and its live count says so.
 */
export async function expectListing(page: Page, shown: ListingPage) {
  const links = cardTitles(page).getByRole("link");
  await expect(links).toHaveText(shown.cards.map((article) => article.title));
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(
    shown.cards.map((article) => article.path),
  );
  await expect(listingStatus(page)).toHaveText(shown.status);
}

/**
 * Fails unless each card shows its article as the writer wrote it: category, read time, title,
 * excerpt and tags, and is one link, named by the title, to the article's own page. A card
 * shows no date (the dialog and the article page do).
 */
export async function expectCardsShow(page: Page, shown: readonly ArticleContent[]) {
  for (const article of shown) {
    // `has` is matched inside each list item: the link as found from the page.
    const card = library(page)
      .getByRole("listitem")
      .filter({ has: articleLink(page, article) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveCount(1);
    const [meta, excerpt] = [
      card.getByRole("paragraph").first(),
      card.getByRole("paragraph").nth(1),
    ];
    await expect(meta.getByText(article.category, { exact: true })).toBeVisible();
    // Worked out from the words when the writer gives none: never "0 min read".
    await expect(meta.getByText(article.readTime, { exact: true })).toHaveText(
      /^[1-9]\d* min read$/,
    );
    await expect(meta.locator("time")).toHaveCount(0);
    await expect(excerpt).toHaveText(article.excerpt);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      article.tags,
    );
  }
}
