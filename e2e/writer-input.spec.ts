// Desktop only: how writers' text reads does not change with the width.
import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { ARTICLES_PER_PAGE, listingPageOf } from "../src/lib/listings";
import { articleLink, expect, test, waitForHydration } from "./fixtures";
import { articles } from "./pages-content";

/**
 * Writers' odd-but-valid input in the browser, on the fixture site, which holds the accepted
 * fixtures of the hostile corpus (entity-encoded tags, escaped braces and angle brackets, HTML
 * inside inline code) and an article with a picture (fixture-site/README.md). Each must read
 * as the literal text the writer typed, on its page, in the dialog and in search results, and
 * no script of theirs may run. What the build wrote for them (the feed, the social card) is
 * read in e2e/writer-input.built.test.ts. The page of all articles that lists their cards, its
 * navigation and axe: resources.spec.ts ("Next page leads to the second page...").
 */

/** The accepted hostile fixtures, as the fixture site publishes them. */
const hostile = fs
  .readdirSync(path.resolve(__dirname, "../src/content/__fixtures__/hostile-articles"))
  .filter((name) => name.startsWith("accepted-"))
  .map((name) => {
    const slug = path.basename(name, ".mdx");
    const article = articles.find((candidate) => candidate.slug === slug);
    if (!article) throw new Error(`${slug} is not a published article of the fixture site`);
    return article;
  });

/** The fixture site's article with a picture in its text. */
const withPicture = articles.find((article) => article.blocks.some((b) => b.kind === "image"));
const picture = withPicture?.blocks.find((block) => block.kind === "image")?.image;

/** The listing page that shows `article`'s card: the page of its category it falls on. */
const listingOf = (article: (typeof articles)[number]) => {
  const listed = articles.filter((candidate) => candidate.category === article.category);
  return listingPageOf(
    article.category,
    Math.floor(listed.indexOf(article) / ARTICLES_PER_PAGE) + 1,
  );
};

/** Globals a hostile fixture would set if any of its code ran. */
const ranGlobals = () => Object.keys(window).filter((key) => key.startsWith("__pwned"));

test("each article page shows the writer's characters as text and runs none of them", async ({
  page,
}) => {
  for (const article of hostile) {
    await page.goto(article.path);
    const body = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(body.getByText(/globalThis\.__pwned\d/).first()).toBeVisible();
    await expect(body.locator("script, iframe, img, object, embed")).toHaveCount(0);
    expect(await page.evaluate(ranGlobals), article.slug).toEqual([]);
  }
});

test("the same articles in the Resources dialog show the same text and run nothing", async ({
  page,
}) => {
  const library = page.getByRole("region", { name: "Articles and guides" });
  for (const article of hostile) {
    await page.goto(listingOf(article));
    await waitForHydration(page);
    await articleLink(library, article).click();
    const dialog = page.getByRole("dialog", { name: article.title });
    await expect(dialog.getByText(/globalThis\.__pwned\d/).first()).toBeVisible();
    await expect(dialog.locator("script, iframe, img, object, embed")).toHaveCount(0);
    expect(await page.evaluate(ranGlobals)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});

// The search index is made from the same parsed text (plugins/site/search/searchIndex.ts);
// Pagefind's snippets are HTML, read as text and marks (src/lib/articleSearch.ts).
test("search snippets show the same text and run nothing", async ({ page }) => {
  await page.goto("/resources/");
  const box = page.getByRole("searchbox", { name: "Search the articles" });
  await expect(box).toBeEnabled();
  // Each accepted fixture calls itself "a hostile fixture for the article validator".
  await box.fill("hostile fixture");
  const results = page.getByRole("list", { name: "Results for “hostile fixture”" });
  await expect(results.getByRole("listitem")).toHaveCount(hostile.length);
  await expect(results.getByText(/globalThis\.__pwned\d/).first()).toBeVisible();
  await expect(results.getByText(/<(script|img)\b/).first()).toBeVisible();
  await expect(results.locator("script, iframe, img, object, embed")).toHaveCount(0);
  expect(await page.evaluate(ranGlobals)).toEqual([]);
});

test.describe("an article with pictures", () => {
  /** The picture as a visitor gets it: sharp's AVIF and WebP, a box reserved, the file loaded. */
  async function expectProcessedPicture(scope: Locator) {
    const image = scope.getByRole("img", { name: picture?.alt });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    const types = await scope
      .locator("picture source")
      .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
    expect(types).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Not the writer's file as written: a resized copy under /static/.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/static\/[0-9a-f]+\/[0-9a-f]+\/.+\.(avif|webp|jpg)$/,
    );
  }

  test("shows its picture, processed at build, on its page and in the dialog", async ({ page }) => {
    if (!withPicture) throw new Error("the fixture site has no article with a picture");
    await page.goto(withPicture.path);
    await expectProcessedPicture(page.getByRole("main"));

    await page.goto(listingOf(withPicture));
    const library = page.getByRole("region", { name: "Articles and guides" });
    await waitForHydration(page);
    await articleLink(library, withPicture).click();
    await expectProcessedPicture(page.getByRole("dialog", { name: withPicture.title }));
  });
});
