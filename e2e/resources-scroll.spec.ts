import { chromeFlags, chromePath } from "../scripts/chromium.mjs";
import { articleLink, expect, test, waitForHydration } from "./fixtures";
import { firstPage } from "./pages-content";

/*
 * Playwright hides scrollbars in headless Chromium, which would let a sideways jump go
 * unnoticed: show them here, as a desktop visitor sees them.
 */
test.use({
  launchOptions: {
    executablePath: chromePath,
    args: chromeFlags,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

test(
  "while the dialog is open the page cannot scroll and nothing moves sideways",
  {
    tag: "@phone",
  },
  async ({ page, isMobile }) => {
    await page.goto("/resources/");
    await waitForHydration(page);
    const scrollbar = await page.evaluate(
      () => window.innerWidth - document.documentElement.clientWidth,
    );
    // On desktop the classic scrollbar is what would make the page jump when it disappears.
    if (!isMobile) expect(scrollbar).toBeGreaterThan(0);

    // The last card of the page, well down it, so the page has somewhere to scroll to.
    const link = articleLink(page, firstPage.cards[firstPage.cards.length - 1]);
    await link.scrollIntoViewIfNeeded();
    const scrollTop = await page.evaluate(() => document.documentElement.scrollTop);
    const mainBefore = await page.getByRole("main").boundingBox();
    const heroBefore = await page.getByRole("heading", { level: 1 }).boundingBox();

    await link.click();
    await expect(page.getByRole("dialog")).toBeVisible();

    // Wheel over the overlay and over the dialog: the page underneath stays put. The test
    // waits for the page to have received both wheels, and for two frames to be drawn after,
    // by which time any scroll they caused would show.
    const wheels = await page.evaluateHandle(() => {
      const seen = { count: 0 };
      window.addEventListener("wheel", () => (seen.count += 1), { capture: true, passive: false });
      return seen;
    });
    await page.mouse.move(4, 300);
    await page.mouse.wheel(0, 800);
    const box = await page.getByRole("dialog").boundingBox();
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 200);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => wheels.evaluate((seen) => seen.count)).toBe(2);
    await page.evaluate(
      () =>
        new Promise((drawn) =>
          requestAnimationFrame(() => requestAnimationFrame(() => drawn(null))),
        ),
    );
    expect(await page.evaluate(() => document.documentElement.scrollTop)).toBe(scrollTop);

    // The inert page keeps its horizontal position: no shift when the scrollbar goes away.
    const mainDuring = await page.locator("main").boundingBox();
    const heroDuring = await page.locator("h1").boundingBox();
    expect(mainDuring?.x).toBe(mainBefore?.x);
    expect(mainDuring?.width).toBe(mainBefore?.width);
    expect(heroDuring?.x).toBe(heroBefore?.x);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollTop)).toBe(scrollTop);
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollTop))
      .toBeGreaterThan(scrollTop);
  },
);
