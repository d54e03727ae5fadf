import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatLaunchCheck, launchCheck } from "../../../src/content/launchCheck";
import { ADMIN_PATH, FEED_PATHS } from "../../../src/lib/routes";
import { buildAdmin } from "../desk/buildAdmin";
import { preparePublicFolder, STOPS_THE_BUILD } from "../hosting/publish";
import { buildState } from "../internals";
import { writeFeeds } from "../feed/writeFeeds";
import { listedArticles } from "./createResolvers";
import { articlesToIndex, finishSearchIndex } from "./searchIndexRun";
import type { ArticleContent } from "../../../src/content/article";
import {
  feedBlocks,
  feedBodiesQuery,
  feedListQuery,
  type FeedBodiesResult,
  type FeedListResult,
} from "./feedQuery";

/**
 * Once every page exists: the article feeds are written (../feed), the writers' desk is built into /admin/ (../desk), what is published
 * is made ready and its headers written (../hosting/publish), and the values still to confirm
 * before launch are listed.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  store,
  reporter,
  cache,
  getNodesByType,
  graphql,
}) => {
  const { directory: root, webpackCompilationHash } = buildState(store);
  // The feeds first, so the headers written below know their files.
  const feed = await graphql<FeedListResult>(feedListQuery);
  if (feed.errors || !feed.data?.siteConfig) {
    reporter.panicOnBuild("Could not load the articles for the feeds", feed.errors);
    return;
  }
  const entries = await writeFeeds({
    root,
    site: feed.data.siteConfig,
    articles: listedArticles<ArticleContent & { id: string }>(getNodesByType),
    blocksOf: async (slugs) => {
      const bodies = await graphql<FeedBodiesResult>(feedBodiesQuery, { slugs });
      if (bodies.errors || !bodies.data) {
        reporter.panicOnBuild("Could not load the articles' text for the feeds", bodies.errors);
        return new Map();
      }
      return new Map(
        bodies.data.allArticle.nodes.map((node) => [node.slug, feedBlocks(node.blocks)]),
      );
    },
  });
  reporter.info(`Feeds: ${entries} articles in ${Object.values(FEED_PATHS).join(" and ")}`);
  try {
    await preparePublicFolder({
      root,
      sitePages: getNodesByType("SitePage").map((page) => String(page.path)),
      writeSearch: () => finishSearchIndex(root, articlesToIndex(getNodesByType)),
      webpackCompilationHash,
      deployContext: process.env.CONTEXT,
      info: (message) => reporter.info(message),
      beforeRewrite: async () => {
        const admin = await buildAdmin(root, path.join(root, "public", ADMIN_PATH), cache);
        const made = admin.reused
          ? "kept from the last build, nothing it is made from changed"
          : "built";
        reporter.info(
          `${ADMIN_PATH}: Decap CMS in ${admin.script}, ${admin.bytes} bytes (${made})`,
        );
        if (admin.guessedRepo) {
          reporter.warn(
            "The CMS's GitHub repository is unknown (no CMS_GITHUB_REPO, REPOSITORY_URL or git origin): /admin/ works only with npm run cms",
          );
        }
      },
    });
  } catch (error) {
    // The site's own checks say what to do in their message: the build stops with it alone,
    // without a code frame of Gatsby's compiled copy of this plugin.
    if (!STOPS_THE_BUILD.some((kind) => error instanceof kind)) throw error;
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  // A warning, never a failure: the site must still deploy while the owner confirms values.
  const toConfirm = launchCheck(root);
  if (toConfirm.length > 0) reporter.warn(formatLaunchCheck(toConfirm));
};
