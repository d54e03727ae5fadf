import type { GatsbyNode } from "gatsby";
import { Compilation } from "webpack";
import { COMPILE_HINT } from "../internals";

/**
 * The production browser bundles are built without source maps (`devtool: false`, Gatsby's
 * documented way to change its webpack config per stage): Netlify publishes all of public/,
 * and a map hands out the site's source with its file paths to anyone who asks for it. Nothing
 * reads them; onPostBuild stops the build if one is there (../hosting/buildArtifacts.ts).
 *
 * Every script also starts with V8's compile hint `//# allFunctionsCalledOnLoad`, for the
 * benchmark's total-blocking-time budget (bench/budgets.json: <= 50 ms on a phone). Webpack
 * wraps each module in a function, which V8 otherwise compiles on the main thread the first
 * time it runs: while React and Gatsby start up, in one long task. With the hint, Chrome (136
 * and later) compiles them on a background thread while the file downloads; almost every
 * function in these files runs during hydration anyway. Other browsers ignore the comment.
 * Measured with `npm run bench`: median mobile TBT on /resources/ 79 ms without it, 22 ms with.
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
