// Desktop only: the missing page's content and its case redirect do not change with the width.
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { unknownPathLogs } from "./pages-content";

// The page's own log of the attempted path, and the browser's note of the 404 responses.
test.use({ allowConsoleErrors: [unknownPathLogs] });

test("an unknown path gets status 404 and the Page Not Found screen", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText(/might have been moved or does not exist/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => logs).toContain("404 Page Not Found: no page at /no-such-page/");
  await expect(page).toHaveTitle(/^Page Not Found \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
});

test("Back to Home goes to the home page", async ({ page }) => {
  await page.goto("/services/gone/");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("link", { name: "View Our Work" })).toBeVisible();
});

test("Go Back returns to the page the visitor came from", async ({ page }) => {
  await page.goto("/about/");
  await page.goto("/about/old-team-page/");
  const goBack = page.getByRole("button", { name: "Go Back" });
  // Enabled once the page's script runs; a click before that would do nothing.
  await expect(goBack).toBeEnabled();
  await goBack.click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");
});

test("Go Back goes home from a tab with no history", async ({ page, context }) => {
  await page.goto("/about/");
  // A broken link opened in a new tab: that tab's history starts at the 404 page.
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.evaluate(() => window.open("/missing-page/", "_blank", "noopener")),
  ]);
  await tab.waitForLoadState();
  await expect(tab.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect(await tab.evaluate(() => window.history.length)).toBe(1);
  const goBack = tab.getByRole("button", { name: "Go Back" });
  await expect(goBack).toBeEnabled();
  await goBack.click();
  await expect(tab).toHaveURL(/:\d+\/$/);
  await expect(tab.getByRole("link", { name: "View Our Work" })).toBeVisible();
});
