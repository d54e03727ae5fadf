import { readArticles, readCaseStudies, readFaq, readServices } from "../src/content/readContent";
import { articleCategories } from "../src/content/schemas";
import { readSiteConfig } from "../src/content/siteConfig";
import { categorySlug, showingLabel } from "../src/lib/categories";

/**
 * The content the pages are built from, read through the build's own validation, so tests
 * never retype a constant, a count or a title (src/content/readContent.ts).
 */
export const site = readSiteConfig();
export const services = readServices();
export const caseStudies = readCaseStudies();
export const questions = readFaq();

/** The published articles (no drafts), in the order the site lists them: newest first. */
export const articles = readArticles();

/** Every category an article may have: the badge categories, then the others. */
export const categories = articleCategories(site);

/** The Resources badges as the page names them: "All (N)", then "SEO (N)"... */
export const allBadge = `All (${articles.length})`;
export const badgeName = (category: string) =>
  `${category} (${articles.filter((article) => article.category === category).length})`;

/** What the live region says when every article shows. */
export const showingAll = showingLabel(articles.length, null);

/** The newest article with a date, for tests that look at one article page or dialog. */
export const datedArticle = articles.find((article) => article.date) ?? articles[0];

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
