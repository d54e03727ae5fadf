import path from "node:path";
import { articleCategories } from "../content/schemas";
import { readSiteConfig } from "../content/siteConfig";
import { categorySlug } from "./categories";
import {
  ARTICLES_PER_PAGE,
  listingCopy,
  listingPageOf,
  pageNumbers,
  splitIntoPages,
} from "./listings";
import { routes } from "./routes";

/** The tests' own site (fixture-site/README.md), never the agency's real settings. */
const site = readSiteConfig(path.resolve(__dirname, "../../fixture-site"));
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("splitIntoPages", () => {
  it.each([0, 1, ARTICLES_PER_PAGE - 1, ARTICLES_PER_PAGE, ARTICLES_PER_PAGE + 1, 500])(
    "puts each of %i items on exactly one page, in order, no page over the size",
    (count) => {
      const pages = splitIntoPages(numbers(count));
      expect(pages.flat()).toEqual(numbers(count));
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(ARTICLES_PER_PAGE);
      expect(pages.length).toBe(Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE)));
      // Only the last page may be short, and no page is empty unless the listing is.
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(ARTICLES_PER_PAGE);
      if (count > 0) for (const page of pages) expect(page.length).toBeGreaterThan(0);
    },
  );

  it("keeps an empty listing as one empty page, since its badge links there", () => {
    expect(splitIntoPages([])).toEqual([[]]);
  });

  it("refuses a page size that would never end", () => {
    expect(() => splitIntoPages([1], 0)).toThrow(/page size/);
  });
});

describe("listing addresses", () => {
  it("are /resources/ and the category pages, then numbered pages", () => {
    expect(listingPageOf(null, 1)).toBe(routes.resources);
    expect(listingPageOf(null, 2)).toBe(`${routes.resources}page/2/`);
    const [category] = site.resourceCategories;
    expect(listingPageOf(category, 1)).toBe(
      `${routes.resources}category/${categorySlug(category)}/`,
    );
    expect(listingPageOf(category, 3)).toBe(
      `${routes.resources}category/${categorySlug(category)}/page/3/`,
    );
  });
});

describe("listingCopy", () => {
  const categories = [null, ...articleCategories(site)];

  it("gives every listing page its own title and description", () => {
    const copies = categories.flatMap((category) =>
      [1, 2, 3].map((page) => listingCopy(category, page, 3)),
    );
    expect(new Set(copies.map((copy) => copy.title)).size).toBe(copies.length);
    expect(new Set(copies.map((copy) => copy.description)).size).toBe(copies.length);
  });

  it("names the category in the heading of its page", () => {
    for (const category of categories.slice(1)) {
      expect(listingCopy(category, 1, 1).heading).toContain(category);
    }
  });
});

describe("pageNumbers", () => {
  it("shows every page of a short listing", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, "gap", 5]);
  });

  it("shows the first, the last and the neighbors of the current page of a long one", () => {
    expect(pageNumbers(20, 42)).toEqual([1, "gap", 19, 20, 21, "gap", 42]);
    expect(pageNumbers(3, 42)).toEqual([1, 2, 3, 4, "gap", 42]);
    expect(pageNumbers(42, 42)).toEqual([1, "gap", 41, 42]);
  });

  it("never hides a single number behind a gap", () => {
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
