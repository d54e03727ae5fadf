import type { Page } from "@playwright/test";
import { showingLabel } from "../src/lib/categories";
import { listingCopy, listingPageOf } from "../src/lib/listings";
import { articleLink, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { allBadge, articles, badgeName, categories, filledBadge, site } from "./pages-content";

// Each category has a page of its own, which works without scripts; with them, the badges
// filter in place and the page keeps working as /resources/ does (the dialog, Back, Forward).

const library = (page: Page) => page.getByRole("region", { name: "Articles and guides" });
const filter = (page: Page) => page.getByRole("group", { name: "Filter articles by category" });
const cardTitles = (page: Page) => library(page).getByRole("heading", { level: 3 });
const dialog = (page: Page) => page.getByRole("dialog");
const inCategory = (category: string) => articles.filter((a) => a.category === category);
/** A category without a badge that has articles, if the content has one. */
const unbadged = categories.find(
  (category) => !site.resourceCategories.includes(category) && inCategory(category).length > 0,
);

test("a category page shows only its articles, newest first, with its own heading, and no axe violations", async ({
  page,
}) => {
  const listed = inCategory(filledBadge);
  await page.goto(listingPageOf(filledBadge, 1));
  const copy = listingCopy(filledBadge, 1, 1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
  await expect(page).toHaveTitle(`${copy.title} | ${site.name}`);
  await expect(cardTitles(page)).toHaveText(listed.map((article) => article.title));
  await expect(library(page).getByRole("status")).toHaveText(
    showingLabel(listed.length, filledBadge),
  );
  await expect(filter(page).getByRole("link", { name: badgeName(filledBadge) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(filter(page).getByRole("link", { name: allBadge })).not.toHaveAttribute(
    "aria-current",
  );
  // One page holds today's articles: no page numbers.
  await expect(page.getByRole("navigation", { name: /^Pages of/ })).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("a category without a badge has its page too, with no badge current", async ({ page }) => {
  test.skip(!unbadged, "needs an article in a category without a badge");
  const category = unbadged ?? "";
  await page.goto(listingPageOf(category, 1));
  await expect(cardTitles(page)).toHaveText(inCategory(category).map((article) => article.title));
  await expect(filter(page).locator("[aria-current]")).toHaveCount(0);
  await expect(filter(page).getByRole("link", { name: allBadge })).toBeVisible();
});

test("filtered in place, the dialog opens and Back closes it on the category page, focus on the card; Forward opens it again", async ({
  page,
}) => {
  const [article] = inCategory(filledBadge);
  await page.goto("/resources/");
  await waitForHydration(page);
  await filter(page)
    .getByRole("link", { name: badgeName(filledBadge) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${listingPageOf(filledBadge, 1)}$`));
  await expect(cardTitles(page)).toHaveCount(inCategory(filledBadge).length);

  const card = articleLink(library(page), article);
  await card.click();
  await expect(dialog(page)).toHaveAccessibleName(article.title);
  await expect(page).toHaveURL(
    new RegExp(`${listingPageOf(filledBadge, 1)}\\?article=${article.slug}$`),
  );

  await page.goBack();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${listingPageOf(filledBadge, 1)}$`));
  await expect(cardTitles(page)).toHaveCount(inCategory(filledBadge).length);
  await expect(card).toBeFocused();

  await page.goForward();
  await expect(dialog(page)).toHaveAccessibleName(article.title);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(card).toBeFocused();
});

test("an address naming an article listed elsewhere still opens it in the dialog", async ({
  page,
}) => {
  const elsewhere = articles.find((article) => article.category !== filledBadge);
  test.skip(!elsewhere, "needs an article outside the category");
  await page.goto(`${listingPageOf(filledBadge, 1)}?article=${elsewhere?.slug}`);
  await expect(dialog(page)).toHaveAccessibleName(elsewhere?.title ?? "");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${listingPageOf(filledBadge, 1)}$`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a badge is a link to the category's page, and All leads back", async ({ page }) => {
    await page.goto("/resources/");
    await filter(page)
      .getByRole("link", { name: badgeName(filledBadge) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${listingPageOf(filledBadge, 1)}$`));
    await expect(cardTitles(page)).toHaveText(
      inCategory(filledBadge).map((article) => article.title),
    );
    await filter(page).getByRole("link", { name: allBadge }).click();
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(cardTitles(page)).toHaveCount(articles.length);
  });
});
