// Desktop only: further reading's links and focus order are the same at every width.
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { articles, fixtureHas } from "./pages-content";

/**
 * Each article page ends with further reading chosen at build: related articles and the
 * articles just older and newer. Which ones every page shows is read from the built pages in
 * ./keep-reading.built.test.ts; here one page is used as a visitor uses it.
 */

test("an article page's further reading is a named region whose links are named by their articles; a related card opens its page, with no dialog", async ({
  page,
}) => {
  // The second article in the site's order: both neighbors show (`articles` is newest first).
  const [newer, article, older] = articles;
  fixtureHas(older, "three published articles");
  await page.goto(article.path);
  const region = page.getByRole("region", { name: "Keep reading" });
  await expect(region).toBeVisible();
  const byDate = region.getByRole("navigation", { name: "Older and newer articles" });
  await expect(byDate.getByRole("link")).toHaveCount(2);
  await expect(
    byDate.getByRole("link", { name: `Older article: ${older.title}`, exact: true }),
  ).toHaveAttribute("href", older.path);
  await expect(
    byDate.getByRole("link", { name: `Newer article: ${newer.title}`, exact: true }),
  ).toHaveAttribute("href", newer.path);
  await expectNoAxeViolations(page);

  // Its related cards are plain links, each named by its article's title.
  const related = region.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(related.first()).toBeVisible();
  const href = await related.first().getAttribute("href");
  const target = fixtureHas(
    articles.find((other) => other.path === href && other !== article),
    "related article",
  );
  await expect(related.first()).toHaveAccessibleName(target.title);
  await related.first().click();
  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
