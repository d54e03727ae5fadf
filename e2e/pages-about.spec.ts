import { expect, test } from "./fixtures";
import { site } from "./pages-content";

test.beforeEach(async ({ page }) => {
  await page.goto("/about/");
});

test("tells the story with the highlights and values", async ({ page }) => {
  await expect(page.getByRole("region", { name: /overlook/ })).toContainText(site.location.city);
  for (const name of ["Proven Experience", "Trusted Partner"]) {
    await expect(page.getByRole("heading", { name, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole("listitem").filter({ hasText: "Proven Experience" })).toContainText(
    site.claims.businessesHelped,
  );
  const values = page.getByRole("region", { name: "Our values" });
  for (const name of ["Simplicity First", "Results Driven", "Partnership"]) {
    await expect(values.getByRole("heading", { name, level: 3 })).toBeVisible();
  }
});

test("links to the Services and Contact pages", async ({ page }) => {
  await expect(page.getByRole("link", { name: "See How We Help" })).toHaveAttribute(
    "href",
    "/services/",
  );
  await page.getByRole("main").getByRole("link", { name: "Talk to Our Team" }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});
