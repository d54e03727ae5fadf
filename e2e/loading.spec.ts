import { expect, pages, test, waitForHydration } from "./fixtures";

// The HTML paints first; Gatsby's bundles load after the first contentful paint
// (plugins/site/hosting/pageScripts.ts), then React hydrates the page in small slices.

test.describe("loading", () => {
  for (const { path } of pages.slice(0, 6)) {
    test(`${path} paints before its scripts start loading`, async ({ page }) => {
      await page.goto(path);
      // Loaded last, by the app itself: the page's own chunk.
      await page.waitForFunction(() =>
        performance.getEntriesByType("resource").some((e) => e.name.includes("/component---")),
      );
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(paint).toBeGreaterThan(0);
      // The runtime, React and the app, then the page's own chunk.
      expect(scripts.length).toBeGreaterThanOrEqual(4);
      for (const script of scripts) {
        expect(script.start, `${script.url} started before first paint`).toBeGreaterThanOrEqual(
          paint,
        );
      }
    });
  }

  test("a page asks for its icons and manifest once, hydrated or not", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/favicon|icon|manifest/.test(pathname)) asked.push(pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    // Hydration and the page data come and go; the head is not written again meanwhile.
    await page.waitForLoadState("networkidle");
    expect(asked.filter((file) => file === "/favicon.svg")).toHaveLength(1);
    expect(new Set(asked).size, asked.join(", ")).toBe(asked.length);
  });

  test.describe("without JavaScript", { tag: "@phone" }, () => {
    test.use({ javaScriptEnabled: false });
    test.skip(({ isMobile }) => !isMobile, "the menu button exists only on small screens");

    test("the menu opens, closes on Escape and leads on; so do the footer and the page's links", async ({
      page,
    }) => {
      await page.goto("/services/");
      const toggle = page.getByRole("button", { name: /menu/i });
      const nav = page.getByRole("navigation", { name: "Main" });
      const about = nav.getByRole("link", { name: "About", exact: true });
      await expect(about).toBeHidden();
      await toggle.click();
      await expect(about).toBeVisible();
      await expect(nav.getByRole("link", { name: "Book Free Call" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(about).toBeHidden();
      await expect(toggle).toBeFocused();
      const footer = page.getByRole("contentinfo");
      for (const [name, href] of [
        ["Home", "/"],
        ["About Us", "/about/"],
        ["Services", "/services/"],
        ["Portfolio", "/portfolio/"],
        ["Resources", "/resources/"],
      ]) {
        await expect(footer.getByRole("link", { name, exact: true }).first()).toHaveAttribute(
          "href",
          href,
        );
      }
      await expect(
        page.getByRole("main").getByRole("link", { name: "Book Your Free Strategy Call" }),
      ).toHaveAttribute("href", "/contact/#booking-heading");
      await toggle.click();
      await about.click();
      await expect(page).toHaveURL(/\/about\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  // Once the scripts run, the menu works: the small-screen menu's tests in layout.spec.ts.
});
