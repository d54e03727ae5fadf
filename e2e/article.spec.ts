import { expect, expectNoAxeViolations, test } from "./fixtures";
import { allBadge, articles, datedArticle, site } from "./pages-content";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every card leads to its article page with the full text", async ({ page }) => {
    await page.goto("/resources/");
    // The cards' links: each card's title is its one link.
    const links = page
      .getByRole("region", { name: "Articles and guides" })
      .getByRole("heading", { level: 3 })
      .getByRole("link");
    await expect(links).toHaveCount(articles.length);
    // Without a script the badges are plain links to the listing pages, All the current one.
    await expect(page.getByRole("link", { name: allBadge })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const cards = await Promise.all(
      (await links.all()).map(async (link) => ({
        name: (await link.innerText()).trim(),
        href: (await link.getAttribute("href")) ?? "",
      })),
    );

    // A real click on the first card navigates, as there is no script to open the dialog.
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${cards[0].href}$`));

    // One article page in the browser; built-output.spec.ts reads every article's page.
    for (const { name, href } of cards.slice(0, 1)) {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const main = page.getByRole("main");
      // The article's own meta comes first; the cards of its further reading show theirs.
      await expect(main.getByText(/^\d+ min read$/).first()).toBeVisible();
      const article = articles.find((a) => a.path === href);
      const paragraphs = article?.blocks.filter((block) => block.kind === "paragraph").length;
      expect(await main.locator("p").count()).toBeGreaterThanOrEqual(paragraphs ?? 1);
      await expect(main.getByRole("list", { name: "Tags" }).first()).toBeVisible();
      await expect(main.getByRole("link", { name: "Back to Resources" })).toHaveAttribute(
        "href",
        "/resources/",
      );
      await expect(
        main.getByRole("link", { name: "Book Your Free Strategy Call" }),
      ).toHaveAttribute("href", "/contact/#booking-heading");
    }
  });
});

test("an article page shows its meta, has no axe violations and links back", async ({ page }) => {
  const article = datedArticle;
  await page.goto(article.path);
  await expect(page).toHaveTitle(`${article.title} | ${site.name}`);
  const main = page.getByRole("main");
  // The category badge comes first; the same word may also be one of the tags. The cards of
  // the further reading at the end show their own category and read time.
  await expect(main.getByText(article.category, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(article.readTime, { exact: true }).first()).toBeVisible();
  if (article.date) await expect(main.locator("time")).toHaveAttribute("datetime", article.date);
  await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole("link", { name: "Back to Resources" }).click();
  await expect(page).toHaveURL(/\/resources\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("an unknown path under /resources/", () => {
  // The browser reports the 404 response, and the 404 page logs the path it was given.
  test.use({ allowConsoleErrors: [/status of 404|not-an-article/] });

  test("is still the 404 page", async ({ page }) => {
    const response = await page.goto("/resources/not-an-article/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});
