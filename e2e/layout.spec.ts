import {
  expect,
  expectNoAxeViolations,
  navRoutes,
  openMenuIfCollapsed,
  pages,
  scrollToEnd,
  stubOtherHosts,
  test,
  waitForHydration,
} from "./fixtures";
import { site } from "./pages-content";

// What the top bar and footer hold and which link is marked current, read from the built
// pages: pages.built.test.ts. Where the top bar's Book link lands: destinations.spec.ts.
// Tests tagged @phone run at 390 px with touch too (playwright.config.ts); the rest once.

test.describe("every page", { tag: "@phone" }, () => {
  // Each top-level page: axe once as it first shows, then read to its end so its lazy content
  // loads (a console error fails the test). Deeper templates: all-pages.spec.ts.
  for (const { path, name } of pages) {
    test(`${name} has one main landmark and h1, lang="en", no axe violations, and loads to its end`, async ({
      page,
      baseURL,
    }) => {
      await stubOtherHosts(page, baseURL);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await scrollToEnd(page);
    });
  }
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/about/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test(
  "the top bar stays at the top of the viewport after scrolling",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/privacy/");
    const header = page.getByRole("banner");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    await expect(header.getByRole("link", { name: site.name, exact: true })).toBeInViewport();
  },
);

test.describe("the current route's link", () => {
  // Each route's own mark, as the build wrote it: pages.built.test.ts; after a redirect from a
  // mis-cased address: routing.spec.ts.
  test("follows client-side navigation", async ({ page }) => {
    await page.goto("/");
    await openMenuIfCollapsed(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await openMenuIfCollapsed(page);
    await expect(nav.getByRole("link", { name: "Portfolio", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
  });
});

test.describe("small-screen menu", { tag: "@phone" }, () => {
  test.skip(({ isMobile }) => !isMobile, "the menu button exists only on small screens");

  test("opens the links and the button, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /menu/i });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();
    const panelId = await toggle.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${panelId}`);
    for (const { name } of navRoutes) {
      await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "Book Free Call" })).toBeVisible();

    await panel.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("link", { name: "About", exact: true })).toBeHidden();
  });

  test("closes on Escape and gives focus back to the menu button", async ({ page }) => {
    await page.goto("/about/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("is keyboard operable", async ({ page }) => {
    await page.goto("/about/");
    const toggle = page.getByRole("button", { name: /menu/i });
    // A native popover button: enabled and focusable from the first paint.
    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test("the desktop top bar shows the links without a menu button", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Resources", exact: true })).toBeVisible();
});

test.describe("footer", () => {
  // Its links, read from the built page: pages.built.test.ts.
  test("shows the visitor's current year even when the site was built earlier", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${site.name}`);
  });
});
