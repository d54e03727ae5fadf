import fs from "node:fs";
import path from "node:path";
import { readArticles, readCaseStudies, readFaq, readServices } from "../src/content/readContent";
import { articleCategories } from "../src/content/schemas";
import { readSiteConfig } from "../src/content/siteConfig";
import { categorySlug, showingLabel } from "../src/lib/categories";

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
