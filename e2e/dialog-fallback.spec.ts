// Desktop only: what a card opens without scripts is the same at every width.
import { articleLink, expect, test, waitForHydration } from "./fixtures";
import { firstPage } from "./pages-content";

// The dialog's code is fetched on first use. After a deploy, Netlify no longer serves the old
// hashed files, so a visitor on an old page gets a failed request: they must still get the article.
test.use({ allowConsoleErrors: [/Failed to load resource|ChunkLoadError|Loading chunk/] });

test("when the dialog's code cannot load, a card still takes the visitor to the article", async ({
  page,
}) => {
  let blocked = 0;
  await page.route(/\/article-dialog-[0-9a-f]+\.js$/, (route) => {
    blocked += 1;
    return route.abort("failed");
  });
  await page.goto(firstPage.route);
  // Before the page's script runs a card is a plain link.
  await waitForHydration(page);

  const article = firstPage.cards[0];
  const card = articleLink(page.getByRole("region", { name: "Articles and guides" }), article);
  // Hover prefetches the code; its failure must not surface as an unhandled rejection.
  await card.hover();
  await card.focus();
  await card.click();

  await expect(page).toHaveURL(new RegExp(`${article.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(blocked).toBeGreaterThan(0);
});
