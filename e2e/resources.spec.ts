import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The badge categories (content/site.yaml) and the three article-only ones. */
const badgeCategories = [
  "Website Design",
  "Social Media",
  "Content Strategy",
  "SEO",
  "Email Marketing",
  "Paid Advertising",
];
const allCategories = [
  ...badgeCategories,
  "Branding",
  "Video Marketing",
  "Conversion Optimization",
];

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

  test("shows ten cards, each with category, read time, title, excerpt, tags and one link", async ({
    page,
  }) => {
    await expect(cardTitles(page)).toHaveCount(10);
    for (const title of await cardTitles(page).all()) {
      const card = cardOf(title);
      const name = (await title.innerText()).trim();
      expect(name.length).toBeGreaterThan(10);
      expect(allCategories).toContain(await categoryOf(card).innerText());
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

  test("the badges are All plus the six categories, All pressed, counts matching the cards", async ({
    page,
  }) => {
    const buttons = filter(page).getByRole("button");
    await expect(buttons).toHaveCount(7);
    await expect(buttons.first()).toHaveAccessibleName("All (10)");
    await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
    const categories = await cardCategories(page);
    for (const [index, name] of badgeCategories.entries()) {
      const button = buttons.nth(index + 1);
      const count = categories.filter((category) => category === name).length;
      await expect(button).toHaveAccessibleName(`${name} (${count})`);
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
    // Every badge category has articles, and three articles sit outside the badges.
    expect(badgeCategories.every((name) => categories.includes(name))).toBe(true);
    expect(categories.filter((category) => !badgeCategories.includes(category))).toHaveLength(3);
  });

  test("a badge filters the grid, announces the count and goes into the URL; All restores", async ({
    page,
  }) => {
    const status = library(page).getByRole("status");
    await expect(status).toHaveText("Showing all 10 articles");

    const design = filter(page).getByRole("button", { name: /^Website Design \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await design.innerText()) ?? "")?.[1]);
    await design.click();
    await expect(design).toHaveAttribute("aria-pressed", "true");
    await expect(filter(page).getByRole("button", { name: /^All/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(cardTitles(page)).toHaveCount(expected);
    expect(new Set(await cardCategories(page))).toEqual(new Set(["Website Design"]));
    await expect(status).toHaveText(`Showing ${expected} articles in Website Design`);
    await expect(page).toHaveURL(/\/resources\/\?category=website-design$/);

    await filter(page).getByRole("button", { name: "SEO (1)" }).click();
    await expect(cardTitles(page)).toHaveCount(1);
    await expect(status).toHaveText("Showing 1 article in SEO");
    await expect(page).toHaveURL(/\?category=seo$/);
    await expectNoAxeViolations(page);

    await filter(page).getByRole("button", { name: "All (10)" }).click();
    await expect(cardTitles(page)).toHaveCount(10);
    await expect(status).toHaveText("Showing all 10 articles");
    await expect(page).toHaveURL(/\/resources\/$/);
  });
});

test("a shared filtered URL opens filtered; an unknown category shows everything", async ({
  page,
}) => {
  await page.goto("/resources/?category=email-marketing");
  await expect(filter(page).getByRole("button", { name: /^Email Marketing/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cardTitles(page)).toHaveCount(1);
  expect(await cardCategories(page)).toEqual(["Email Marketing"]);

  await page.goto("/resources/?category=not-a-category");
  await expect(filter(page).getByRole("button", { name: "All (10)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cardTitles(page)).toHaveCount(10);
});
