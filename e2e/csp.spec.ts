import type { Page } from "@playwright/test";
import { expect, navRoutes, openMenuIfCollapsed, pages, test, waitForHydration } from "./fixtures";
import { articles, unknownPathLogs } from "./pages-content";

// The fixture fails any test on a CSP violation; these tests also prove the policy is really
// sent and that Gatsby's inline scripts ran under it (a blocked script would leave its global
// unset and the page unhydrated).

const article = articles[0].path;

/** True once Gatsby's three inline scripts have run and React has taken over the page. */
const inlineScriptsRan = (page: Page) =>
  page.waitForFunction(
    () =>
      typeof window.pagePath === "string" &&
      typeof window.___chunkMapping === "string" &&
      typeof window.___webpackCompilationHash === "string" &&
      "___loader" in window,
  );

declare global {
  interface Window {
    pagePath?: string;
    ___chunkMapping?: string;
    ___webpackCompilationHash?: string;
  }
}

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

/** Resources and the article pages have the article search (src/components/ArticleSearch.tsx). */
const searches = (route: string) => route.startsWith("/resources/");

test.describe("the Content-Security-Policy", () => {
  // Every browser test fails on a violation (./fixtures.ts); this one shows the policy is
  // really sent with every page, and one page's inline scripts ran under it.
  test("every page is sent with it, and Gatsby's inline scripts run under it", async ({
    page,
    request,
  }) => {
    for (const route of [...pages.map((p) => p.path), article]) {
      const response = await request.get(route);
      const csp = response.headers()["content-security-policy"];
      if (searches(route)) expectSearchPolicy(csp);
      else expectStrictPolicy(csp);
    }
    await page.goto(article);
    await inlineScriptsRan(page);
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
      await inlineScriptsRan(page);
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
      await inlineScriptsRan(page);
      await page.waitForLoadState("networkidle");
    });
  });

  test("client-side navigation through every route causes no violations", async ({ page }) => {
    await page.goto("/");
    await inlineScriptsRan(page);
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
    await inlineScriptsRan(page);
    // Before the page's script runs a card is a plain link.
    await waitForHydration(page);
    const articles = page.getByRole("region", { name: "Articles and guides" });
    await articles.getByRole("heading", { level: 3 }).getByRole("link").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Still this page; the open article is named in the address (for Back and sharing).
    await expect(page).toHaveURL(/\/resources\/\?article=[a-z0-9-]+$/);
    await page.waitForLoadState("networkidle");
  });

  test.describe("the violation check itself", () => {
    test.use({ allowConsoleErrors: [/Content Security Policy/] });

    test("catches an inline script the policy does not allow", async ({ page, cspViolations }) => {
      await page.goto("/about/");
      await inlineScriptsRan(page);
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.injected = true;";
        document.body.append(script);
      });
      await expect.poll(() => cspViolations.length).toBe(1);
      expect(cspViolations[0]).toMatch(/^script-src-elem blocked inline/);
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
      // Seen and checked: clear it so the fixture's own check passes.
      cspViolations.length = 0;
    });
  });
});

test.describe("response headers", () => {
  test("pages carry the security headers and revalidate", async ({ request }) => {
    const headers = (await request.get("/about/")).headers();
    expectStrictPolicy(headers["content-security-policy"]);
    expect(headers["strict-transport-security"]).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"])?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("page data revalidates; hashed bundles and /static/ are immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The page lists the bundles it loads after first paint (plugins/site/hosting/pageScripts).
    const bundles = /<script data-bundles="([^"]+)"/.exec(html)?.[1].split(" ") ?? [];
    // The font, named in the head's @font-face.
    const fonts = [...html.matchAll(/url\((\/static\/[^)"]+)\)/g)].map((m) => m[1]);
    expect(bundles.length).toBeGreaterThan(0);
    expect(fonts.length).toBeGreaterThan(0);
    for (const file of [...bundles, ...fonts]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
    }
    const pageData = await request.get("/page-data/index/page-data.json");
    expect(pageData.status()).toBe(200);
    expect(pageData.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  // Everything in public/ is served to whoever asks (plugins/site/hosting/buildArtifacts.ts).
  test("no source map or build statistics is served", async ({ page, request }) => {
    await page.goto("/");
    await inlineScriptsRan(page);
    // Every bundle of the build: those the page loads, and every chunk Gatsby's runtime may.
    const bundles = await page.evaluate(() => [
      ...(document.querySelector("script[data-bundles]")?.getAttribute("data-bundles") ?? "")
        .split(" ")
        .filter(Boolean),
      ...Object.values(
        JSON.parse(window.___chunkMapping ?? "{}") as Record<string, string[]>,
      ).flat(),
    ]);
    expect(bundles.length).toBeGreaterThan(3);
    for (const bundle of new Set(bundles)) {
      const script = await request.get(bundle);
      expect(script.status(), bundle).toBe(200);
      expect(await script.text(), bundle).not.toContain("sourceMappingURL");
      expect((await request.get(`${bundle}.map`)).status(), `${bundle}.map`).toBe(404);
    }
    for (const file of ["/webpack.stats.json", "/chunk-map.json"]) {
      expect((await request.get(file)).status(), file).toBe(404);
    }
  });
});
