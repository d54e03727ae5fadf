// Desktop only: hydration and console errors do not change with the width; the phone visits every top-level page, with axe, in layout.spec.ts.
import { builtPages } from "./builtHtml";
import { expect, pages, scrollToEnd, stubOtherHosts, test, waitForHydration } from "./fixtures";
import { FIXTURE_PUBLIC, articles, fixtureHas } from "./pages-content";

/**
 * One page of each template the build makes beyond the top-level pages (an article, a category
 * page, a second page...) opens, hydrates and logs no console error, its lazy content
 * included. The top-level pages get the same visit, with axe, in layout.spec.ts; a missing
 * page in pages-404.spec.ts; what every built page must hold is checked without a browser,
 * for all of them, in built-output.built.test.ts.
 */

/** An article with pictures in its body: the article template at its fullest. */
const picturedArticle = fixtureHas(
  articles.find((article) => article.blocks.some((block) => block.kind === "image")),
  "article with pictures in its body",
);

/**
 * Every top-level page but `visited` (each its own template), and the first route in each
 * deeper folder, `preferred` ones first.
 */
function onePerTemplate(routes: string[], preferred: string[], visited: ReadonlySet<string>) {
  const folder = (route: string) => route.replace(/[^/]+\/$/, "");
  const seen = new Set<string>();
  return [...preferred, ...routes].filter((route) => {
    if (folder(route) === "/") return !visited.has(route);
    if (seen.has(folder(route))) return false;
    seen.add(folder(route));
    return true;
  });
}

/** The top-level pages layout.spec.ts visits; a new one, added to the build, is visited here. */
const visited = new Set<string>(pages.map(({ path }) => path));
const routes = onePerTemplate(builtPages(FIXTURE_PUBLIC), [picturedArticle.path], visited);

for (const route of routes) {
  test(`${route} loads, hydrates and logs no console error`, async ({ page, baseURL }) => {
    await stubOtherHosts(page, baseURL);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await scrollToEnd(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}
