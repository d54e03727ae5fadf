import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { site } from "./pages-content";

// The booking card: where it sits on a phone, and what its fixed box shows when the calendar
// loads, until it does, and when it cannot. Where it sits and whether the fallback fits its
// box change with the width: those tests are tagged @phone; the frame's loading and focus are
// the same at every width and run once.

const scheduler = new URL(site.bookingUrl).origin;

/** A stand-in for the scheduler's page that has drawn: it tells the page it embeds in, as Calendly's does. */
const drawnCalendar = `<body style="margin:0;background:white"><p>Pick a time</p><button>9:00 am</button>
<script>parent.postMessage({ event: "calendly.page_height", payload: { height: "700" } }, "*")</script>`;

/**
 * Stands in for the unreachable scheduler: a calendar that draws (the default), a page that
 * never draws its calendar, or a blocked request. Returns the requests the page makes to it.
 */
async function stubScheduler(page: Page, mode: "drawn" | "silent" | "abort" = "drawn") {
  const requests: string[] = [];
  await page.route(`${scheduler}/**`, async (route) => {
    requests.push(route.request().url());
    if (mode === "abort") await route.abort("blockedbyclient");
    else {
      const body = mode === "drawn" ? drawnCalendar : "<!doctype html><title>Scheduler</title>";
      await route.fulfill({ contentType: "text/html", body });
    }
  });
  return requests;
}

const frame = (page: Page) =>
  page.getByTitle(`Book a free ${site.claims.callMinutes}-minute strategy call`, { exact: false });
const box = (page: Page) => frame(page).locator("..");
const bookingPage = (page: Page) =>
  page.getByRole("link", { name: /^Open the booking page.*opens in a new tab/ });
const emailIn = (scope: Locator) => scope.getByRole("link", { name: site.email, exact: true });

/** What a tap at the centre of `target` would hit is `target` itself (or inside it). */
const onTop = (target: Locator) =>
  target.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return Boolean(hit && (hit === element || element.contains(hit)));
  });

/** Fails unless `inner` lies inside `outer`'s box. */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.y).toBeGreaterThanOrEqual(b!.y);
  expect(a!.x).toBeGreaterThanOrEqual(b!.x);
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width);
}

// What the page says (the message card, the contact details, the response time and the
// common questions) and in which order: pages.built.test.ts and contact.built.test.ts.

test(
  "on a phone the booking card starts within the first screen and a half",
  { tag: "@phone" },
  async ({ page }) => {
    await stubScheduler(page);
    await page.goto("/contact/");
    const heading = page.getByRole("heading", { name: "Book a Free Strategy Call" });
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(1.5 * page.viewportSize()!.height);
  },
);

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
  // The booking address, with the embed parameters that make the scheduler report back.
  await expect.poll(() => requests.length).toBe(1);
  const loaded = new URL(requests[0]);
  expect(`${loaded.origin}${loaded.pathname}`).toBe(site.bookingUrl);
  expect(loaded.searchParams.get("embed_domain")).toBe(new URL(page.url()).hostname);
  await expect(widget).toHaveAttribute("src", requests[0]);
  await expect(page.frameLocator("iframe").getByText("Pick a time")).toBeVisible();
  await expect.poll(() => onTop(widget)).toBe(true);
  expect((await widget.boundingBox())?.height).toBe(800);
  expect(await belowTop()).toBe(topBefore);
});

test("Tab reaches the booking frame once it has drawn and shows a focus ring around it", async ({
  page,
}) => {
  await stubScheduler(page);
  await page.goto("/contact/");
  // The ring is drawn by the page's script (src/hooks/useFrameFocus.ts): before hydration a
  // Tab into the frame has nothing to draw it.
  await waitForHydration(page);
  await frame(page).scrollIntoViewIfNeeded();
  await expect.poll(() => onTop(frame(page))).toBe(true);
  // The fallback's last control comes just before the frame.
  await emailIn(box(page)).focus();
  await page.keyboard.press("Tab");
  // Focus is now inside the frame's own document; to this page the frame element has it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
  // The frame fills a box that clips it, so the ring is drawn round that box.
  const ring = await box(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
});

test("with the calendar drawn, the booking page link is still a Tab stop, raised above it when focused", async ({
  page,
}) => {
  await stubScheduler(page);
  await page.goto("/contact/");
  await waitForHydration(page);
  await frame(page).scrollIntoViewIfNeeded();
  await expect.poll(() => onTop(frame(page))).toBe(true);
  await emailIn(box(page)).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(bookingPage(page)).toBeFocused();
  expect(await onTop(bookingPage(page))).toBe(true);
});

test.describe(
  "until the calendar has drawn, and for good when it cannot",
  { tag: "@phone" },
  () => {
    for (const { mode, what } of [
      { mode: "abort", what: "the scheduler is blocked" },
      { mode: "silent", what: "the scheduler's page never draws" },
    ] as const) {
      test(`when ${what}, the box shows the booking page, the email and what happens on the call`, async ({
        page,
      }) => {
        const requests = await stubScheduler(page, mode);
        await page.goto("/contact/");
        await waitForHydration(page);
        await frame(page).scrollIntoViewIfNeeded();
        await expect.poll(() => requests.length).toBeGreaterThan(0);
        const calendarBox = box(page);
        expect(await calendarBox.evaluate((el) => el.clientHeight)).toBe(800);

        const link = bookingPage(page);
        await expect(link).toHaveAttribute("href", site.bookingUrl);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        const email = emailIn(calendarBox);
        await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
        const points = [
          `${site.claims.callMinutes} minutes`,
          `You leave with ${site.claims.callOutcome}`,
          "No cost and no commitment",
        ].map((text) => calendarBox.getByRole("listitem").filter({ hasText: text }));
        for (const shown of [link, email, ...points]) {
          await shown.scrollIntoViewIfNeeded();
          await expect(shown).toBeVisible();
          await expectInside(shown, calendarBox);
          // Not under the browser's error page or a blank frame: drawn on top of them.
          expect(await onTop(shown)).toBe(true);
        }
        // The frame that shows nothing is no Tab stop: Tab goes from the email to what follows.
        await email.focus();
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("IFRAME");
        await expectNoAxeViolations(page);
      });
    }
  },
);

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
  await expect.poll(() => onTop(frame(page))).toBe(true);
  await expectNoAxeViolations(page);
});
