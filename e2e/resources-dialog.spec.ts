import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { articles, datedArticle } from "./pages-content";

/** The article the dialog tests open: the newest dated one (content/articles). */
const article = datedArticle;
const TITLE = article.title;
/** Another article, for tests that need a second card. */
const other = articles.find((a) => a.slug !== article.slug) ?? article;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pathPattern = new RegExp(`${escape(article.path)}$`);

const cardLink = (page: Page, name: string | RegExp = TITLE) =>
  page.getByRole("region", { name: "Articles and guides" }).getByRole("link", { name });
const dialog = (page: Page) => page.getByRole("dialog");

async function openByClick(page: Page, name: string | RegExp = TITLE) {
  await cardLink(page, name).click();
  await expect(dialog(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/resources/");
  // A click before the page's script runs is a plain link to the article's page.
  await waitForHydration(page);
});

/** Roles Chromium exposes to assistive technology right now (ignored nodes left out). */
async function exposedRoles(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string } }[];
  };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored).map((node) => node.role?.value);
}

test("a card click opens the article in a labelled modal dialog, without leaving the page", async ({
  page,
}) => {
  await openByClick(page);
  const modal = dialog(page);
  await expect(modal).toHaveAttribute("aria-modal", "true");
  await expect(modal).toHaveAccessibleName(TITLE);
  await expect(modal.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  await expect(modal.getByText(article.category, { exact: true }).first()).toBeVisible();
  await expect(modal.getByText(article.readTime, { exact: true })).toBeVisible();
  if (article.date) await expect(modal.locator("time")).toHaveAttribute("datetime", article.date);
  await expect(modal.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(
    article.tags.length,
  );
  const paragraphs = article.blocks.filter((block) => block.kind === "paragraph").length;
  expect(await modal.locator("p").count()).toBeGreaterThanOrEqual(paragraphs);
  const headings = article.blocks.filter((block) => block.kind === "heading").length;
  await expect(modal.getByRole("heading", { level: 3 })).toHaveCount(headings);
  await expect(
    modal.getByRole("link", { name: "Open this article on its own page" }),
  ).toHaveAttribute("href", article.path);
  // Still this page: the open article is only named in the address, for Back and sharing.
  await expect(page).toHaveURL(new RegExp(`/resources/\\?article=${article.slug}$`));
});

test("the close button closes it and focus returns to the card", async ({ page }) => {
  await openByClick(page);
  await dialog(page).getByRole("button", { name: "Close article" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(cardLink(page)).toBeFocused();
});

test("a click on the overlay closes it", async ({ page }) => {
  await openByClick(page);
  // The top-left corner is overlay at both widths: the panel sits inside padding.
  await page.mouse.click(4, 4);
  await expect(dialog(page)).toHaveCount(0);
  await expect(cardLink(page)).toBeFocused();
});

test("a click inside the dialog does not close it", async ({ page }) => {
  await openByClick(page);
  await dialog(page).getByRole("heading", { level: 2 }).click();
  await expect(dialog(page)).toBeVisible();
});

test("the keyboard opens it with Enter and closes it with Escape, focus returning", async ({
  page,
}) => {
  await cardLink(page).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(cardLink(page)).toBeFocused();
  await expect(page).toHaveURL(/\/resources\/$/);
});

test("Tab and Shift+Tab wrap inside the dialog", async ({ page }) => {
  await cardLink(page).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeFocused();
  const close = dialog(page).getByRole("button", { name: "Close article" });
  const last = dialog(page).getByRole("link", { name: "Open this article on its own page" });

  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(last).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();

  // A full lap never leaves the dialog.
  const stops = await dialog(page).locator("a[href], button").count();
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))),
    ).toBe(true);
  }
});

test("the page behind is hidden from assistive technology and cannot take focus", async ({
  page,
}) => {
  await openByClick(page);
  await expect(page.locator("#___gatsby")).toHaveAttribute("inert", "");
  const roles = await exposedRoles(page);
  expect(roles).toContain("dialog");
  expect(roles).not.toContain("main");
  expect(roles).not.toContain("banner");
  await cardLink(page, other.title).evaluate((link: HTMLElement) => link.focus());
  await expect(cardLink(page, other.title)).not.toBeFocused();

  await page.keyboard.press("Escape");
  await expect(page.locator("#___gatsby")).not.toHaveAttribute("inert");
  expect(await exposedRoles(page)).toContain("main");
});

test("has no axe violations while open", async ({ page }) => {
  await openByClick(page, other.title);
  await expectNoAxeViolations(page);
});

test("its page link goes to the article's own page and leaves the page usable", async ({
  page,
}) => {
  await openByClick(page);
  await dialog(page).getByRole("link", { name: "Open this article on its own page" }).click();
  await expect(page).toHaveURL(pathPattern);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator("#___gatsby")).not.toHaveAttribute("inert");
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
});

test("a modified click keeps its browser meaning instead of opening the dialog", async ({
  page,
  context,
}) => {
  const popup = context.waitForEvent("page");
  await cardLink(page).click({ modifiers: ["ControlOrMeta"] });
  const tab = await popup;
  await expect(tab).toHaveURL(pathPattern);
  await expect(dialog(page)).toHaveCount(0);
  await tab.close();
});
