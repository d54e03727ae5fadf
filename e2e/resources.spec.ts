import type { Locator, Page } from "@playwright/test";
import { categorySlug, showingLabel } from "../src/lib/categories";
import { listingCopy, listingPageOf } from "../src/lib/listings";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { allBadge, articles, badgeName, categories, showingAll, site } from "./pages-content";

/** The badge categories (content/site.yaml), in order. */
const badgeCategories = site.resourceCategories;
/** A badge category with articles, and how many. */
const countIn = (category: string) => articles.filter((a) => a.category === category).length;
const usedBadges = badgeCategories.filter((category) => countIn(category) > 0);

const library = (page: Page) => page.getByRole("region", { name: "Articles and guides" });
const filter = (page: Page) => page.getByRole("group", { name: "Filter articles by category" });
const cardTitles = (page: Page) => library(page).getByRole("heading", { level: 3 });
const cardOf = (title: Locator) => title.locator("xpath=ancestor::li[1]");
/** The category badge of a card: the first item of its meta line. */
const categoryOf = (card: Locator) => card.locator("p").first().locator("span").first();

async function cardCategories(page: Page) {
  const titles = await cardTitles(page).all();
  return Promise.all(titles.map((title) => categoryOf(cardOf(title)).innerText()));
}

test.describe("the article grid", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/resources/");
  });

  test("shows every published article, newest first, each with category, read time, title, excerpt, tags and one link", async ({
    page,
  }) => {
    await expect(cardTitles(page)).toHaveText(articles.map((article) => article.title));
    for (const title of await cardTitles(page).all()) {
      const card = cardOf(title);
      const name = (await title.innerText()).trim();
      expect(name.length).toBeGreaterThan(10);
      expect(categories).toContain(await categoryOf(card).innerText());
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
      const excerpt = card.locator("p").nth(1);
      expect((await excerpt.innerText()).length).toBeGreaterThan(40);
      await expect(
        card.getByRole("list", { name: "Tags" }).getByRole("listitem").first(),
      ).toBeVisible();
      const links = card.getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(name);
      await expect(links).toHaveAttribute("href", /^\/resources\/[a-z0-9-]+\/$/);
    }
  });

  test("the badges are All plus each badge category, All current, counts matching the cards", async ({
    page,
  }) => {
    const badges = filter(page).getByRole("link");
    await expect(badges).toHaveCount(1 + badgeCategories.length);
    await expect(badges.first()).toHaveAccessibleName(allBadge);
    await expect(badges.first()).toHaveAttribute("aria-current", "page");
    await expect(badges.first()).toHaveAttribute("href", listingPageOf(null, 1));
    const categories = await cardCategories(page);
    for (const [index, name] of badgeCategories.entries()) {
      const badge = badges.nth(index + 1);
      const count = categories.filter((category) => category === name).length;
      await expect(badge).toHaveAccessibleName(`${name} (${count})`);
      await expect(badge).not.toHaveAttribute("aria-current");
      // A real link to the category's own page, which works without scripts.
      await expect(badge).toHaveAttribute("href", listingPageOf(name, 1));
    }
    // Articles in the other accepted categories count towards All only.
    const outside = articles.filter((article) => !badgeCategories.includes(article.category));
    expect(categories.filter((category) => !badgeCategories.includes(category))).toHaveLength(
      outside.length,
    );
  });

  test("a badge filters the grid in place, announces the count and goes into the URL; All restores", async ({
    page,
  }) => {
    test.skip(usedBadges.length < 2, "needs two badge categories with articles");
    const status = library(page).getByRole("status");
    await expect(status).toHaveText(showingAll);
    await waitForHydration(page);
    // Gone if the page reloads: filtering happens in the page already shown.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await filter(page).scrollIntoViewIfNeeded();
    // Where the badges sit on screen: the page may change above them (the heading becomes
    // the category's, and may wrap differently), but the badges stay under the finger.
    const badgesTop = () => filter(page).evaluate((element) => element.getBoundingClientRect().top);
    const top = await badgesTop();

    for (const category of usedBadges.slice(0, 2)) {
      const badge = filter(page).getByRole("link", { name: badgeName(category) });
      await badge.click();
      await expect(badge).toHaveAttribute("aria-current", "page");
      await expect(filter(page).getByRole("link", { name: allBadge })).not.toHaveAttribute(
        "aria-current",
      );
      const inCategory = articles.filter((article) => article.category === category);
      await expect(cardTitles(page)).toHaveText(inCategory.map((article) => article.title));
      expect(new Set(await cardCategories(page))).toEqual(new Set([category]));
      await expect(status).toHaveText(showingLabel(inCategory.length, category));
      // The address and the title are the category page's own.
      await expect(page).toHaveURL(new RegExp(`${listingPageOf(category, 1)}$`));
      await expect(page).toHaveTitle(`${listingCopy(category, 1, 1).title} | ${site.name}`);
      await expect(badge).toBeFocused();
      expect(Math.abs((await badgesTop()) - top)).toBeLessThanOrEqual(1);
    }
    await expectNoAxeViolations(page);

    await filter(page).getByRole("link", { name: allBadge }).click();
    await expect(cardTitles(page)).toHaveCount(articles.length);
    await expect(status).toHaveText(showingAll);
    await expect(page).toHaveURL(/\/resources\/$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });
});

test("an old ?category= address opens filtered, at the category page's address; an unknown category shows everything", async ({
  page,
}) => {
  const category = usedBadges[usedBadges.length - 1];
  await page.goto(`/resources/?category=${categorySlug(category)}`);
  await expect(filter(page).getByRole("link", { name: badgeName(category) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(cardTitles(page)).toHaveCount(countIn(category));
  expect(new Set(await cardCategories(page))).toEqual(new Set([category]));
  await expect(page).toHaveURL(new RegExp(`${listingPageOf(category, 1)}$`));

  await page.goto("/resources/?category=not-a-category");
  await expect(page).toHaveURL(/\/resources\/$/);
  await expect(filter(page).getByRole("link", { name: allBadge })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(cardTitles(page)).toHaveCount(articles.length);
});
