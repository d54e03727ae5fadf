import fs from "node:fs";
import path from "node:path";
import { articleDates, historyReader } from "../plugins/site/articles/articleDates";
import { ARTICLES_DIR, type ArticleContent } from "../src/content/article";
import { readArticles, readFaq } from "../src/content/readContent.testing";
import { articleCategories, type SiteConfigFile } from "../src/content/schemas";
import { publicationDay, readSiteConfig } from "../src/content/siteConfig";
import { newestFirst } from "../src/lib/articleOrder";
import { listingPageOf, splitIntoPages } from "../src/lib/listings";

/**
 * The two builds the tests read, each made once per run, with the content it was built from:
 * - `real`: this checkout's content/, built into public/ (`npm run build`). Tests check it only
 *   by properties that hold for any valid content: never a title, count or category of today's.
 * - `fixture`: the fixture site (fixture-site/), built into a copy of the site
 *   (`npm run build:fixture`; fixture-site/public links to it). Behaviour tests read their
 *   expected values from it.
 */
export interface Build {
  name: "real" | "fixture";
  /** The folder the build was made in: its content/ is what it was built from. */
  root: string;
  publicDir: string;
  site: SiteConfigFile;
  /**
   * The published articles, newest published first, as the site lists them: no draft, and no
   * article dated after the build's day (src/content/publication.ts; the tests run on the
   * build's day).
   */
  articles: ArticleContent[];
  /** Every article file, drafts and scheduled articles included. */
  allArticles: ArticleContent[];
  /** The Contact page's Common Questions, their placeholders filled from site.yaml. */
  questions: { question: string; answer: string }[];
}

const checkout = path.resolve(__dirname, "..");

function build(name: Build["name"], publicDir: string, made: string): Build {
  if (!fs.existsSync(publicDir)) {
    throw new Error(`${publicDir} is missing: run "${made}" first`);
  }
  const root = path.dirname(fs.realpathSync(publicDir));
  const allArticles = readArticles({ includeDrafts: true }, root);
  return {
    name,
    root,
    publicDir,
    site: readSiteConfig(root),
    articles: inBuildOrder(root, readArticles({}, root)),
    allArticles,
    questions: readFaq(root),
  };
}

/**
 * `articles` in the order the build lists them: by the published date each page shows, which
 * for an undated article is the commit that added it, when the build's folder has git history
 * (the real site's does; the fixture site's copies have none).
 */
function inBuildOrder(root: string, articles: ArticleContent[]): ArticleContent[] {
  const historyOf = historyReader(root);
  const day = publicationDay(root);
  const published = new Map(
    articles.map((article) => {
      const { history } = historyOf(path.join(root, ARTICLES_DIR, `${article.slug}.mdx`));
      return [article, articleDates(article.date, history, day).dates.published];
    }),
  );
  return [...articles].sort((a, b) =>
    newestFirst(
      { title: a.title, published: published.get(a) ?? null },
      { title: b.title, published: published.get(b) ?? null },
    ),
  );
}

/** The real site's build and content. */
export const realBuild = () => build("real", path.join(checkout, "public"), "npm run build");

/** The fixture site's build and content (fixture-site/README.md). */
export const fixtureBuild = () =>
  build("fixture", path.join(checkout, "fixture-site", "public"), "npm run build:fixture");

/** One page of a listing as the build should make it, from the build's content. */
export interface ListingPage {
  /** The category listed; null for every article. */
  category: string | null;
  route: string;
  /** From 1, of `pageCount`. */
  page: number;
  pageCount: number;
  /** The articles this page lists, newest first. */
  articles: ArticleContent[];
}

/** Every page of every listing (all articles, then each category, badge or not). */
export function listingPages({ site, articles }: Build): ListingPage[] {
  return [null, ...articleCategories(site)].flatMap((category) => {
    const pages = splitIntoPages(articles.filter((a) => !category || a.category === category));
    return pages.map((onPage, index) => ({
      category,
      route: listingPageOf(category, index + 1),
      page: index + 1,
      pageCount: pages.length,
      articles: onPage,
    }));
  });
}
