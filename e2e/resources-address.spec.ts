import type { Page } from "@playwright/test";
import type { ArticleContent } from "../src/content/article";
import { type ArticleBlock, countWords, inlineLinks } from "../src/content/articleBody";
import { articleLink, expect, isMobile, test, waitForHydration } from "./fixtures";
import { expectListing, filter, library } from "./library";
import {
  allBadge,
  articles,
  badgeName,
  filledBadge,
  filledBadgeSlug,
  firstPage,
  fixtureHas,
  listingPages,
  pageShowing,
  sharedTitle,
} from "./pages-content";

// The address and the page agree: the filter and the open article are both in it, and every
// way of getting there (links, Back, Forward, a copied address) shows the same thing.

const dialog = (page: Page) => page.getByRole("dialog");
const [filledFirst] = listingPages(filledBadge);
/**
 * The article the dialog tests open: the second of two that share a title, so the address
 * must name this one, not the first with its name.
 */
const article = fixtureHas(sharedTitle[1], "second article sharing a title");
const articlePage = pageShowing(article);

test.describe("the filter follows the address", () => {
  for (const where of ["top bar", "footer"] as const) {
    test(`Resources in the ${where} clears the filter, and focus stays on the page`, async ({
      page,
    }) => {
      test.skip(where === "top bar" && isMobile(page), "the menu's own test covers it");
      await page.goto(`/resources/?category=${filledBadgeSlug}`);
      await waitForHydration(page);
      await expect(
        filter(page).getByRole("link", { name: badgeName(filledBadge) }),
      ).toHaveAttribute("aria-current", "page");
      const landmark = where === "top bar" ? "banner" : "contentinfo";
      await page.getByRole(landmark).getByRole("link", { name: "Resources", exact: true }).click();
      await expect(page).toHaveURL(/\/resources\/$/);
      await expect(filter(page).getByRole("link", { name: allBadge })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectListing(page, firstPage);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    });
  }

  test(
    "Resources followed while the page still hydrates shows every article, and stays",
    { tag: "@phone" },
    async ({ page }) => {
      // A visitor on a slow phone: the processor at a sixth of the speed, and the link followed
      // the moment React has taken over the page's shell, while its parts still hydrate (as a
      // transition, src/hydrate.ts) and before the old address has moved to its category page.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto(`/resources/?category=${filledBadgeSlug}`, { waitUntil: "commit" });
      const landmark = isMobile(page) ? "contentinfo" : "banner";
      const link = page.getByRole(landmark).getByRole("link", { name: "Resources", exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      if (!box) throw new Error("The Resources link is not shown");
      // React's mark on an element it has hydrated: here the shell outside the parts' Suspense
      // boundaries (src/layout/Layout.tsx), asked for again as soon as each answer comes.
      const shellHydrated = () =>
        page
          .locator("main")
          .evaluate((main) => Object.keys(main).some((key) => key.startsWith("__reactFiber")));
      while (!(await shellHydrated()));
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/resources\/$/);
      // Nothing moves the visitor afterwards (the old address's category page, fetched late).
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveURL(/\/resources\/$/);
      await expect(filter(page).getByRole("link", { name: allBadge })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectListing(page, firstPage);
      // Page errors and React's reports fail the test through the consoleErrors fixture.
    },
  );

  test("an address with ?category= reached without a page load filters the page already shown, at the category page's address", async ({
    page,
  }) => {
    await page.goto("/resources/");
    await waitForHydration(page);
    // Forward to an entry of this page at the old address: the browser's own history moves
    // the page's location, as a link to that address from this page would.
    await page.evaluate(
      (to) => window.history.pushState(null, "", to),
      `/resources/?category=${filledBadgeSlug}`,
    );
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${filledFirst.route}$`));
    await expect(filter(page).getByRole("link", { name: badgeName(filledBadge) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectListing(page, filledFirst);
  });
});

test.describe("the open article is in the address", () => {
  test("opening adds a history entry: Back closes the dialog, Forward opens it again", async ({
    page,
  }) => {
    await page.goto(articlePage.route);
    await waitForHydration(page);
    const card = articleLink(library(page), article);
    await card.click();
    await expect(dialog(page)).toHaveAccessibleName(article.title);
    await expect(page).toHaveURL(new RegExp(`${articlePage.route}\\?article=${article.slug}$`));

    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${articlePage.route}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(card).toBeFocused();

    await page.goForward();
    await expect(dialog(page)).toHaveAccessibleName(article.title);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${articlePage.route}$`));
    await expect(card).toBeFocused();
  });

  test("a copied address opens the same article; closing it leaves the plain list", async ({
    page,
  }) => {
    await page.goto(`/resources/?category=${filledBadgeSlug}&article=${article.slug}`);
    await expect(dialog(page)).toHaveAccessibleName(article.title);
    await dialog(page).getByRole("button", { name: "Close article" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${filledFirst.route}$`));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an article address shows the list, whose card leads to the article's page", async ({
      page,
    }) => {
      await page.goto(`${articlePage.route}?article=${article.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await articleLink(library(page), article).click();
      await expect(page).toHaveURL(new RegExp(`/resources/${article.slug}/$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    });
  });
});

test(
  "in the dialog, Shift+Tab never leaves a link under the sticky header",
  { tag: "@phone" },
  async ({ page }) => {
    const texts = (block: ArticleBlock) => [
      block.content,
      ...block.items.map((item) => item.content),
    ];
    const links = (article: ArticleContent) =>
      article.blocks.flatMap(texts).flatMap(inlineLinks).length;
    /** Words after the article's last link: room for the dialog to scroll it under the header. */
    const roomBelow = (article: ArticleContent) => {
      const linked = article.blocks.map((block) => texts(block).flatMap(inlineLinks).length > 0);
      const last = linked.lastIndexOf(true);
      return last === -1 ? -1 : countWords(article.blocks.slice(last + 1));
    };
    const [withLinks] = [...articles].sort((a, b) => roomBelow(b) - roomBelow(a));
    // A short window (a laptop at 200% zoom, a phone on its side), where the article scrolls.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 400 });
    await page.goto(pageShowing(withLinks).route);
    await waitForHydration(page);
    await articleLink(library(page), withLinks).click();
    const modal = dialog(page);
    await expect(modal).toBeFocused();
    // The body's links, then the dialog's own link to the article page: at least two stops.
    await expect(modal.getByTestId("article-body")).toBeVisible();
    const stops = modal.locator("a[href]");
    await expect(stops).toHaveCount(links(withLinks) + 1);
    expect(links(withLinks)).toBeGreaterThan(0);
    const close = modal.getByRole("button", { name: "Close article" });
    const header = await close.evaluate((button) => button.parentElement!.getBoundingClientRect());
    const count = await stops.count();
    for (let i = 0; i + 1 < count; i += 1) {
      // The visitor has scrolled on, so this link sits just under the header, and focus is on
      // the next link below: Shift+Tab goes back up to it.
      await stops.nth(i + 1).evaluate((link) => link.focus({ preventScroll: true }));
      const hidden = await stops.nth(i).evaluate((link, headerBottom) => {
        const panel = link.closest("[role=dialog]")!;
        panel.scrollTop += link.getBoundingClientRect().top - (headerBottom - 20);
        return link.getBoundingClientRect().top < headerBottom;
      }, header.bottom);
      expect(hidden, `link ${i + 1} of ${count} was scrolled under the header`).toBe(true);
      await page.keyboard.press("Shift+Tab");
      await expect(stops.nth(i)).toBeFocused();
      const top = await stops.nth(i).evaluate((link) => link.getBoundingClientRect().top);
      expect(top, `link ${i + 1} of ${count} sits below the header`).toBeGreaterThanOrEqual(
        header.bottom - 0.5,
      );
    }
  },
);
