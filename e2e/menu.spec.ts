// Desktop only: each test sets its own viewport, a phone's among them.
import type { Page } from "@playwright/test";
import { expect, navRoutes, test, waitForHydration } from "./fixtures";
import { expectListing, filter } from "./library";
import {
  allBadge,
  badgeName,
  filledBadge,
  filledBadgeSlug,
  firstPage,
  site,
} from "./pages-content";

// The small-screen menu as visitors meet it at high zoom, on landscape phones and by keyboard.
// Each test sets its own viewport, so it runs once, in the desktop project (no @phone tag); the
// menu at the phone project's 390 px: layout.spec.ts.

const toggleOf = (page: Page) => page.getByRole("button", { name: /menu/i });
const navOf = (page: Page) => page.getByRole("navigation", { name: "Main" });
const panelOf = async (page: Page) =>
  page.locator(`#${await toggleOf(page).getAttribute("aria-controls")}`);
const menuLinks = [...navRoutes.map(({ name }) => name), "Book Free Call"];

/** True when the element that has focus is what a click at its centre would hit. */
const focusedIsOnTop = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const { left, top, width, height } = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return Boolean(hit && (hit === focused || focused.contains(hit)));
  });

const zooms = [
  { width: 640, height: 400, what: "200% zoom on a laptop" },
  { width: 844, height: 390, what: "a landscape phone" },
  { width: 320, height: 256, what: "400% zoom" },
];

for (const { width, height, what } of zooms) {
  test.describe(`at ${width}x${height} (${what})`, () => {
    test.use({ viewport: { width, height } });

    test("the open menu fits the viewport and Tab brings every item fully into view", async ({
      page,
    }) => {
      await page.goto("/about/");
      await waitForHydration(page);
      await toggleOf(page).focus();
      await page.keyboard.press("Enter");
      const panel = await panelOf(page);
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(height + 0.5);
      for (const name of menuLinks) {
        await page.keyboard.press("Tab");
        const link = panel.getByRole("link", { name, exact: true });
        await expect(link).toBeFocused();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
    });

    // WCAG 2.4.11: the top bar (sticky where the viewport is tall enough) never hides what
    // has focus; the page's scroll padding follows the bar's real height.
    test("Tab through a long page: the top bar never covers what has focus", async ({ page }) => {
      await page.goto("/services/");
      await waitForHydration(page);
      const covered: string[] = [];
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press("Tab");
        const name = await page.evaluate(() =>
          document.activeElement === document.body
            ? null
            : (document.activeElement?.textContent ?? "").trim().slice(0, 40),
        );
        // Past the page's last control focus leaves the page: the walk is done.
        if (name === null) break;
        if (!(await focusedIsOnTop(page))) covered.push(`${stop}: ${name}`);
      }
      expect(covered).toEqual([]);
    });
  });
}

test.describe("at 320x640", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("Tab past Book Free Call closes the menu, so the next stop is not hidden under it", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = toggleOf(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < menuLinks.length; i += 1) await page.keyboard.press("Tab");
    await expect(navOf(page).getByRole("link", { name: "Book Free Call" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(await panelOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => document.activeElement?.closest("nav"))).toBeNull();
    expect(await focusedIsOnTop(page)).toBe(true);
  });

  test("a tap outside the open menu closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = toggleOf(page);
    await toggle.click();
    const panel = await panelOf(page);
    await expect(panel).toBeVisible();
    // The page's side margin, below the panel: nothing there takes the tap itself.
    await page.mouse.click(4, 630);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("choosing the page already shown closes the menu and focus returns to its button", async ({
    page,
  }) => {
    await page.goto("/about/");
    await waitForHydration(page);
    const toggle = toggleOf(page);
    await toggle.click();
    await navOf(page).getByRole("link", { name: "About", exact: true }).click();
    await expect(await panelOf(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(toggle).toBeFocused();
  });

  test("choosing Resources while a filter is on shows the first page of every article, focus on the menu button", async ({
    page,
  }) => {
    await page.goto(`/resources/?category=${filledBadgeSlug}`);
    await waitForHydration(page);
    await expect(filter(page).getByRole("link", { name: badgeName(filledBadge) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const toggle = toggleOf(page);
    await toggle.click();
    await navOf(page).getByRole("link", { name: "Resources", exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(filter(page).getByRole("link", { name: allBadge })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectListing(page, firstPage);
    await expect(toggle).toBeFocused();
  });
});

test.describe("before the page's script runs", () => {
  // The script loads after first paint: here it never arrives.
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the menu button opens the menu, which leads on and closes on a tap outside", async ({
    page,
  }) => {
    await page.goto("/services/");
    const toggle = toggleOf(page);
    const contact = navOf(page).getByRole("link", { name: "Contact", exact: true });
    await expect(contact).toBeHidden();
    await toggle.click();
    await expect(contact).toBeVisible();
    await page.mouse.click(4, 830);
    await expect(contact).toBeHidden();
    await toggle.click();
    await contact.click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole("link", { name: /Open the booking page/ })).toHaveAttribute(
      "href",
      site.bookingUrl,
    );
  });
});
