// Desktop only: client-side routing, Back and Forward do not change with the width.
import { getOuterHTML, removeElement } from "domutils";
import { all, parseHtml, rawText } from "./builtHtml";
import { expect, openMenuIfCollapsed, test } from "./fixtures";
import { articles, http404Log } from "./pages-content";

// A mis-cased URL is a 404 on a plain static host: the browser logs that response.
test.use({ allowConsoleErrors: [http404Log] });

const cases = [
  { from: "/ABOUT", to: "/about/", nav: "About" },
  { from: "/Services/", to: "/services/", nav: "Services" },
  { from: "/PortFolio?ref=mail#work", to: "/portfolio/?ref=mail#work", nav: "Portfolio" },
  { from: "/CONTACT/", to: "/contact/", nav: "Contact" },
  { from: "/Resources", to: "/resources/", nav: "Resources" },
];

for (const { from, to, nav } of cases) {
  test(`${from} lands on ${to} with ${nav} highlighted`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`:\\d+${to.replace(/[?]/g, "\\?")}$`));
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    await openMenuIfCollapsed(page);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: nav, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });
}

test("an article path in any case lands on the article", async ({ page }) => {
  const { slug, path } = articles[0];
  // "/Resources/Its-Slug-In-Capitals" with no trailing slash, as someone might type it.
  const typed = `/Resources/${slug.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase())}`;
  await page.goto(typed);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
});

test("the app redirects too when the head script cannot run", async ({ page }) => {
  // Serve the 404 page without its inline script, as a strict blocker or CSP might.
  await page.route("**/SERVICES/", async (route) => {
    const response = await route.fetch();
    const doc = parseHtml(await response.text());
    const redirects = all("script", doc).filter((script) =>
      rawText(script).includes("__caseRedirect="),
    );
    expect(redirects).toHaveLength(1);
    redirects.forEach(removeElement);
    await route.fulfill({ response, body: getOuterHTML(doc) });
  });
  await page.goto("/SERVICES/");
  await expect(page).toHaveURL(/\/services\/$/);
  await expect(page.getByRole("link", { name: /^Get Started with/ }).first()).toBeVisible();
});
