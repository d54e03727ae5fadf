import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export { expect };

export { navRoutes, pages } from "./sitePages";

interface Fixtures {
  /**
   * Console messages a test expects (such as the 404 page's log); anything else fails it.
   * Give ONE pattern (join alternatives with `|`, as ./pages-content does): Playwright reads a
   * two-item array whose second item is an object as a [value, options] fixture tuple.
   */
  allowConsoleErrors: RegExp[];
  /**
   * Console errors and uncaught exceptions, as they happen; any entry fails the test. Chromium
   * reports each Content-Security-Policy violation there too ("Executing inline script violates
   * the following Content Security Policy directive ..."), so every browser test also proves the
   * site works under its real policy (e2e/csp.spec.ts shows the check catching one).
   */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !allowConsoleErrors.some((re) => re.test(text))) {
          errors.push(text);
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors or uncaught exceptions").toEqual([]);
    },
    { auto: true },
  ],
});

/** True in the 390 px project, where the top bar collapses into the menu button. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/**
 * Waits until React has hydrated the top bar. Its menu button is on every page (hidden on wide
 * screens); the browser's popover works without a script, and the script then adds the
 * button's `aria-expanded`, so that attribute is the page's own signal.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /menu/i, includeHidden: true })).toHaveAttribute(
    "aria-expanded",
    /^(true|false)$/,
  );
}

/**
 * Opens the small-screen menu if this viewport has one, once the page has hydrated: a link
 * chosen before then is a full page load, not the client-side navigation tests look at.
 */
export async function openMenuIfCollapsed(page: Page) {
  if (!isMobile(page)) return;
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: /menu/i });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

/**
 * Answers every request to another host (the booking widget, social embeds) with an empty
 * response, so a test sees this site's own errors and never depends on the network.
 */
export async function stubOtherHosts(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      const type = route.request().resourceType();
      const contentType =
        type === "script" ? "text/javascript" : type === "stylesheet" ? "text/css" : "text/html";
      return route.fulfill({ status: 200, contentType, body: "" });
    },
  );
}

/**
 * Scrolls to the end of the page, as a reader does, and waits until every picture then in
 * view has loaded and has pixels: lazy content comes in, and what it logs is seen.
 */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** Fails with the list of WCAG 2.2 A/AA violations axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * An article's link within `scope`: by its role and accessible name (the title), and by its
 * address, as two writers' articles may share a title.
 */
export const articleLink = (scope: Page | Locator, article: { title: string; path: string }) =>
  scope
    .getByRole("link", { name: article.title, exact: true })
    .and(scope.locator(`[href="${article.path}"]`));
