import type { Page } from "@playwright/test";
import { inlineText } from "../src/content/articleBody";
import type { ArticleContent } from "../src/content/article";
import { articleLink, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { library } from "./library";
import { datedArticle, displayDate, firstPage, fixtureHas } from "./pages-content";

/** The article the dialog tests open: the newest dated one, on page 1 (./pages-content.ts). */
const article = datedArticle;
const TITLE = article.title;
/** Another card of page 1, for tests that need a second one. */
const other = fixtureHas(
  firstPage.cards.find((card) => card.slug !== article.slug),
  "second article on page 1",
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pathPattern = new RegExp(`${escape(article.path)}$`);

const cardLink = (page: Page, card: ArticleContent = article) => articleLink(library(page), card);
const dialog = (page: Page) => page.getByRole("dialog");

async function openByClick(page: Page, card: ArticleContent = article) {
  await cardLink(page, card).click();
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
  const time = modal.locator("time");
  await expect(time).toHaveAttribute("datetime", article.date ?? "");
  await expect(time).toHaveText(displayDate(article.date ?? ""));
  await expect(modal.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
    article.tags,
  );
  const body = modal.getByTestId("article-body");
  const text = (kind: string) =>
    article.blocks.filter((block) => block.kind === kind).map((block) => inlineText(block.content));
  await expect(body.getByRole("paragraph")).toHaveText(text("paragraph"));
  await expect(body.getByRole("heading")).toHaveText(text("heading"));
  // Under the dialog's title (an h2) the article's sections start at h3 and skip no level.
  const levels = await body
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  const outline = levels.every(
    (level, index) => level >= 3 && level <= (levels[index - 1] ?? 2) + 1,
  );
  expect(outline, `heading levels ${levels.join(", ")}`).toBe(true);
  await expect(
    modal.getByRole("link", { name: "Open this article on its own page" }),
  ).toHaveAttribute("href", article.path);
  // Still this page: the open article is only named in the address, for Back and sharing.
  await expect(page).toHaveURL(new RegExp(`/resources/\\?article=${article.slug}$`));
});

// Where the panel and its overlay are depends on the width: this and axe run on the phone too.
test(
  "a click inside does not close it; the close button and a click on the overlay do, focus returning to the card",
  {
    tag: "@phone",
  },
  async ({ page }) => {
    await openByClick(page);
    await dialog(page).getByRole("heading", { level: 2 }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Close article" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(cardLink(page)).toBeFocused();

    await openByClick(page);
    // The top-left corner is overlay at both widths: the panel sits inside padding.
    await page.mouse.click(4, 4);
    await expect(dialog(page)).toHaveCount(0);
    await expect(cardLink(page)).toBeFocused();
  },
);

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
  await cardLink(page, other).evaluate((link: HTMLElement) => link.focus());
  await expect(cardLink(page, other)).not.toBeFocused();

  await page.keyboard.press("Escape");
  await expect(page.locator("#___gatsby")).not.toHaveAttribute("inert");
  expect(await exposedRoles(page)).toContain("main");
});

test("has no axe violations while open", { tag: "@phone" }, async ({ page }) => {
  await openByClick(page, other);
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
