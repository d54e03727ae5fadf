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

const articleTemplate = path.resolve("src/templates/article.tsx");

/**
 * The content check runs here: createPages runs on every build, and after each edit in `gatsby
 * develop`, once every node exists. One template for every article: a writer's file is data,
 * never compiled into JavaScript.
 */
export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  getNodesByType,
  getNode,
}) => {
  checkContent({ getNodesByType, getNode, reporter });

  // In slug order, not the store's: two articles that tie in the listing order (same date and
  // title) then get the same further reading on every build.
  const articles = listedArticles(getNodesByType).sort((a, b) =>
    a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0,
  );
  // Chosen here once for all: a page asks only for its few, and no page carries the list.
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

  const root = process.cwd();
  const config = readSiteConfig(root);
  if (!isDevelop()) {
    // As soon as every article has its page (../search/searchRun.ts).
    startSearchIndex({ root, siteUrl: config.siteUrl, articles });
  }

  createListingPages({ articles, config, createPage: actions.createPage });

  // Here rather than after the build: createPages also runs in `gatsby develop` after each
  // edit, and the Resources dialog must read the writer's latest text there too.
  const files = await graphql<ArticleFilesResult>(ARTICLE_FILES_QUERY);
  if (files.errors) {
    reporter.panicOnBuild("The articles' body files could not be queried", files.errors);
    return;
  }
  writeArticleBodyFiles(path.join(root, "public"), files.data);
};
