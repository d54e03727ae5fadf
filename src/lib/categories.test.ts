import { siteConfig } from "../test-utils";
import {
  categoryCounts,
  categoryFromSlug,
  categorySlug,
  showingLabel,
  tallyCategories,
} from "./categories";

// The fixture site's badges (fixture-site/README.md): Website Design, Local Search, Content
// Strategy, Email & Newsletters, SEO; Branding is accepted but has no badge.
const categories = siteConfig.resourceCategories;

const articles = [
  { category: "SEO" },
  { category: "Website Design" },
  { category: "Website Design" },
  { category: "Branding" },
];

const countOf = (rows: ReturnType<typeof categoryCounts>, name: string) =>
  rows.find((row) => row.name === name)?.count;

describe("categoryCounts", () => {
  it("starts with All, then the configured categories in order", () => {
    const rows = categoryCounts(tallyCategories(articles), categories);
    expect(rows.map((row) => row.name)).toEqual(["All", ...categories]);
    expect(rows[0]).toEqual({ name: "All", slug: null, count: 4 });
  });

  it("counts the articles of each category, zero where there are none", () => {
    const rows = categoryCounts(tallyCategories(articles), categories);
    expect(countOf(rows, "Website Design")).toBe(2);
    expect(countOf(rows, "SEO")).toBe(1);
    expect(countOf(rows, "Local Search")).toBe(0);
  });

  it("gives a category without a badge no row, while All still counts its articles", () => {
    const rows = categoryCounts(tallyCategories(articles), categories);
    expect(rows.find((row) => row.name === "Branding")).toBeUndefined();
    expect(rows.reduce((sum, row) => (row.slug ? sum + row.count : sum), 0)).toBe(3);
  });

  it("follows the articles: adding one raises its category and All", () => {
    const rows = categoryCounts(tallyCategories([...articles, { category: "SEO" }]), categories);
    expect(countOf(rows, "SEO")).toBe(2);
    expect(countOf(rows, "All")).toBe(5);
  });
});

describe("category slugs", () => {
  it("makes URL-safe slugs", () => {
    expect(categorySlug("Email Marketing")).toBe("email-marketing");
    expect(categorySlug("SEO")).toBe("seo");
    expect(categorySlug("Wellness & Fitness")).toBe("wellness-and-fitness");
  });

  it("reads a slug back to its configured category, ignoring unknown ones", () => {
    expect(categoryFromSlug("email-and-newsletters", categories)).toBe("Email & Newsletters");
    expect(categoryFromSlug("SEO", categories)).toBe("SEO");
    expect(categoryFromSlug("branding", categories)).toBeNull();
    expect(categoryFromSlug(null, categories)).toBeNull();
  });
});

describe("showingLabel", () => {
  it("says how many articles show and in which category", () => {
    expect(showingLabel(10, null)).toBe("Showing all 10 articles");
    expect(showingLabel(2, "SEO")).toBe("Showing 2 articles in SEO");
    expect(showingLabel(1, "SEO")).toBe("Showing 1 article in SEO");
  });
});

describe("showingLabel on one page of a longer listing", () => {
  it("says which part of the listing shows", () => {
    expect(showingLabel(30, null, { first: 13, last: 24 })).toBe("Showing 13 to 24 of 30 articles");
    expect(showingLabel(14, "SEO", { first: 1, last: 12 })).toBe(
      "Showing 1 to 12 of 14 articles in SEO",
    );
  });

  it("says the plain count when the one page holds the whole listing", () => {
    expect(showingLabel(10, null, { first: 1, last: 10 })).toBe("Showing all 10 articles");
    expect(showingLabel(0, "SEO", { first: 1, last: 0 })).toBe("Showing 0 articles in SEO");
  });
});
