import fs from "node:fs";
import path from "node:path";
import type { ArticleContent } from "../src/content/article";
import {
  readArticles,
  readCaseStudies,
  readFaq,
  readServices,
} from "../src/content/readContent.testing";
import { articleCategories } from "../src/content/schemas";
import { readSiteConfig } from "../src/content/siteConfig";
import { categorySlug, showingLabel } from "../src/lib/categories";
import { ARTICLES_PER_PAGE, listingPageOf, splitIntoPages } from "../src/lib/listings";

/**
 * The fixture site's content (fixture-site/), which the behaviour tests run on, read through
 * the build's own validation, so tests never retype a constant, a count or a title
 * (src/content/readContent.ts). The real site's content is only ever checked by properties
 * (./real-content.spec.ts).
 */
/** The fixture site's build (npm run build:fixture): a link to the built copy's public/. */
export const FIXTURE_PUBLIC = path.resolve(__dirname, "../fixture-site/public");
if (!fs.existsSync(FIXTURE_PUBLIC)) {
  throw new Error(`${FIXTURE_PUBLIC} is missing: run "npm run build:fixture" first`);
}
/**
 * The copy the fixture site was built from: fixture-site/content with the accepted hostile
 * fixtures and the picture fixture added (scripts/site-copy.mjs), read as it was built.
 */
export const FIXTURE_ROOT = path.dirname(fs.realpathSync(FIXTURE_PUBLIC));

export const site = readSiteConfig(FIXTURE_ROOT);
export const services = readServices(FIXTURE_ROOT);
export const caseStudies = readCaseStudies(FIXTURE_ROOT);
export const questions = readFaq(FIXTURE_ROOT);

/** The published articles (no drafts), in the order the site lists them: newest first. */
export const articles = readArticles({}, FIXTURE_ROOT);

/** The fixture's drafts: in content, never listed, searchable or built. */
export const drafts = readArticles({ includeDrafts: true }, FIXTURE_ROOT).filter((a) => a.draft);

/** Every category an article may have: the badge categories, then the others. */
export const categories = articleCategories(site);

/** The Resources badges as the page names them: "All (N)", then "SEO (N)"... */
export const allBadge = `All (${articles.length})`;
export const badgeName = (category: string) =>
  `${category} (${articles.filter((article) => article.category === category).length})`;

/** The published articles a listing holds (null: every article), newest first. */
export const listedIn = (category: string | null) =>
  articles.filter((article) => category === null || article.category === category);

/** One page of a listing as the site builds it. */
export interface ListingPage {
  category: string | null;
  /** From 1, and how many pages the listing has. */
  number: number;
  pageCount: number;
  route: string;
  /** The articles its cards show, in order. */
  cards: ArticleContent[];
  /** What its live count says: "Showing 13 to 24 of 24 articles". */
  status: string;
}

/**
 * The pages of a listing: {@link ARTICLES_PER_PAGE} cards each, the newest on page 1. A test
 * never assumes a listing fits on one page; it asks which page shows what.
 */
export function listingPages(category: string | null): ListingPage[] {
  const listed = listedIn(category);
  const pages = splitIntoPages(listed, ARTICLES_PER_PAGE);
  return pages.map((cards, index) => {
    const first = index * ARTICLES_PER_PAGE + 1;
    return {
      category,
      number: index + 1,
      pageCount: pages.length,
      route: listingPageOf(category, index + 1),
      cards,
      status: showingLabel(listed.length, category, { first, last: first + cards.length - 1 }),
    };
  });
}

/** Page 1 of every article: what /resources/ shows, the newest {@link ARTICLES_PER_PAGE}. */
export const firstPage = listingPages(null)[0];

/** The page of a listing (null: every article) whose cards show `article`. */
export function pageShowing(article: ArticleContent, category: string | null = null): ListingPage {
  const shown = listingPages(category).find((page) => page.cards.includes(article));
  if (!shown) throw new Error(`${article.path} is on no page of ${category ?? "all articles"}`);
  return shown;
}

/** What the live region on /resources/ says: every article, or the first page of them. */
export const showingAll = firstPage.status;

/**
 * The newest article with a date, for tests that look at one article page or dialog: on page 1
 * of every listing it is in, as dated articles come first.
 */
export const datedArticle = fixtureHas(
  articles.find((article) => article.date),
  "dated article",
);

/** A date as the site shows it: "2026-04-21" is "April 21, 2026" (Gatsby's `MMMM D, YYYY`). */
export const displayDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** The browser's own log line for any response with status 404, such as the 404 page itself. */
export const http404Log = /^Failed to load resource: the server responded with a status of 404/;

/** What the 404 page logs on purpose for a path that matches no page. */
export const notFoundPageLog = /^404 Page Not Found: no page at \//;

/** Everything an unknown path may log: the browser's 404 report and the page's own log. */
export const unknownPathLogs = new RegExp(`${http404Log.source}|${notFoundPageLog.source}`);

/** The first badge category that has articles, and its `?category=` value, for filter tests. */
export const filledBadge =
  site.resourceCategories.find((c) => articles.some((a) => a.category === c)) ??
  site.resourceCategories[0];
export const filledBadgeSlug = categorySlug(filledBadge);

/**
 * A deliberate property of the fixture site (fixture-site/README.md) that a test relies on.
 * The fixture has the content every test needs, by design: a missing one fails the run
 * loudly, never skips a test.
 */
export function fixtureHas<T>(value: T | undefined, property: string): T {
  if (value === undefined) {
    throw new Error(
      `The fixture site has no ${property} (fixture-site/README.md, "Deliberate properties"): put it back, or change the tests that rely on it`,
    );
  }
  return value;
}

/** A badge category with more articles than one page holds: its listing has a page 2. */
export const twoPageBadge = fixtureHas(
  site.resourceCategories.find((category) => listedIn(category).length > ARTICLES_PER_PAGE),
  "badge category with more articles than one page holds",
);

/** A badge category with no articles yet: its badge counts 0 and its page is empty. */
export const emptyBadge = fixtureHas(
  site.resourceCategories.find((category) => listedIn(category).length === 0),
  "badge category with no articles",
);

/** A category without a badge that has articles: listed under All and on its own page. */
export const categoryWithoutBadge = fixtureHas(
  categories.find(
    (category) => !site.resourceCategories.includes(category) && listedIn(category).length > 0,
  ),
  "category without a badge that has articles",
);

/** Two published articles with the same title: each card must lead to its own article. */
export const sharedTitle = fixtureHas(
  articles
    .map((article) => articles.filter((other) => other.title === article.title))
    .find((same) => same.length > 1),
  "two articles sharing a title",
);

/** The article with the fewest words; the fixture's has a short title and a two-word excerpt. */
export const shortestArticle = [...articles].sort((a, b) => a.wordCount - b.wordCount)[0];

/** An undated article: it shows no date anywhere. */
export const undatedArticle = fixtureHas(
  articles.find((article) => !article.date),
  "undated article",
);
