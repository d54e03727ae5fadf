import type { GatsbyNode } from "gatsby";
import { Compilation } from "webpack";
import { COMPILE_HINT } from "../internals";

/**
 * No source maps in production bundles (`devtool: false`, Gatsby's documented per-stage config):
 * Netlify publishes all of public/, and a map, which nothing reads, hands out the site's source
 * and file paths. onPostBuild stops the build if one is there (../hosting/buildArtifacts.ts).
 *
 * Every script starts with V8's compile hint `//# allFunctionsCalledOnLoad`, for the
 * total-blocking-time budget (bench/budgets.json): V8 otherwise compiles each webpack module
 * function on the main thread when it first runs, in one long task during hydration, when almost
 * all of them run; with it, Chrome compiles them on a background thread while the file downloads.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
}) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    devtool: false,
    plugins: [
      plugins.banner({
        banner: COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        // After Terser (optimize size), which would strip the comment (../internals: checkBundles).
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
  });
};
