import { expect, expectNoAxeViolations, test } from "./fixtures";
import { services } from "./pages-content";

test.beforeEach(async ({ page }) => {
  await page.goto("/services/");
});

test("shows the three services with their features and two ways to start", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(services).toHaveLength(3);
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

test("has no axe violations", async ({ page }) => {
  await expectNoAxeViolations(page);
});
