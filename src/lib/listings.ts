import { categorySlug, type CategoryTally } from "./categories";
import { categoryPath, listingPagePath, routes } from "./routes";

/**
 * Cards on one page of a listing (all articles, or one category). Twelve fill whole rows of
 * the two- and three-column grids, and keep a page near a phone's few screens.
 */
export const ARTICLES_PER_PAGE = 12;

/**
 * `items` cut into pages of `size`, in the order given. A listing with nothing in it is still
 * one (empty) page: its badge links there, so the address must exist.
 */
export function splitIntoPages<T>(items: readonly T[], size = ARTICLES_PER_PAGE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`page size must be 1 or more: ${size}`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pages.push(items.slice(start, start + size));
  }
  return pages.length > 0 ? pages : [[]];
}

/** Where a listing starts: /resources/ for every article, or the category's own page. */
export const listingPath = (category: string | null) =>
  category ? categoryPath(categorySlug(category)) : routes.resources;

/** The address of page `page` of the listing of `category` (null: every article). */
export const listingPageOf = (category: string | null, page: number) =>
  listingPagePath(listingPath(category), page);

/** What createPages tells each listing page (plugins/site/gatsby/listingPages.ts). */
export interface ListingPageContext {
  /** The category listed, or null for every article. */
  category: string | null;
  /** This page's number, from 1, and how many pages the listing has. */
  page: number;
  pageCount: number;
  /** The ids of the articles on this page, newest first: the page queries only these. */
  ids: string[];
  /** How many articles the whole library holds, in all and by category: the badges' counts. */
  tally: CategoryTally;
  /** The page's CollectionPage and BreadcrumbList, serialized for JSON-LD scripts. */
  jsonLd: string[];
}

/** What a listing page says about itself: its head tags and its hero. */
export interface ListingCopy {
  /** The `<title>` (the agency's name is added by Seo) and the breadcrumb's last name. */
  title: string;
  description: string;
  /** The page's h1 and the line under it. */
  heading: string;
  intro: string;
}

const allDescription =
  "Free, practical guides for small-business owners: websites, SEO, social media, email and ads, plus downloadable checklists and planners.";

/**
 * The words of one listing page. Each category and each numbered page has its own title and
 * description, so no two pages of the library look the same to a search engine.
 */
export function listingCopy(category: string | null, page: number, pageCount: number): ListingCopy {
  const first: ListingCopy = category
    ? {
        title: `${category} guides`,
        description: `Free, practical ${category} guides for small-business owners, in plain English. Every one is free to read, with no sign-up.`,
        heading: `${category} guides for small businesses`,
        intro: `Plain-English ${category} advice for owners who do their own marketing. Every guide is free to read, with no sign-up.`,
      }
    : {
        title: "Resources",
        description: allDescription,
        heading: "Marketing advice you can use this week",
        intro:
          "Plain-English guides for small-business owners on websites, search, social media, email and ads. Every one is free to read, with no sign-up.",
      };
  if (page <= 1) return first;
  const of = `page ${page} of ${pageCount}`;
  return {
    ...first,
    title: `${first.title}, ${of}`,
    description: `${first.description} This is ${of}.`,
  };
}

/**
 * The page numbers a pagination bar shows for page `page` of `count`: the first, the last, and
 * the current one with its neighbors, with "gap" where numbers are left out. A 40-page listing
 * shows seven or so links, not forty.
 */
export function pageNumbers(page: number, count: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  shown.forEach((n, index) => {
    const before = shown[index - 1];
    // A gap of one number shows that number: "1 2 3", never "1 … 3".
    if (before !== undefined && n - before === 2) result.push(before + 1);
    else if (before !== undefined && n - before > 2) result.push("gap");
    result.push(n);
  });
  return result;
}
