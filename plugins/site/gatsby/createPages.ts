import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { furtherReading } from "../../../src/lib/furtherReading";
import { checkContent } from "./contentCheck";
import { listedArticles } from "../articles/listedArticles";
import { createListingPages } from "./listingPages";
import {
  ARTICLE_FILES_QUERY,
  type ArticleFilesResult,
  writeArticleBodyFiles,
} from "../articles/bodyFiles";
import { isDevelop } from "../runMode";
import { startSearchIndex } from "../search/searchRun";
import { readSiteConfig } from "../../../src/content/siteConfig";
import type { ArticleContent } from "../../../src/content/article";
import type { ArticleDates } from "../articles/articleDates";

const articleTemplate = path.resolve("src/templates/article.tsx");

/**
 * First the content check (./contentCheck.ts), which runs here because createPages runs on
 * every build (and again in `gatsby develop` after each edit) once every node exists, kept or
 * new. Then one page per published article, all from one template that renders the article's
 * parsed blocks. No article is compiled into JavaScript: a writer's file is data, and the site
 * ships one template chunk however many articles there are. Then the library's listing pages
 * (./listingPages.ts), and last each article's body file for the Resources dialog. A build
 * also starts the search index here, as soon as the articles' pages exist (../search/searchRun.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  getNodesByType,
  getNode,
}) => {
  checkContent({ getNodesByType, getNode, reporter });

  // Every article this run lists (no draft outside `gatsby develop`), from the store: the
  // stored fields, its published date among them, are all createPages needs. In slug
  // order, not the store's: two articles that tie in the listing order (same date and title)
  // then get the same further reading on every build.
  const articles = listedArticles<ArticleContent & ArticleDates & { id: string }>(
    getNodesByType,
  ).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  // Each article's related articles and its neighbors by date, chosen here once for all:
  // the page asks only for those few, and no article page carries the list.
  const reading = furtherReading(articles);
  for (const article of articles) {
    const further = reading.get(article.id);
    actions.createPage({
      path: article.path,
      component: articleTemplate,
      context: {
        id: article.id,
        ...further,
        // Every id the page shows, for its query: one list, so an absent neighbor is no null.
        readingIds: further
          ? [...further.related, further.previous, further.next].filter((id) => id !== null)
          : [],
      },
    });
  }

  if (!isDevelop()) {
    const root = process.cwd();
    startSearchIndex({
      root,
      siteUrl: readSiteConfig(root).siteUrl,
      // Each has a page now. A build lists no draft (listedArticles); no index ever holds one.
      articles: articles.filter((article) => !article.draft),
    });
  }

  await createListingPages({ articles, graphql, actions, reporter });

  // Each article's body file, which the Resources dialog fetches (../articles/bodyFiles.ts).
  // Here rather than after the build, because createPages also runs in `gatsby develop`,
  // again after each edit, and the dialog must read the writer's latest text there too.
  const files = await graphql<ArticleFilesResult>(ARTICLE_FILES_QUERY);
  if (files.errors) {
    reporter.panicOnBuild("The articles' body files could not be queried", files.errors);
    return;
  }
  writeArticleBodyFiles(path.join(process.cwd(), "public"), files.data, {
    includeDrafts: isDevelop(),
  });
};
