// Desktop only: a category page's listing and links are the same at every width.
import type { Page } from "@playwright/test";
import { listingCopy } from "../src/lib/listings";
import { articleLink, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import {
  expectCardsShow,
  expectListing,
  filter,
  library,
  listingStatus,
  pagesNav,
} from "./library";
import {
  allBadge,
  articles,
  badgeName,
  emptyBadge,
  filledBadge,
  firstPage,
  fixtureHas,
  listingPages,
  site,
  twoPageBadge,
  categoryWithoutBadge,
} from "./pages-content";

// Each category has a page of its own, which works without scripts; with them, the badges
// filter in place and the page keeps working as /resources/ does (the dialog, Back, Forward).

const dialog = (page: Page) => page.getByRole("dialog");
const [filledFirst] = listingPages(filledBadge);

test("a category longer than a page: its newest articles first, the rest on its page 2, with its own heading and title, and no axe violations", async ({
  page,
}) => {
  const [first, second] = listingPages(twoPageBadge);
  fixtureHas(second, `second page of ${twoPageBadge}`);
  await page.goto(first.route);
  const copy = listingCopy(twoPageBadge, 1, first.pageCount);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
  await expect(page).toHaveTitle(`${copy.title} | ${site.name}`);
  await expectListing(page, first);
  const badge = filter(page).getByRole("link", { name: badgeName(twoPageBadge) });
  await expect(badge).toHaveAttribute("aria-current", "page");
  await expect(filter(page).getByRole("link", { name: allBadge })).not.toHaveAttribute(
    "aria-current",
  );
  const nav = page.getByRole("navigation", { name: `Pages of ${twoPageBadge} articles` });
  await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await nav.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(new RegExp(`${second.route}$`));
  await expect(page).toHaveTitle(
    `${listingCopy(twoPageBadge, 2, second.pageCount).title} | ${site.name}`,
  );
  await expectListing(page, second);
  await expectCardsShow(page, second.cards);
  // The category's badge is still the current one of the set, though not this address.
  await expect(badge).toHaveAttribute("aria-current", "true");
  await expect(nav.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a category without a badge has its page too, with no badge current", async ({ page }) => {
  const [shown] = listingPages(categoryWithoutBadge);
  await page.goto(shown.route);
  await expectListing(page, shown);
  await expect(filter(page).locator("[aria-current]")).toHaveCount(0);
  await expect(filter(page).getByRole("link", { name: allBadge })).toBeVisible();
});

test("a badge category with no articles yet: its page counts none, shows no cards and no page links, and All leads to every article", async ({
  page,
}) => {
  const [shown] = listingPages(emptyBadge);
  await page.goto(shown.route);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    listingCopy(emptyBadge, 1, 1).heading,
  );
  await expect(listingStatus(page)).toHaveText(shown.status);
  await expect(filter(page).getByRole("link", { name: badgeName(emptyBadge) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // No cards, no empty list for a screen reader to announce, no pages.
  await expect(library(page).getByRole("list")).toHaveCount(0);
  await expect(pagesNav(page)).toHaveCount(0);
  await waitForHydration(page);
  await filter(page).getByRole("link", { name: allBadge }).click();
  await expect(page).toHaveURL(/\/resources\/$/);
  await expectListing(page, firstPage);
});

test("filtered in place, the dialog opens and Back closes it on the category page, focus on the card; Forward opens it again", async ({
  page,
}) => {
  const [article] = filledFirst.cards;
  await page.goto("/resources/");
  await waitForHydration(page);
  await filter(page)
    .getByRole("link", { name: badgeName(filledBadge) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${filledFirst.route}$`));
  await expectListing(page, filledFirst);

  const card = articleLink(library(page), article);
  await card.click();
  await expect(dialog(page)).toHaveAccessibleName(article.title);
  await expect(page).toHaveURL(new RegExp(`${filledFirst.route}\\?article=${article.slug}$`));

  await page.goBack();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${filledFirst.route}$`));
  await expectListing(page, filledFirst);
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
  const elsewhere = fixtureHas(
    articles.find((article) => !filledFirst.cards.includes(article)),
    `article outside ${filledBadge}`,
  );
  await page.goto(`${filledFirst.route}?article=${elsewhere.slug}`);
  await expect(dialog(page)).toHaveAccessibleName(elsewhere.title);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${filledFirst.route}$`));
  await expectListing(page, filledFirst);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a badge is a link to the category's page, and All leads back", async ({ page }) => {
    await page.goto("/resources/");
    await filter(page)
      .getByRole("link", { name: badgeName(filledBadge) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${filledFirst.route}$`));
    await expectListing(page, filledFirst);
    await filter(page).getByRole("link", { name: allBadge }).click();
    await expect(page).toHaveURL(/\/resources\/$/);
    await expectListing(page, firstPage);
  });
});
