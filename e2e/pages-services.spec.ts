import { expect, test } from "./fixtures";
import { services } from "./pages-content";

test.beforeEach(async ({ page }) => {
  await page.goto("/services/");
});

test("shows each service with its features and two ways to start", async ({ page }) => {
  await expect(page.getByRole("link", { name: /^Get Started with / })).toHaveCount(services.length);
  for (const { title, features } of services) {
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    for (const feature of features) {
      await expect(card.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
    }
    await expect(card.getByRole("link", { name: `Get Started with ${title}` })).toHaveAttribute(
      "href",
      "/contact/",
    );
    await expect(card.getByRole("link", { name: `Get Custom Quote for ${title}` })).toHaveAttribute(
      "href",
      "/contact/",
    );
  }
});

test("Get Started leads to the Contact page", async ({ page }) => {
  await page.getByRole("link", { name: `Get Started with ${services[1].title}` }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole("heading", { name: "Book a Free Strategy Call" })).toBeVisible();
});
