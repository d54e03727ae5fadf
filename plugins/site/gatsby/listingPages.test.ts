import { ARTICLES_PER_PAGE, type ListingPageContext } from "../../../src/lib/listings";
import { createListingPages } from "./listingPages";

const siteConfig = {
  name: "Agency",
  siteUrl: "https://www.example.com",
  resourceCategories: ["SEO", "Email Marketing"],
  otherCategories: ["Branding"],
};

/** `count` articles: every third in Email Marketing, the rest SEO; dated a day apart. */
const articlesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `article-${index + 1}`,
    path: `/resources/article-${index + 1}/`,
    title: `Article ${index + 1}`,
    category: index % 3 === 0 ? "Email Marketing" : "SEO",
    // Oldest first, so the pages must put them in order themselves.
    published: new Date(Date.UTC(2025, 0, index + 1)).toISOString(),
  }));

async function pagesFor(count: number) {
  const createPage = jest.fn();
  createListingPages({ articles: articlesOf(count), config: siteConfig, createPage });
  return createPage.mock.calls.map(
    ([page]) => page as { path: string; context: ListingPageContext },
  );
}

describe("createListingPages", () => {
  it("makes /resources/ and a page per category, also one with no articles", async () => {
    const pages = await pagesFor(3);
    expect(pages.map((page) => page.path)).toEqual([
      "/resources/",
      "/resources/category/seo/",
      "/resources/category/email-marketing/",
      "/resources/category/branding/",
    ]);
    expect(pages.at(-1)?.context).toMatchObject({ category: "Branding", page: 1, ids: [] });
  });

  it("continues a long listing on numbered pages, newest first, each article once", async () => {
    const count = ARTICLES_PER_PAGE * 2 + 1;
    const pages = await pagesFor(count);
    const all = pages.filter((page) => page.context.category === null);
    expect(all.map((page) => page.path)).toEqual([
      "/resources/",
      "/resources/page/2/",
      "/resources/page/3/",
    ]);
    const ids = all.flatMap((page) => page.context.ids);
    expect(ids).toEqual(
      articlesOf(count)
        .reverse()
        .map((article) => article.id),
    );
    for (const page of all) expect(page.context.pageCount).toBe(3);
  });

  it("gives each page its CollectionPage of its own cards and its breadcrumbs", async () => {
    const pages = await pagesFor(ARTICLES_PER_PAGE + 1);
    const second = pages.find((page) => page.path === "/resources/page/2/");
    const [collection, crumbs] = (second?.context.jsonLd ?? []).map((json) => JSON.parse(json));
    expect(collection).toMatchObject({
      "@type": "CollectionPage",
      url: "https://www.example.com/resources/page/2/",
      mainEntity: { numberOfItems: 1 },
    });
    expect(crumbs.itemListElement.map((crumb: { item: string }) => crumb.item)).toEqual([
      "https://www.example.com/",
      "https://www.example.com/resources/",
      "https://www.example.com/resources/page/2/",
    ]);
  });

  it("gives every page the whole library's counts, so no page queries every article", async () => {
    const pages = await pagesFor(ARTICLES_PER_PAGE + 2);
    const emails = articlesOf(ARTICLES_PER_PAGE + 2).filter(
      (article) => article.category === "Email Marketing",
    ).length;
    for (const page of pages) {
      expect(page.context.tally).toEqual({
        total: ARTICLES_PER_PAGE + 2,
        byCategory: { SEO: ARTICLES_PER_PAGE + 2 - emails, "Email Marketing": emails },
      });
    }
  });
});
