import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatLaunchCheck, launchCheck } from "../../../src/content/launchCheck";
import { ADMIN_PATH, FEED_PATHS } from "../../../src/lib/routes";
import { buildAdmin } from "../desk/buildAdmin";
import { writeSiteFeeds } from "../feed/feedQuery";
import { preparePublicFolder, STOPS_THE_BUILD } from "../hosting/publish";
import { listedArticles } from "../articles/listedArticles";
import { finishedSearchIndex } from "../search/searchRun";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  graphql,
  getNodesByType,
  cache,
  reporter,
}) => {
  const root = process.cwd();
  const articles = listedArticles(getNodesByType);
  // The feeds first, so the headers written below know their files.
  const feeds = await writeSiteFeeds(root, graphql, articles);
  if (typeof feeds !== "number") {
    reporter.panicOnBuild(feeds.message, feeds.errors);
    return;
  }
  reporter.info(`Feeds: ${feeds} articles in ${Object.values(FEED_PATHS).join(" and ")}`);

  const admin = await buildAdmin(root, path.join(root, "public", ADMIN_PATH), cache);
  const made = admin.reused ? "kept from the last build, nothing it is made from changed" : "built";
  reporter.info(`${ADMIN_PATH}: Sveltia CMS in ${admin.script}, ${admin.bytes} bytes (${made})`);
  if (admin.guessedRepo) {
    reporter.warn(
      "The CMS's GitHub repository is unknown (no CMS_GITHUB_REPO, REPOSITORY_URL or git origin): /admin/ can only work with a local repository",
    );
  }

  const sitePages = getNodesByType("SitePage").map((page) => String(page.path));
  try {
    await preparePublicFolder({
      root,
      sitePages,
      // Started by createPages (../search/searchRun.ts); its failure stops the build here.
      writeSearch: finishedSearchIndex,
      deployContext: process.env.CONTEXT,
      info: (message) => reporter.info(message),
    });
  } catch (error) {
    // The site's own checks say what to do in their message: the build stops with it alone,
    // without a code frame of Gatsby's compiled copy of this plugin.
    if (!STOPS_THE_BUILD.some((kind) => error instanceof kind)) throw error;
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  // A warning, never a failure: the site must still deploy while the owner confirms values.
  const unconfirmed = launchCheck(root);
  if (unconfirmed.length > 0) reporter.warn(formatLaunchCheck(unconfirmed));
};
