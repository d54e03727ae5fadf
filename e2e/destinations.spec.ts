import { expect, openMenuIfCollapsed, test, waitForHydration } from "./fixtures";
import { serviceAnchor as anchorOf } from "../src/layout/navigation";
import { services, site } from "./pages-content";

// Every action lands where its words promise, not at the top of a long page: under a top bar
// whose height and links change with the width, so the landings run on the phone too
// (@phone). Where every Book link points is read from the built pages: pages.built.test.ts.

const bookingHeading = "Book a Free Strategy Call";

test("Book Free Call in the top bar lands on the calendar", { tag: "@phone" }, async ({ page }) => {
  await page.route(`${new URL(site.bookingUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>Pick a time</p>" }),
  );
  await page.goto("/about/");
  await openMenuIfCollapsed(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Book Free Call" })
    .click();
  await expect(page).toHaveURL(/\/contact\/#booking-heading$/);
  await expect(page.getByRole("heading", { name: bookingHeading })).toBeInViewport({ ratio: 1 });
  await expect(page.getByTitle(/strategy call with/)).toBeInViewport();
});

test(
  "each footer service link lands on its service on the Services page",
  {
    tag: "@phone",
  },
  async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Every footer service (content/site.yaml) lands on the card of the service it names.
    for (const { label, service } of site.footerServices) {
      await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/services/#${anchorOf(service)}$`));
      await expect(page.getByRole("heading", { level: 3, name: service })).toBeInViewport({
        ratio: 1,
      });
    }
  },
);

test(
  "each Learn More on the home page lands on its service; Back and Forward retrace the way",
  {
    tag: "@phone",
  },
  async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const { title } of services) {
      const learnMore = page.getByRole("link", { name: `Learn More about ${title}` });
      await learnMore.click();
      await expect(page).toHaveURL(new RegExp(`/services/#${anchorOf(title)}$`));
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeInViewport({
        ratio: 1,
      });
      // Back to the home page, where the visitor left it.
      await page.goBack();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(learnMore).toBeInViewport();
    }
    const last = services[services.length - 1].title;
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/services/#${anchorOf(last)}$`));
    await expect(page.getByRole("heading", { level: 3, name: last })).toBeInViewport({ ratio: 1 });
  },
);

test("on the Services page only links to the page itself are marked current", async ({ page }) => {
  await page.goto("/services/");
  await waitForHydration(page);
  const current = page.locator("a[aria-current='page']");
  expect(await current.count()).toBeGreaterThan(0);
  for (const href of await current.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  )) {
    expect(href).toBe("/services/");
  }
  await expect(page.getByRole("contentinfo").locator("[aria-current]")).toHaveCount(1);
});
