// Desktop only: the policy and the scripts it lets run do not change with the width.
import { expect, navRoutes, openMenuIfCollapsed, test, waitForHydration } from "./fixtures";
import { articles, unknownPathLogs } from "./pages-content";

// The fixture fails any test on a CSP violation, a blocked inline script among them; these
// tests also prove the policy is really sent and that the inline scripts did their work under
// it: without the bundle loader or Gatsby's chunk mapping a page never hydrates, and without
// Gatsby's compilation hash a link loads the whole next page instead of moving to it in place.
// What every page's headers hold, and that each policy allows exactly its page's inline
// scripts, is read from the builds in e2e/csp.built.test.ts.

const article = articles[0].path;

/** Fails unless the response carries the site's strict policy. */
function expectStrictPolicy(csp: string | undefined) {
  const scriptSrc = csp?.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(csp).toContain("frame-ancestors 'none'");
}

/**
 * Fails unless the response carries the policy of the pages with the article search: the
 * strict one, with WebAssembly allowed for the search's engine and nothing else.
 */
function expectSearchPolicy(csp: string | undefined) {
  const scriptSrc = csp?.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
  expect(scriptSrc).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(csp).toContain("frame-ancestors 'none'");
}

test.describe("the Content-Security-Policy", () => {
  // Every browser test fails on a violation (./fixtures.ts); this one shows the policy is
  // really sent with a page, and its inline scripts ran under it.
  test("a page is sent with it, and its inline scripts run under it", async ({ page }) => {
    const response = await page.goto(article);
    expectSearchPolicy(response?.headers()["content-security-policy"]);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
  });

  test.describe("on an unknown path", () => {
    // The document itself and Gatsby's page-data lookups for the unknown path answer 404.
    test.use({ allowConsoleErrors: [unknownPathLogs] });

    // Under a folder of the site: the policy is scoped to the site's own top-level files and
    // folders so /admin/ can have its own (see plugins/site/hosting/netlifyHeaders.ts).
    // /resources/ is a folder with the search, so its header allows WebAssembly; the 404 page's
    // own <meta> policy is enforced as well, and allows none.
    test("the 404 page runs under it with no violations", async ({ page }) => {
      const response = await page.goto("/resources/no-such-article/");
      expect(response?.status()).toBe(404);
      expectSearchPolicy(response?.headers()["content-security-policy"]);
      expectStrictPolicy(
        (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")) +
          "; frame-ancestors 'none'",
      );
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
    });

    // A top-level path matches none of the site's CSP rules, and /admin/ must keep its own:
    // the 404 page carries the site's policy in a <meta> (plugins/site/gatsby/onPostBuild.ts).
    test("at the top level, the 404 page brings the policy with it", async ({ page }) => {
      const response = await page.goto("/no-such-page/");
      expect(response?.status()).toBe(404);
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content");
      const scriptSrc = policy?.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(policy).toContain("object-src 'none'");
      expect(response?.headers()["x-frame-options"]).toBe("DENY");
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
    });
  });

  test("client-side navigation through every route causes no violations", async ({ page }) => {
    await page.goto("/");
    // A link clicked before hydration is a plain link: a full page load, not what this tests.
    await waitForHydration(page);
    // A full page load would reset this marker; client-side navigation keeps it.
    await page.evaluate(() => document.documentElement.setAttribute("data-spa", "yes"));
    for (const { path, name } of [...navRoutes.slice(1), navRoutes[0]]) {
      await openMenuIfCollapsed(page);
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator("html")).toHaveAttribute("data-spa", "yes");
    }
    await page.waitForLoadState("networkidle");
  });

  test("opening an article in the dialog causes no violations", async ({ page }) => {
    await page.goto("/resources/");
    // Before the page's script runs a card is a plain link.
    await waitForHydration(page);
    const articles = page.getByRole("region", { name: "Articles and guides" });
    await articles.getByRole("heading", { level: 3 }).getByRole("link").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Still this page; the open article is named in the address (for Back and sharing).
    await expect(page).toHaveURL(/\/resources\/\?article=[a-z0-9-]+$/);
    await page.waitForLoadState("networkidle");
  });

  test("the check every test runs catches an inline script the policy does not allow", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/about/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true;";
      document.body.append(script);
    });
    await expect.poll(() => consoleErrors.length).toBe(1);
    expect(consoleErrors[0]).toMatch(
      /inline script violates the following Content Security Policy directive 'script-src /,
    );
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    // Seen and checked: clear it so the fixture's own check passes.
    consoleErrors.length = 0;
  });
});
