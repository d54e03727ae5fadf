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
 * total-blocking-time budget (bench/budgets.json). Webpack wraps each module in a function,
 * which V8 otherwise compiles on the main thread the first time it runs, in one long task while
 * React and Gatsby start up; with the hint, Chrome compiles them on a background thread while
 * the file downloads. Almost every function in these files runs during hydration anyway.
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
