import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { newestFirst } from "../../../src/lib/articleOrder";
import { tallyCategories } from "../../../src/lib/categories";
import {
  listingCopy,
  listingPageOf,
  listingPath,
  splitIntoPages,
  type ListingPageContext,
} from "../../../src/lib/listings";
import { routes } from "../../../src/lib/routes";
import { canonicalUrl } from "../../../src/seo/canonicalUrl";
import { breadcrumbList, collectionPage, serializeJsonLd } from "../../../src/seo/structuredData";

const listingTemplate = path.resolve("src/templates/resources.tsx");

/** What a listing needs of each article: createPages' query (./createPages.ts) holds it. */
export type ListedArticle = Pick<Queries.Article, "id" | "path" | "title" | "category"> & {
  published: string | null;
};

interface ListingData {
  siteConfig: Pick<
    Queries.SiteConfig,
    "name" | "siteUrl" | "resourceCategories" | "otherCategories"
  > | null;
}

/**
 * The library's listing pages: /resources/ and each category's page (every accepted category,
 * with or without a badge, even one with no articles yet: its badge links there), each cut
 * into numbered pages of ARTICLES_PER_PAGE, newest published first. Each page's data holds only its own
 * cards, so a page weighs the same at 500 articles as at 10.
 */
export async function createListingPages({
  articles: listedArticles,
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter"> & {
  /** The articles to list, as createPages read them (no draft outside `gatsby develop`). */
  articles: readonly ListedArticle[];
}): Promise<void> {
  const result = await graphql<ListingData>(`
    query ListingPages {
      siteConfig {
        name
        siteUrl
        resourceCategories
        otherCategories
      }
    }
  `);
  const config = result.data?.siteConfig;
  if (result.errors || !config) {
    reporter.panicOnBuild(
      "Could not load the site settings to create the listing pages",
      result.errors,
    );
    return;
  }
  const articles = [...listedArticles].sort(newestFirst);
  // The counts every listing's badges show, here rather than in each page's query: a query over
  // every article would make each listing page depend on all of them (see `articlesById`).
  const tally = tallyCategories(articles);
  const url = (pathname: string) => canonicalUrl(config.siteUrl, pathname);
  const home = { name: "Home", url: url(routes.home) };
  const resources = { name: "Resources", url: url(routes.resources) };

  const listings = [null, ...config.resourceCategories, ...config.otherCategories];
  for (const category of listings) {
    const listed = category ? articles.filter((a) => a.category === category) : articles;
    const pages = splitIntoPages(listed);
    pages.forEach((onPage, index) => {
      const page = index + 1;
      const pagePath = listingPageOf(category, page);
      const copy = listingCopy(category, page, pages.length);
      const crumbs = [home, resources];
      if (category) crumbs.push({ name: category, url: url(listingPath(category)) });
      if (page > 1) crumbs.push({ name: `Page ${page}`, url: url(pagePath) });
      const jsonLd = [
        collectionPage(config, {
          name: copy.title,
          description: copy.description,
          url: url(pagePath),
          items: onPage.map((article) => ({ name: article.title, url: url(article.path) })),
        }),
        breadcrumbList(crumbs),
      ].map(serializeJsonLd);
      const context: ListingPageContext = {
        category,
        page,
        pageCount: pages.length,
        ids: onPage.map((article) => article.id),
        tally,
        jsonLd,
      };
      actions.createPage({ path: pagePath, component: listingTemplate, context });
    });
  }
}
