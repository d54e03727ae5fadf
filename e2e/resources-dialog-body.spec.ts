// Desktop only: how the dialog loads a body does not depend on the width; its place and scroll lock on a phone are in resources-dialog.spec.ts and resources-scroll.spec.ts.
import type { Page, Route } from "@playwright/test";
import { articleLink, expect, test, waitForHydration } from "./fixtures";
import { inlineText } from "../src/content/articleBody";
import { articleBodyPath } from "../src/lib/routes";
import { library } from "./library";
import { articles, datedArticle } from "./pages-content";

/**
 * The dialog loads an article's body when it opens, from the article's body file written at
 * build time (plugins/site/articles; ./article-files.built.test.ts reads every one), so the
 * Resources page data carries only what the cards show
 * (./resources-page-data.built.test.ts reads every listing page's data).
 */

const article = datedArticle;
const bodyFile = (path: string) => `**${articleBodyPath(path)}`;
const body = (scope: ReturnType<Page["getByRole"]>) => scope.getByTestId("article-body");

/** Opens the test's article from its card on Resources; returns its dialog. */
async function openFromCard(page: Page) {
  await page.goto("/resources/");
  // A click before the page's script runs is a plain link to the article's page.
  await waitForHydration(page);
  await articleLink(library(page), article).click();
  return page.getByRole("dialog", { name: article.title });
}

// One article in the browser; every article's body file is checked against its page in
// article-files.built.test.ts, without a browser.
test("an article reads the same in the dialog as on its own page", async ({ page }) => {
  // The article with the most kinds of block (headings, lists, pictures) shows the most.
  const kinds = (article: (typeof articles)[number]) =>
    new Set(article.blocks.map((block) => block.kind)).size;
  const [{ slug, path, title, blocks }] = [...articles].sort((a, b) => kinds(b) - kinds(a));
  await page.goto(`/resources/?article=${slug}`);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(body(dialog)).toBeVisible({ timeout: 20_000 });
  const inDialog = await body(dialog).innerText();

  await page.goto(path);
  const onPage = await body(page.getByRole("main")).innerText();
  expect(inDialog).toBe(onPage);
  const [opening] = blocks.filter((block) => block.kind === "paragraph");
  expect(onPage).toContain(inlineText(opening.content));
});

test("while the body loads the dialog shows its title and meta, and nothing moves when it arrives", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(bodyFile(article.path), async (route: Route) => {
    await held;
    await route.continue();
  });
  const dialog = await openFromCard(page);
  const heading = dialog.getByRole("heading", { name: article.title });
  await expect(heading).toBeVisible();
  await expect(dialog.getByText(article.readTime)).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(/Loading the article/);
  await expect(dialog).toBeFocused();
  const before = await heading.boundingBox();
  const panelBefore = await dialog.boundingBox();

  release();
  await expect(body(dialog)).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);
  expect(await dialog.boundingBox()).toEqual(panelBefore);
  await expect(dialog).toBeFocused();
});

test("a hovered card's body is fetched then, and opening the card asks for it no more", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(articleBodyPath(article.path))) asked.push(request.url());
  });
  await page.goto("/resources/");
  await waitForHydration(page);
  const card = articleLink(library(page), article);
  await card.hover();
  await expect.poll(() => asked.length).toBe(1);
  await card.click();
  const dialog = page.getByRole("dialog", { name: article.title });
  await expect(body(dialog)).toBeVisible();
  expect(asked).toHaveLength(1);
});

test.describe("when the body cannot load", () => {
  // The browser logs the request it could not make.
  test.use({ allowConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/] });

  test("the dialog says so and its link opens the article page", async ({ page }) => {
    await page.route(bodyFile(article.path), (route) => route.abort("internetdisconnected"));
    const dialog = await openFromCard(page);
    await expect(dialog.getByRole("alert")).toHaveText(/could not be loaded/);
    await expect(body(dialog)).toHaveCount(0);
    // Back online: the page itself loads, whatever the dialog's request met.
    await page.unroute(bodyFile(article.path));
    await dialog.getByRole("link", { name: "Open this article on its own page" }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(body(page.getByRole("main"))).toBeVisible();
  });
});
