import type { Page } from "@playwright/test";
import { expect, pages, stubOtherHosts, test } from "./fixtures";
import { articles, unknownPathLogs } from "./pages-content";

// Booking is one tap away wherever a visitor is: on every route, at every scroll position, a
// link named "Book ..." that leads to the calendar on Contact is on screen and not covered.
// The phone is where it can slip away (the top bar collapses), so it runs there too (@phone).

const STEP = 600;

const routes = [
  ...pages.map(({ path, name }) => ({ path, name })),
  { path: articles[0].path, name: "an article" },
  { path: "/no-such-page/", name: "the 404 page" },
];

// The 404 page logs the path it was asked for, and the browser notes the 404 response.
test.use({ allowConsoleErrors: [unknownPathLogs] });

const bookLinks = (page: Page) => page.getByRole("link", { name: /book/i });

/**
 * The index among the Book links of one that leads to the Contact page or the booking card on
 * it, whose centre is inside the viewport and is what a tap there would hit (nothing drawn
 * over it); -1 when there is none.
 */
const reachableIndex = (page: Page) =>
  bookLinks(page).evaluateAll((links) =>
    links.findIndex((link) => {
      const href = link.getAttribute("href") ?? "";
      if (!/^\/contact\/(#.*)?$/.test(href) && !/^#booking/.test(href)) return false;
      const box = link.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (box.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return Boolean(hit && (hit === link || link.contains(hit)));
    }),
  );

test.describe("a booking link is on screen at every scroll stop", { tag: "@phone" }, () => {
  for (const { path, name } of routes) {
    test(`on ${name} (${path})`, async ({ page, baseURL }) => {
      await stubOtherHosts(page, baseURL);
      await page.goto(path);
      const missing: number[] = [];
      for (let y = 0; ; y += STEP) {
        const end = await page.evaluate(
          () => document.documentElement.scrollHeight - window.innerHeight,
        );
        const stop = Math.min(y, end);
        await page.evaluate((top) => window.scrollTo(0, top), stop);
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(stop);
        const index = await reachableIndex(page);
        if (index < 0) {
          missing.push(stop);
        } else {
          const link = bookLinks(page).nth(index);
          await expect(link).toBeVisible();
          await expect(link).toBeInViewport();
        }
        if (stop >= end) break;
      }
      expect(missing, `scroll positions on ${path} with no booking link on screen`).toEqual([]);
    });
  }
});
