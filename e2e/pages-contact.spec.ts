// Desktop only: the calendar's fallback and the requests the page makes do not change with the width.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { site } from "./pages-content";

const scheduler = new URL(site.bookingUrl).origin;

/** Stands in for the unreachable scheduler; counts the requests the page makes to it. */
async function stubScheduler(page: Page, mode: "fulfill" | "abort" = "fulfill") {
  const requests: string[] = [];
  await page.route(`${scheduler}/**`, async (route) => {
    requests.push(route.request().url());
    if (mode === "abort") await route.abort("blockedbyclient");
    else await route.fulfill({ contentType: "text/html", body: "<p>Pick a time</p>" });
  });
  return requests;
}

const frame = (page: Page) =>
  page.getByTitle(`Book a free ${site.claims.callMinutes}-minute strategy call`, { exact: false });

// What the page says (the message card, the contact details, the response time and the
// common questions) is read from the built page: pages.built.test.ts.

// That the frame is in the page's HTML, lazy, with the booking address, is read from the
// built page without a browser (contact.built.test.ts).
test("the booking frame is 800 px high, lazy, and never shifts the page as it loads", async ({
  page,
}) => {
  const requests = await stubScheduler(page);
  await page.goto("/contact/");
  const widget = frame(page);
  await expect(widget).toHaveAttribute("loading", "lazy");
  await expect(widget).toHaveAttribute("height", "800");
  expect((await widget.boundingBox())?.height).toBe(800);

  const below = page.getByRole("heading", { name: "Common Questions" });
  const belowTop = () => below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const topBefore = await belowTop();
  await widget.scrollIntoViewIfNeeded();
  await expect.poll(() => requests).toEqual([site.bookingUrl]);
  await expect(widget).toHaveAttribute("src", site.bookingUrl);
  await expect(page.frameLocator("iframe").getByText("Pick a time")).toBeVisible();
  expect((await widget.boundingBox())?.height).toBe(800);
  expect(await belowTop()).toBe(topBefore);
});

test("Tab reaches the booking frame and shows a focus ring around it", async ({ page }) => {
  // A calendar of times to choose: the frame is a Tab stop because its page has controls.
  await page.route(`${scheduler}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<p>Pick a time</p><button>9:00 am</button>",
    }),
  );
  await page.goto("/contact/");
  // The ring is drawn by the page's script (src/hooks/useFrameFocus.ts): before hydration a
  // Tab into the frame has nothing to draw it.
  await waitForHydration(page);
  await page.getByRole("link", { name: /Open the booking page/ }).focus();
  await expect(page.frameLocator("iframe").getByText("Pick a time")).toBeAttached();
  await page.keyboard.press("Tab");
  // Focus is now inside the frame's own document; to this page the frame element has it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
  // The frame fills a box that clips it, so the ring is drawn round that box.
  const ring = await frame(page).evaluate((el) => {
    const style = getComputedStyle(el.parentElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
});

test("a frame that stays blank shows a message with the booking link behind it", async ({
  page,
}) => {
  // The scheduler answers with a page whose scripts (and so its calendar) never run.
  await page.route(`${scheduler}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduler</title>" }),
  );
  await page.goto("/contact/");
  const message = page.getByText("The calendar has not loaded");
  await frame(page).scrollIntoViewIfNeeded();
  await expect(message).toBeVisible();
  await expect(message.getByText("Open the booking page")).toHaveAttribute("href", site.bookingUrl);
  const [frameBox, messageBox] = [await frame(page).boundingBox(), await message.boundingBox()];
  expect(messageBox!.y).toBeGreaterThanOrEqual(frameBox!.y);
  expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height);
  // Seen through the blank frame: the pixels there change when the message is hidden.
  const clip = messageBox!;
  const seen = await page.screenshot({ clip });
  await message.evaluate((el) => (el.style.visibility = "hidden"));
  expect((await page.screenshot({ clip })).equals(seen)).toBe(false);
});

test.describe("when the scheduler is blocked", () => {
  test("the plain booking link still opens the booking page in a new tab", async ({ page }) => {
    const requests = await stubScheduler(page, "abort");
    await page.goto("/contact/");
    await frame(page).scrollIntoViewIfNeeded();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    const link = page.getByRole("link", { name: /Open the booking page.*opens in a new tab/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", site.bookingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test("the hero jumps to the calendar", async ({ page }) => {
  await stubScheduler(page);
  await page.goto("/contact/");
  await page.getByRole("link", { name: "Pick a Time for Your Call" }).click();
  await expect(page.getByRole("heading", { name: "Book a Free Strategy Call" })).toBeInViewport();
});

test("has no axe violations, with the calendar loaded", async ({ page }) => {
  await stubScheduler(page);
  await page.goto("/contact/");
  await frame(page).scrollIntoViewIfNeeded();
  await expect(page.frameLocator("iframe").getByText("Pick a time")).toBeVisible();
  await expectNoAxeViolations(page);
});
