import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { unknownPathLogs } from "./pages-content";

/**
 * Every page the build wrote (each `<route>/index.html` in public/), so a new article or page
 * is covered without editing this list. Gatsby's 404 copies are visited through a missing URL;
 * the writing desk at /admin/ is Decap CMS, not a page of the site (admin.spec.ts covers it).
 */
function builtPages(root = path.resolve("public")): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith("_")) walk(path.join(dir, entry.name));
      else if (entry.name === "index.html") {
        found.push(`/${path.relative(root, dir).split(path.sep).join("/")}/`.replace("//", "/"));
      }
    }
  };
  walk(root);
  return found.filter((route) => !/^\/(404|dev-404-page|admin)\//.test(route)).sort();
}

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

const routes = builtPages();

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
