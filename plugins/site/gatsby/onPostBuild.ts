import type { GatsbyNode } from "gatsby";
import { formatLaunchCheck } from "../../../src/content/launchCheck";
import { ADMIN_PATH, FEED_PATHS } from "../../../src/lib/routes";
import { preparePublicFolder, STOPS_THE_BUILD } from "../hosting/publish";
import { buildState } from "../internals";
import { earlyPostBuild } from "./earlyPostBuild";
import { articlesToIndex, finishSearchIndex } from "./searchIndexRun";

/**
 * Once every page exists: what the steps that read no page did is reported (the article feeds,
 * ../feed; the writers' desk in /admin/, ../desk; the values still to confirm before launch),
 * then what is published is made ready and its headers written (../hosting/publish). In
 * `gatsby build` those steps have already run while Gatsby loaded its page worker
 * (./earlyPostBuild.ts); otherwise they run here first.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { store, reporter, getNodesByType } = args;
  const { directory: root, webpackCompilationHash } = buildState(store);
  const early = await earlyPostBuild(args);
  // The feeds first, so the headers written below know their files.
  if ("error" in early.feeds) throw early.feeds.error;
  if (typeof early.feeds.value !== "number") {
    reporter.panicOnBuild(early.feeds.value.message, early.feeds.value.errors);
    return;
  }
  reporter.info(
    `Feeds: ${early.feeds.value} articles in ${Object.values(FEED_PATHS).join(" and ")}`,
  );
  try {
    await preparePublicFolder({
      root,
      sitePages: getNodesByType("SitePage").map((page) => String(page.path)),
      writeSearch: () => finishSearchIndex(root, articlesToIndex(getNodesByType)),
      webpackCompilationHash,
      deployContext: process.env.CONTEXT,
      info: (message) => reporter.info(message),
      beforeRewrite: async () => {
        if ("error" in early.desk) throw early.desk.error;
        const admin = early.desk.value;
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
  if ("error" in early.launch) throw early.launch.error;
  if (early.launch.value.length > 0) reporter.warn(formatLaunchCheck(early.launch.value));
};
