import { servicePath } from "../src/layout/navigation";
import { expect, test } from "./fixtures";
import { caseStudies, services, site } from "./pages-content";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the hero offers the strategy call and the work, with the four claims", async ({ page }) => {
  await expect(
    page.getByRole("main").getByRole("link", { name: "Book Your Free Strategy Call" }),
  ).toHaveAttribute("href", "/contact/#booking-heading");
  await expect(page.getByRole("link", { name: "View Our Work" })).toHaveAttribute(
    "href",
    "/portfolio/",
  );
  const { claims } = site;
  for (const [figure, label] of [
    [claims.businessesHelped, "businesses helped"],
    [`${claims.responseHours}hr`, "response time"],
    [`${claims.satisfactionPercent}%`, "client satisfaction"],
    [`${claims.callMinutes} min`, "free strategy call"],
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: figure })).toContainText(label);
  }
});

test("a card per service links to its service on the Services page", async ({ page }) => {
  await expect(page.getByRole("link", { name: /^Learn More about / })).toHaveCount(services.length);
  for (const { title } of services) {
    await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    await expect(page.getByRole("link", { name: `Learn More about ${title}` })).toHaveAttribute(
      "href",
      servicePath(title),
    );
  }
});

test("shows the Trusted by growing businesses strip", async ({ page }) => {
  const strip = page.getByRole("region", { name: "Trusted by growing businesses" });
  await expect(strip).toBeVisible();
  await expect(strip).toContainText(site.claims.businessesHelped);
});

test("the portfolio teaser opens both live sites safely in a new tab", async ({ page }) => {
  for (const { title, url } of caseStudies) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const link = page.getByRole("link", {
      name: new RegExp(`${new URL(url).host}.*opens in a new tab`),
    });
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("ends with a call to book, leading to the calendar on Contact", async ({ page }) => {
  await expect(page.getByRole("link", { name: "Book My Free Call" })).toHaveAttribute(
    "href",
    "/contact/#booking-heading",
  );
});
