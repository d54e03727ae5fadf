// Desktop only: the real build has its own project at 1280 px; layout is tested on the fixture site.
import { listingPageOf } from "../src/lib/listings";
import { realBuild } from "./builds";
import { expect, expectNoAxeViolations, pages, test, waitForHydration } from "./fixtures";

/**
 * The real site's build, in the browser, checked only by what holds for any valid content:
 * each template opens with no axe violation, console error or CSP violation (the fixtures fail
 * a test on either). Which article or category is opened is read from the content, never
 * named: a writer's new article, a renamed category or an empty library changes nothing here.
 * Behaviour is tested on the fixture site (every other spec).
 */

const { articles, site } = realBuild();

/** One page of each template, as the real content makes them. */
const templates = [
  ...pages.map(({ path, name }) => ({ path, name })),
  { path: listingPageOf(site.resourceCategories[0], 1), name: "the first badge's category page" },
  ...articles.slice(0, 1).map((article) => ({ path: article.path, name: "the newest article" })),
];

for (const { path, name } of templates) {
  test(`${name} (${path}) has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test.describe("an unknown address", () => {
  test.use({ allowConsoleErrors: [/status of 404|404 Page Not Found/] });

  test("shows the 404 page with no axe violations", async ({ page }) => {
    await page.goto("/no-such-page-here/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test("the newest article's dialog on Resources has no axe violations", async ({ page }) => {
  for (const article of articles.slice(0, 1)) {
    await page.goto("/resources/");
    await waitForHydration(page);
    await page.getByRole("link", { name: article.title, exact: true }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
