import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { SiteConfigFile } from "../../../src/content/schemas";
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
import type { StoredArticle } from "../articles/listedArticles";
import { breadcrumbList, collectionPage, serializeJsonLd } from "../../../src/seo/structuredData";

const listingTemplate = path.resolve("src/templates/resources.tsx");

type ListedArticle = Pick<StoredArticle, "id" | "path" | "title" | "category" | "published">;

/**
 * The library's listing pages: /resources/ and each accepted category's page, even one with no
 * articles yet (its badge links there), cut into numbered pages, newest first. Each page's data
 * holds only its own cards, so a page weighs the same however many articles there are.
 */
export function createListingPages({
  articles: listedArticles,
  config,
  createPage,
}: Pick<CreatePagesArgs["actions"], "createPage"> & {
  /** The articles to list, as createPages read them (no draft outside `gatsby develop`). */
  articles: readonly ListedArticle[];
  config: Pick<SiteConfigFile, "name" | "siteUrl" | "resourceCategories" | "otherCategories">;
}): void {
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
      createPage({ path: pagePath, component: listingTemplate, context });
    });
  }
}
