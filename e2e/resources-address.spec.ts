import type { Page } from "@playwright/test";
import { articleLink, expect, isMobile, test, waitForHydration } from "./fixtures";
import { articles, filledBadge, filledBadgeSlug } from "./pages-content";
import { inlineLinks } from "../src/content/articleBody";
import { categoryPath } from "../src/lib/routes";

// The address and the page agree: the filter and the open article are both in it, and every
// way of getting there (links, Back, Forward, a copied address) shows the same thing.

const library = (page: Page) => page.getByRole("region", { name: "Articles and guides" });
const filter = (page: Page) => page.getByRole("group", { name: "Filter articles by category" });
const dialog = (page: Page) => page.getByRole("dialog");
const seoCount = articles.filter(({ category }) => category === filledBadge).length;
const article = [...articles].sort((a, b) => a.title.localeCompare(b.title))[0];

test.describe("the filter follows the address", () => {
  for (const where of ["top bar", "footer"] as const) {
    test(`Resources in the ${where} clears the filter, and focus stays on the page`, async ({
      page,
    }) => {
      test.skip(where === "top bar" && isMobile(page), "the menu's own test covers it");
      await page.goto(`/resources/?category=${filledBadgeSlug}`);
      await waitForHydration(page);
      await expect(
        filter(page).getByRole("link", { name: `${filledBadge} (${seoCount})` }),
      ).toHaveAttribute("aria-current", "page");
      const landmark = where === "top bar" ? "banner" : "contentinfo";
      await page.getByRole(landmark).getByRole("link", { name: "Resources", exact: true }).click();
      await expect(page).toHaveURL(/\/resources\/$/);
      await expect(
        filter(page).getByRole("link", { name: `All (${articles.length})` }),
      ).toHaveAttribute("aria-current", "page");
      await expect(library(page).getByRole("heading", { level: 3 })).toHaveCount(articles.length);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    });
  }

  test("a client-side link with ?category= filters the page already shown, at the category page's address", async ({
    page,
  }) => {
    await page.goto("/resources/");
    await waitForHydration(page);
    // Gatsby's own client-side navigation, as a link written in an article would use it.
    await page.evaluate(
      (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
      `/resources/?category=${filledBadgeSlug}`,
    );
    await expect(page).toHaveURL(new RegExp(`${categoryPath(filledBadgeSlug)}$`));
    await expect(
      filter(page).getByRole("link", { name: `${filledBadge} (${seoCount})` }),
    ).toHaveAttribute("aria-current", "page");
    await expect(library(page).getByRole("heading", { level: 3 })).toHaveCount(seoCount);
  });
});

test.describe("the open article is in the address", () => {
  test("opening adds a history entry: Back closes the dialog, Forward opens it again", async ({
    page,
  }) => {
    await page.goto("/resources/");
    await waitForHydration(page);
    const card = articleLink(library(page), article);
    await card.click();
    await expect(dialog(page)).toHaveAccessibleName(article.title);
    await expect(page).toHaveURL(new RegExp(`/resources/\\?article=${article.slug}$`));

    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(card).toBeFocused();

    await page.goForward();
    await expect(dialog(page)).toHaveAccessibleName(article.title);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(card).toBeFocused();
  });

  test("a copied address opens the same article; closing it leaves the plain list", async ({
    page,
  }) => {
    await page.goto(`/resources/?category=${filledBadgeSlug}&article=${article.slug}`);
    await expect(dialog(page)).toHaveAccessibleName(article.title);
    await dialog(page).getByRole("button", { name: "Close article" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${categoryPath(filledBadgeSlug)}$`));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an article address shows the list, whose card leads to the article's page", async ({
      page,
    }) => {
      await page.goto(`/resources/?article=${article.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await articleLink(library(page), article).click();
      await expect(page).toHaveURL(new RegExp(`/resources/${article.slug}/$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    });
  });
});

test("in the dialog, Shift+Tab never leaves a link under the sticky header", async ({ page }) => {
  const linkCount = (article: (typeof articles)[number]) =>
    article.blocks
      .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
      .flatMap(inlineLinks).length;
  const [withLinks] = [...articles].sort((a, b) => linkCount(b) - linkCount(a));
  expect(linkCount(withLinks)).toBeGreaterThan(1);
  await page.goto("/resources/");
  await waitForHydration(page);
  await articleLink(library(page), withLinks).click();
  const modal = dialog(page);
  await expect(modal).toBeFocused();
  const close = modal.getByRole("button", { name: "Close article" });
  const header = await close.evaluate((button) => button.parentElement!.getBoundingClientRect());
  const links = modal.locator("a[href]");
  const count = await links.count();
  for (let i = 0; i + 1 < count; i += 1) {
    // The visitor has scrolled on, so this link sits just under the header, and focus is on
    // the next link below: Shift+Tab goes back up to it.
    await links.nth(i + 1).evaluate((link) => link.focus({ preventScroll: true }));
    await links.nth(i).evaluate((link, headerBottom) => {
      const panel = link.closest("[role=dialog]")!;
      panel.scrollTop += link.getBoundingClientRect().top - (headerBottom - 20);
    }, header.bottom);
    await page.keyboard.press("Shift+Tab");
    await expect(links.nth(i)).toBeFocused();
    const top = await links.nth(i).evaluate((link) => link.getBoundingClientRect().top);
    expect(top, `link ${i + 1} of ${count} sits below the header`).toBeGreaterThanOrEqual(
      header.bottom - 0.5,
    );
  }
});
