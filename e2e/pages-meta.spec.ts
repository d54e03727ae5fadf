import { expect, test } from "./fixtures";
import { http404Log } from "./pages-content";

const marketing = ["/", "/about/", "/services/", "/portfolio/", "/contact/"];

test("every marketing page has its own title and description", async ({ page }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const path of marketing) {
    await page.goto(path);
    const title = await page.title();
    const description =
      (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description.length, `${path} description`).toBeGreaterThan(50);
    seen.titles.add(title);
    seen.descriptions.add(description);
  }
  expect(seen.titles.size).toBe(marketing.length);
  expect(seen.descriptions.size).toBe(marketing.length);
});

test.describe("without JavaScript", () => {
  // The 404 page's response status is logged by the browser itself.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [http404Log] });

  const expected: Record<string, string[]> = {
    "/": ["Trusted by growing businesses", "Learn More", "View Our Work"],
    "/about/": ["Proven Experience", "Simplicity First", "See How We Help"],
    "/services/": ["Get Custom Quote", "What is included"],
    "/portfolio/": ["Problem", "Solution", "Results", "Start Your Success Story"],
    "/contact/": ["Send us a message", "Open the booking page", "Common Questions"],
    "/gone/": ["Page Not Found", "Back to Home"],
  };
  for (const [path, texts] of Object.entries(expected)) {
    test(`${path} has its content in the HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    });
  }
});
