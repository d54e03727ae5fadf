import { expect, test } from "./fixtures";
import { http404Log } from "./pages-content";

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
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    });
  }
});
