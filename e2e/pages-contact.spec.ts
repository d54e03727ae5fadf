import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
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

test("shows the message card, contact details, response time and common questions", async ({
  page,
}) => {
  await stubScheduler(page);
  await page.goto("/contact/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const message = page.getByRole("listitem").filter({ hasText: "Send us a message" });
  await expect(message.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  const touch = page.getByRole("listitem").filter({ hasText: "Get in Touch" });
  await expect(touch).toContainText(site.email);
  await expect(touch).toContainText(`${site.location.city}, ${site.location.region}`);
  const response = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: `${site.claims.responseHours}hr Response Time` }),
  });
  await expect(response).toContainText("within one business day");
  const questions = page.getByRole("region", { name: "Common Questions" });
  await expect(questions).toContainText(`${site.claims.websiteProjectWeeks} weeks`);
  await expect(questions).toContainText("monthly commitments");
  await expect(questions).toContainText(/audit your current digital presence/);
  await expect(questions).toContainText(/goals/);
  await expect(questions).toContainText(/recommendations/);
});

test("the booking frame is 800 px high and loads only as the visitor nears it", async ({
  page,
}) => {
  const requests = await stubScheduler(page);
  await page.goto("/contact/");
  const widget = frame(page);
  await expect(widget).toHaveAttribute("loading", "lazy");
  await expect(widget).toHaveAttribute("height", "800");
  expect((await widget.boundingBox())?.height).toBe(800);
  // Give a too-eager page every chance to request it while still at the top.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);

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
