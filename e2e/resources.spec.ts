import type { Locator, Page } from "@playwright/test";
import { categorySlug, showingLabel } from "../src/lib/categories";
import { expect, expectNoAxeViolations, test } from "./fixtures";
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

  test("the badges are All plus each badge category, All pressed, counts matching the cards", async ({
    page,
  }) => {
    const buttons = filter(page).getByRole("button");
    await expect(buttons).toHaveCount(1 + badgeCategories.length);
    await expect(buttons.first()).toHaveAccessibleName(allBadge);
    await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
    const categories = await cardCategories(page);
    for (const [index, name] of badgeCategories.entries()) {
      const button = buttons.nth(index + 1);
      const count = categories.filter((category) => category === name).length;
      await expect(button).toHaveAccessibleName(`${name} (${count})`);
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
    // Articles in the other accepted categories count towards All only.
    const outside = articles.filter((article) => !badgeCategories.includes(article.category));
    expect(categories.filter((category) => !badgeCategories.includes(category))).toHaveLength(
      outside.length,
    );
  });

  test("a badge filters the grid, announces the count and goes into the URL; All restores", async ({
    page,
  }) => {
    test.skip(usedBadges.length < 2, "needs two badge categories with articles");
    const status = library(page).getByRole("status");
    await expect(status).toHaveText(showingAll);

    for (const category of usedBadges.slice(0, 2)) {
      const badge = filter(page).getByRole("button", { name: badgeName(category) });
      await badge.click();
      await expect(badge).toHaveAttribute("aria-pressed", "true");
      await expect(filter(page).getByRole("button", { name: allBadge })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      const inCategory = articles.filter((article) => article.category === category);
      await expect(cardTitles(page)).toHaveText(inCategory.map((article) => article.title));
      expect(new Set(await cardCategories(page))).toEqual(new Set([category]));
      await expect(status).toHaveText(showingLabel(inCategory.length, category));
      await expect(page).toHaveURL(new RegExp(`/resources/\\?category=${categorySlug(category)}$`));
    }
    await expectNoAxeViolations(page);

    await filter(page).getByRole("button", { name: allBadge }).click();
    await expect(cardTitles(page)).toHaveCount(articles.length);
    await expect(status).toHaveText(showingAll);
    await expect(page).toHaveURL(/\/resources\/$/);
  });
});

test("a shared filtered URL opens filtered; an unknown category shows everything", async ({
  page,
}) => {
  const category = usedBadges[usedBadges.length - 1];
  await page.goto(`/resources/?category=${categorySlug(category)}`);
  await expect(filter(page).getByRole("button", { name: badgeName(category) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cardTitles(page)).toHaveCount(countIn(category));
  expect(new Set(await cardCategories(page))).toEqual(new Set([category]));

  await page.goto("/resources/?category=not-a-category");
  await expect(filter(page).getByRole("button", { name: allBadge })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cardTitles(page)).toHaveCount(articles.length);
});
