// Desktop only: an article page's text, tags and links are the same at every width; its layout on a phone is in layout.spec.ts.
import type { Page } from "@playwright/test";
import type { ArticleContent } from "../src/content/article";
import { inlineText } from "../src/content/articleBody";
import { articleLink, expect, expectNoAxeViolations, test } from "./fixtures";
import { expectListing, library } from "./library";
import {
  allBadge,
  datedArticle,
  displayDate,
  drafts,
  firstPage,
  fixtureHas,
  pageShowing,
  sharedTitle,
  shortestArticle,
  site,
  undatedArticle,
  unknownPathLogs,
} from "./pages-content";

// An article's own page: what the dialog shows, at an address of its own, which works without
// scripts. built-output.built.test.ts reads every article's page; these look at a few.

const paragraphs = (article: ArticleContent) =>
  article.blocks
    .filter((block) => block.kind === "paragraph")
    .map((block) => inlineText(block.content));

/** Fails unless the page shows the article's title, excerpt, category, read time, text and tags. */
async function expectArticlePage(page: Page, article: ArticleContent) {
  await expect(page).toHaveTitle(`${article.title} | ${site.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  const main = page.getByRole("main");
  await expect(main.getByText(article.excerpt, { exact: true }).first()).toBeVisible();
  // The article's own meta comes first; the cards of its further reading show theirs.
  await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(article.readTime, { exact: true }).first()).toHaveText(
    /^[1-9]\d* min read$/,
  );
  const body = main.getByTestId("article-body");
  await expect(body.getByRole("paragraph")).toHaveText(paragraphs(article));
  await expect(main.getByRole("list", { name: "Tags" }).first().getByRole("listitem")).toHaveText(
    article.tags,
  );
  // Under the page's h1 the article's sections start at h2 and skip no level.
  const levels = await body
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  const outline = levels.every(
    (level, index) => level >= 2 && level <= (levels[index - 1] ?? 1) + 1,
  );
  expect(outline, `heading levels ${levels.join(", ")}`).toBe(true);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cards of page 1 are links to their articles; two articles sharing a title each lead to their own page, with the full text", async ({
    page,
  }) => {
    await page.goto("/resources/");
    // Without a script the badges are plain links to the listing pages, All the current one.
    await expect(page.getByRole("link", { name: allBadge })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectListing(page, firstPage);

    for (const article of sharedTitle) {
      await page.goto(pageShowing(article).route);
      // A real click navigates, as there is no script to open the dialog.
      await articleLink(library(page), article).click();
      await expect(page).toHaveURL(new RegExp(`${article.path}$`));
      await expectArticlePage(page, article);
    }
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Resources" })).toHaveAttribute(
      "href",
      "/resources/",
    );
    await expect(main.getByRole("link", { name: "Book Your Free Strategy Call" })).toHaveAttribute(
      "href",
      "/contact/#booking-heading",
    );
  });
});

test("an article page shows its meta and date, has no axe violations and links back", async ({
  page,
}) => {
  const article = datedArticle;
  await page.goto(article.path);
  await expectArticlePage(page, article);
  const time = page.getByRole("main").locator("time");
  await expect(time).toHaveAttribute("datetime", article.date ?? "");
  await expect(time).toHaveText(displayDate(article.date ?? ""));
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Back to Resources" }).click();
  await expect(page).toHaveURL(/\/resources\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the shortest article's page shows its short title, excerpt and text as written", async ({
  page,
}) => {
  await page.goto(shortestArticle.path);
  await expectArticlePage(page, shortestArticle);
});

test("an undated article's page shows no date", async ({ page }) => {
  await page.goto(undatedArticle.path);
  await expectArticlePage(page, undatedArticle);
  await expect(page.getByRole("main").locator("time")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(/Invalid Date|\bNaN\b/);
});

test.describe("an unknown path under /resources/", () => {
  // The browser reports the 404 response, and the 404 page logs the path it was given.
  test.use({ allowConsoleErrors: [unknownPathLogs] });

  test("is still the 404 page, as is a draft's address", async ({ page }) => {
    fixtureHas(drafts[0], "draft");
    for (const path of ["/resources/not-an-article/", ...drafts.map((draft) => draft.path)]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    }
  });
});
