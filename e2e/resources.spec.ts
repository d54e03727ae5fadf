import { categorySlug } from "../src/lib/categories";
import { listingCopy, listingPageOf } from "../src/lib/listings";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import {
  cardTitles,
  expectCardsShow,
  expectListing,
  filter,
  listingStatus,
  pagesNav,
} from "./library";
import {
  allBadge,
  badgeName,
  emptyBadge,
  filledBadge,
  firstPage,
  fixtureHas,
  listingPages,
  pageShowing,
  site,
  twoPageBadge,
  undatedArticle,
} from "./pages-content";

// The library of every article, at /resources/ and its numbered pages: a page of cards each
// (ARTICLES_PER_PAGE), the newest first. The fixture fills two pages (fixture-site/README.md).

const [, secondPage] = listingPages(null);

test("page 1 shows the newest articles, each card as written, and a badge for each category with its count", async ({
  page,
}) => {
  await page.goto("/resources/");
  await expectListing(page, firstPage);
  await expectCardsShow(page, firstPage.cards);

  const badges = filter(page).getByRole("link");
  await expect(badges).toHaveText([allBadge, ...site.resourceCategories.map(badgeName)]);
  await expect(badges.first()).toHaveAttribute("aria-current", "page");
  await expect(badges.first()).toHaveAttribute("href", listingPageOf(null, 1));
  for (const [index, category] of site.resourceCategories.entries()) {
    await expect(badges.nth(index + 1)).not.toHaveAttribute("aria-current");
    // A real link to the category's own page, which works without scripts.
    await expect(badges.nth(index + 1)).toHaveAttribute("href", listingPageOf(category, 1));
  }
  await expect(pagesNav(page).getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("Next page leads to the second page, which shows the rest of the articles and leads back", async ({
  page,
}) => {
  const shown = fixtureHas(secondPage, "second page of all articles");
  await page.goto("/resources/");
  await waitForHydration(page);
  await pagesNav(page).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(new RegExp(`${shown.route}$`));
  await expect(page).toHaveTitle(
    `${listingCopy(null, shown.number, shown.pageCount).title} | ${site.name}`,
  );
  // The short article, the undated ones and the fixtures of odd input are all here.
  await expectListing(page, shown);
  await expectCardsShow(page, shown.cards);
  const nav = pagesNav(page);
  await expect(
    nav.getByRole("link", { name: `Page ${shown.number}`, exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Next page" })).toHaveCount(
    shown.number < shown.pageCount ? 1 : 0,
  );
  // All is still the current badge, though not this page's own address.
  await expect(filter(page).getByRole("link", { name: allBadge })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // The odd input's cards (writer-input.spec.ts) among them. Its canonical address is its own
  // (built-output.built.test.ts).
  await expectNoAxeViolations(page);

  await nav.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/resources\/$/);
  await expectListing(page, firstPage);
  await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Next page" })).toBeVisible();
});

test("an undated article's card opens a dialog that shows no date", async ({ page }) => {
  await page.goto(pageShowing(undatedArticle).route);
  await waitForHydration(page);
  await cardTitles(page).getByRole("link", { name: undatedArticle.title, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: undatedArticle.title });
  await expect(dialog.getByText(undatedArticle.readTime, { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("article-body")).toBeVisible();
  await expect(dialog.locator("time")).toHaveCount(0);
  await expect(dialog).not.toContainText(/Invalid Date|\bNaN\b/);
});

// The badges must stay under the finger at every width: this runs on the phone too.
test(
  "a badge filters the grid in place, announces the count and goes into the URL; All restores",
  {
    tag: "@phone",
  },
  async ({ page }) => {
    await page.goto("/resources/");
    await expect(listingStatus(page)).toHaveText(firstPage.status);
    await waitForHydration(page);
    // Gone if the page reloads: filtering happens in the page already shown.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await filter(page).scrollIntoViewIfNeeded();
    // Where the badges sit on screen: the page may change above them (the heading becomes
    // the category's, and may wrap differently), but the badges stay under the finger.
    const badgesTop = () => filter(page).evaluate((element) => element.getBoundingClientRect().top);
    const top = await badgesTop();

    // An empty category, a small one, then one longer than a page, which brings page links.
    for (const category of [emptyBadge, filledBadge, twoPageBadge]) {
      const badge = filter(page).getByRole("link", { name: badgeName(category) });
      await badge.click();
      await expect(badge).toHaveAttribute("aria-current", "page");
      await expect(filter(page).getByRole("link", { name: allBadge })).not.toHaveAttribute(
        "aria-current",
      );
      const [shown] = listingPages(category);
      await expectListing(page, shown);
      await expect(pagesNav(page)).toHaveCount(shown.pageCount > 1 ? 1 : 0);
      // The address and the title are the category page's own.
      await expect(page).toHaveURL(new RegExp(`${shown.route}$`));
      await expect(page).toHaveTitle(
        `${listingCopy(category, 1, shown.pageCount).title} | ${site.name}`,
      );
      await expect(badge).toBeFocused();
      expect(Math.abs((await badgesTop()) - top)).toBeLessThanOrEqual(1);
    }
    // Checked from the top: axe counts a control half under the sticky top bar as too small,
    // which any control is at some scroll position.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectNoAxeViolations(page);

    await filter(page).getByRole("link", { name: allBadge }).click();
    await expectListing(page, firstPage);
    await expect(page).toHaveURL(/\/resources\/$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  },
);

// The first screen and a half of a phone: the badges must not push the articles down.
test(
  "on a phone the first card starts within a screen and a half; the badges keep their counts, and Tab brings each into view",
  { tag: "@phone" },
  async ({ page, isMobile }) => {
    await page.goto("/resources/");
    await waitForHydration(page);
    const { height } = page.viewportSize()!;
    const firstCard = cardTitles(page).first().locator("xpath=ancestor::li[1]");
    const cardTop = await firstCard.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(cardTop).toBeLessThanOrEqual(1.5 * height);
    await expect(page.getByRole("searchbox")).toBeVisible();

    const names = [allBadge, ...site.resourceCategories.map(badgeName)];
    const badges = filter(page).getByRole("link");
    await expect(badges).toHaveText(names);
    await expect(filter(page).getByRole("link", { name: allBadge })).toHaveAttribute(
      "aria-current",
      "page",
    );
    if (isMobile) {
      // One row that scrolls sideways, not a block of rows above the articles.
      const tops = await badges.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
    }
    // From the search button, Tab walks the badges in order; each comes fully into view.
    await page.getByRole("button", { name: "Search" }).focus();
    for (const name of names) {
      await page.keyboard.press("Tab");
      const badge = filter(page).getByRole("link", { name, exact: true });
      await expect(badge).toBeFocused();
      await expect(badge).toBeInViewport({ ratio: 1 });
    }
  },
);

test("an old ?category= address opens filtered, at the category page's address; an unknown category shows everything", async ({
  page,
}) => {
  const [shown] = listingPages(twoPageBadge);
  await page.goto(`/resources/?category=${categorySlug(twoPageBadge)}`);
  await expect(filter(page).getByRole("link", { name: badgeName(twoPageBadge) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectListing(page, shown);
  await expect(page).toHaveURL(new RegExp(`${shown.route}$`));

  await page.goto("/resources/?category=not-a-category");
  await expect(page).toHaveURL(/\/resources\/$/);
  await expect(filter(page).getByRole("link", { name: allBadge })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectListing(page, firstPage);
});
