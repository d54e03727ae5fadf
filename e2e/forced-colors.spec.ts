// Desktop only: the forced-colors styles sit outside the min-width queries, so they are the same at every width.
import type { Locator } from "@playwright/test";
import { articleLink, expect, openMenuIfCollapsed, test, waitForHydration } from "./fixtures";
import { badgeName, filledBadge, firstPage, listingPages } from "./pages-content";

// Windows High Contrast and other forced-colors modes replace every colour, background and
// shadow with a few system colours: a state shown only by those disappears. What survives is
// borders, outlines and text decoration, so that is what these tests look at.

test.use({ colorScheme: "light" });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

/** What of an element's look survives forced colors: its decoration, outline and border. */
const survivingLook = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      decoration: style.textDecorationLine,
      outline:
        style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth}`,
      border: `${style.borderTopStyle} ${style.borderTopWidth}`,
    };
  });

test("the current filter badge looks different from the others", async ({ page }) => {
  await page.goto(listingPages(filledBadge)[0].route);
  await waitForHydration(page);
  const group = page.getByRole("group", { name: "Filter articles by category" });
  const pressed = group.getByRole("link", { name: badgeName(filledBadge), exact: true });
  await expect(pressed).toHaveAttribute("aria-current", "page");
  const all = group.getByRole("link", { name: /^All/ });
  await expect(all).not.toHaveAttribute("aria-current");
  expect(await survivingLook(pressed)).not.toEqual(await survivingLook(all));
});

test("the current page's link in the top bar looks different from the others", async ({ page }) => {
  await page.goto("/services/");
  await openMenuIfCollapsed(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const current = nav.getByRole("link", { name: "Services", exact: true });
  await expect(current).toHaveAttribute("aria-current", "page");
  const other = nav.getByRole("link", { name: "About", exact: true });
  expect(await survivingLook(current)).not.toEqual(await survivingLook(other));
});

test("the article dialog keeps a visible edge", async ({ page }) => {
  await page.goto("/resources/");
  await waitForHydration(page);
  await articleLink(
    page.getByRole("region", { name: "Articles and guides" }),
    firstPage.cards[0],
  ).click();
  const edge = await page.getByRole("dialog").evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      style: style.borderTopStyle,
      width: parseFloat(style.borderTopWidth),
      color: style.borderTopColor,
    };
  });
  expect(edge.style).toBe("solid");
  expect(edge.width).toBeGreaterThanOrEqual(1);
  expect(edge.color).not.toMatch(/rgba\(.*,\s*0\)|transparent/);
});
