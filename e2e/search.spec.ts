// Desktop only: search results and their keyboard use are the same at every width.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { inlineText } from "../src/content/articleBody";
import type { ArticleContent } from "../src/content/article";
import { SEARCH_INDEX_PATH } from "../src/lib/routes";
import { first, readPage, textOf } from "./builtHtml";
import { articleLink, expect, expectNoAxeViolations, test } from "./fixtures";
import { library } from "./library";
import { articles, drafts, FIXTURE_PUBLIC, fixtureHas, pageShowing } from "./pages-content";

/** The first search's budget, bytes on the wire (bench/budgets.json, "search"). */
const FIRST_SEARCH_MAX_BYTES =
  (
    JSON.parse(fs.readFileSync(path.resolve("bench", "budgets.json"), "utf8")) as {
      search: { firstSearchKiB: { max: number } };
    }
  ).search.firstSearchKiB.max * 1024;

// cspell:ignore Quillwort

/**
 * The article search (src/components/ArticleSearch.tsx) on Resources and on an article page,
 * against the Pagefind index the build wrote (plugins/site/search/searchIndex.ts; what the
 * index holds is checked without a browser in ./search.built.test.ts).
 */

const words = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const bodyWords = (article: ArticleContent) =>
  words(
    article.blocks
      .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
      .map(inlineText)
      .join(" "),
  );

/**
 * The one article whose body holds `word`. The fixture's unique words are each in one body
 * and nowhere else, not even as the start of another word (fixture-site/README.md), so a
 * search for one finds exactly that article.
 */
const onlyArticleWith = (word: string, among: readonly ArticleContent[]) => {
  const found = among.filter((article) => bodyWords(article).includes(word.toLowerCase()));
  return fixtureHas(found.length === 1 ? found[0] : undefined, `one article with "${word}"`);
};

const word = "wheelbarrow";
const target = onlyArticleWith(word, articles);
/** A second unique word, to show a new search replaces the results. */
const otherWord = "sassafras";
const otherTarget = onlyArticleWith(otherWord, articles);
/** The draft's own word: in the draft's body, in no published article. */
const draftWord = "Quillwort";
onlyArticleWith(draftWord, drafts);
if (articles.some((article) => bodyWords(article).includes(draftWord.toLowerCase()))) {
  throw new Error(`"${draftWord}" must be the draft's alone (fixture-site/README.md)`);
}
/** An article page other than the one the word finds. */
const elsewhere = fixtureHas(
  articles.find((article) => article !== target),
  "second article",
);

const searchBox = (page: Page) =>
  page
    .getByRole("search", { name: "Articles" })
    .getByRole("searchbox", { name: "Search the articles" });
const searchStatus = (page: Page) => page.getByRole("status").filter({ hasText: /match/ });
const results = (page: Page, query = word) =>
  page.getByRole("list", { name: `Results for “${query}”` });

/** Types `query` into the search box once the page's script has enabled it: one match. */
async function search(page: Page, query = word) {
  await expect(searchBox(page)).toBeEnabled();
  await searchBox(page).fill(query);
  await expect(searchStatus(page)).toHaveText(`1 article matches “${query}”.`);
}

/** Pagefind's own warnings (a worker that failed, say) would go unseen by the error check. */
function pagefindWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/pagefind/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test.describe("article search", () => {
  test("on Resources, a word from one article's body finds only that article, with its category and the word marked; choosing it opens the dialog", async ({
    page,
  }) => {
    const warnings = pagefindWarnings(page);
    await page.goto("/resources/");
    await search(page);
    await expect(searchStatus(page)).toHaveAttribute("role", "status");
    const found = results(page).getByRole("listitem");
    await expect(found).toHaveCount(1);
    const link = found.getByRole("link", { name: target.title, exact: true });
    await expect(link).toHaveAttribute("href", target.path);
    await expect(found.getByText(target.category, { exact: true })).toBeVisible();
    const marks = found.locator("mark");
    await expect(marks.first()).toBeVisible();
    for (const mark of await marks.allTextContents()) {
      expect(mark.toLowerCase()).toContain(word);
    }
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page.getByRole("dialog", { name: target.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/resources/\\?article=${target.slug}$`));
    expect(warnings).toEqual([]);
  });

  test("with the keyboard alone: Tab to the box, type, Tab to the result, Enter opens it, Escape comes back to it", async ({
    page,
  }) => {
    await page.goto("/resources/");
    await expect(searchBox(page)).toBeEnabled();
    for (let step = 0; step < 40; step += 1) {
      if (await searchBox(page).evaluate((box) => box === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    await expect(searchStatus(page)).toHaveText(`1 article matches “${word}”.`);
    // The Search button, then the result.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const link = articleLink(results(page), target);
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: target.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("with results showing, a card opened from the library gets the focus back, not the result", async ({
    page,
  }) => {
    await page.goto(pageShowing(target).route);
    await search(page);
    const card = articleLink(library(page), target);
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: target.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("on an article page, the result goes to the article's page", async ({ page }) => {
    await page.goto(elsewhere.path);
    await search(page);
    await articleLink(results(page), target).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
  });

  test("on an article page, Enter on the focused result goes there too", async ({ page }) => {
    await page.goto(elsewhere.path);
    await search(page);
    await searchBox(page).press("Tab");
    await page.keyboard.press("Tab");
    await expect(results(page).getByRole("link", { name: target.title })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  });

  test("a word only the draft has finds nothing; another word finds its one article; clearing the box clears the results", async ({
    page,
  }) => {
    await page.goto("/resources/");
    await expect(searchBox(page)).toBeEnabled();
    await searchBox(page).fill(draftWord);
    await expect(searchStatus(page)).toHaveText(`No articles match “${draftWord}”.`);
    await expect(results(page, draftWord)).toHaveCount(0);
    await search(page, otherWord);
    await expect(results(page, otherWord).getByRole("listitem")).toHaveCount(1);
    await expect(articleLink(results(page, otherWord), otherTarget)).toBeVisible();
    await searchBox(page).fill("");
    await expect(searchStatus(page)).toHaveCount(0);
    await expect(results(page, otherWord)).toHaveCount(0);
  });

  // The first search fetches the search chunk, Pagefind's script, worker and engine, the index
  // and the shown results' text; the issue allows at most 150 KB at 500 articles
  // (`npm run bench:search` measures it there).
  test("nothing of the search loads with the page; the first search transfers under 150 KB", async ({
    page,
  }) => {
    const sizes = new Map<string, number>();
    // The bytes on the wire: the body as sent (gzipped where the server compresses it, as
    // scripts/serve.mjs does like Netlify) and the headers.
    page.on("requestfinished", async (request) => {
      const url = new URL(request.url()).pathname;
      const response = await request.response();
      const { responseHeadersSize } = await request.sizes();
      sizes.set(url, Number(response?.headers()["content-length"] ?? 0) + responseHeadersSize);
    });
    await page.goto("/resources/");
    await expect(searchBox(page)).toBeEnabled();
    await page.waitForLoadState("networkidle");
    const isSearch = (url: string) =>
      url.startsWith(SEARCH_INDEX_PATH) || url.includes("/article-search-");
    expect([...sizes.keys()].filter(isSearch)).toEqual([]);
    await search(page);
    await expect(results(page).getByRole("listitem")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    const searchFiles = [...sizes].filter(([url]) => isSearch(url));
    const total = searchFiles.reduce((sum, [, size]) => sum + size, 0);
    console.log(
      `First search: ${searchFiles.length} files, ${total} bytes\n${searchFiles
        .map(([url, size]) => `  ${url} ${size}`)
        .join("\n")}`,
    );
    expect(searchFiles.map(([url]) => url)).toEqual(
      expect.arrayContaining([
        `${SEARCH_INDEX_PATH}pagefind.js`,
        `${SEARCH_INDEX_PATH}wasm.en.pagefind`,
      ]),
    );
    expect(total).toBeLessThanOrEqual(FIRST_SEARCH_MAX_BYTES);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the box cannot be used and says search needs JavaScript", async ({ page }) => {
      await page.goto("/resources/");
      await expect(searchBox(page)).toBeDisabled();
      // Chromium with scripts switched off by DevTools still parses <noscript> as text, as a
      // browser with scripts on does: the message is read from the built page instead.
      const message = first("noscript p", readPage(FIXTURE_PUBLIC, "/resources/"));
      expect(textOf(message)).toMatch(/^Search needs JavaScript/);
    });
  });
});
