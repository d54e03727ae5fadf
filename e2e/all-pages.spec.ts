import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { builtPages } from "./builtPages";
import { unknownPathLogs } from "./pages-content";

/**
 * Answers requests to other hosts (the booking widget, social embeds) with an empty response,
 * so the test sees this site's own errors and does not depend on the network.
 */
async function stubOtherHosts(page: Page, origin: string) {
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

/** Loads a page, lets it hydrate, then scrolls to the end so lazy content loads too. */
async function visit(page: Page, route: string) {
  const response = await page.goto(route, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  return response;
}

/**
 * One page per template: every top-level page, and the first page under each deeper folder
 * (one article, one category page...). What every built page must hold is checked without a
 * browser, for all of them, in built-output.spec.ts.
 */
function onePerTemplate(all: string[]): string[] {
  const folder = (route: string) => route.replace(/[^/]+\/$/, "");
  const seen = new Set<string>();
  return all.filter((route) => {
    if (folder(route) === "/") return true;
    if (seen.has(folder(route))) return false;
    seen.add(folder(route));
    return true;
  });
}

const routes = onePerTemplate(builtPages());

test("the build has the pages this spec visits", () => {
  expect(routes).toEqual(expect.arrayContaining(["/", "/about/", "/contact/", "/resources/"]));
});

for (const route of routes) {
  test(`${route} loads, hydrates and logs no console error`, async ({ page, baseURL }) => {
    await stubOtherHosts(page, new URL(baseURL ?? "http://127.0.0.1").origin);
    const response = await visit(page, route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

test.describe("a missing page", () => {
  // The browser itself reports the 404 status of the document; nothing else may be logged.
  test.use({ allowConsoleErrors: [unknownPathLogs] });

  test("shows the 404 page and logs no other console error", async ({ page, baseURL }) => {
    await stubOtherHosts(page, new URL(baseURL ?? "http://127.0.0.1").origin);
    const response = await visit(page, "/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /not found/i })).toBeVisible();
  });
});
