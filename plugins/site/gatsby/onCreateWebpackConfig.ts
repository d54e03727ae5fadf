import type { GatsbyNode } from "gatsby";
import { Compilation } from "webpack";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { buildState, partytownSnippetModule } from "../internals";

/**
 * The HTML renderer (the stages that run gatsby-ssr.tsx) gets content/site.yaml compiled in as
 * `SITE_FILE`, read here once per build. Reading the file while pages render would be an
 * "unsafe builtin" to Gatsby: it cannot tell what such a read depends on, so it would re-render
 * every page on every later build and no rebuild (on Netlify, from its build cache) would be
 * incremental. Compiled in, a change to the file changes the renderer, which re-renders them all.
 *
 * The production browser bundles are built without source maps (`devtool: false`, Gatsby's
 * documented way to change its webpack config per stage): Netlify publishes all of public/,
 * and a map hands out the site's source with its file paths to anyone who asks for it. Nothing
 * reads them; onPostBuild stops the build if one is there (./onPostBuild/buildArtifacts.ts).
 *
 * Two pieces of dead code are left out of them, about 2.1 KB gzipped on every page, which keeps
 * the library's pages within the benchmark's 85 KB of JavaScript (bench/budgets.json):
 * - Partytown's snippet injector, with Partytown's integration code (1.4 KB). Gatsby's built-in
 *   Partytown plugin requires it at the top of a CommonJS file whose only call returns early
 *   outside `gatsby develop`, and CommonJS requires are never tree-shaken. The alias is keyed by
 *   absolute path, as Gatsby requires it by a relative one; `partytownSnippetModule` stops the
 *   build if Gatsby moved it (docs/UPGRADING.md).
 * - `hoist-non-react-statics`, with `react-is` (0.7 KB), which `@emotion/react` imports for
 *   `withTheme`, which the site never uses. The import is a bare one, which webpack keeps unless
 *   the package says it has no side effects; it has none, so the rule says it for it. Were
 *   `withTheme` used, its import would be kept as any used import is.
 *
 * Every script also starts with V8's compile hint `//# allFunctionsCalledOnLoad`, for the
 * benchmark's total-blocking-time budget (bench/budgets.json: <= 50 ms on a phone). Webpack wraps
 * each module in a function, which V8 otherwise compiles on the main thread the first time it
 * runs: while React and Gatsby start up, in one long task. With the hint, Chrome (136 and later)
 * compiles them on a background thread while the file downloads. Almost every function in these
 * files runs during hydration anyway. Other browsers ignore the comment. Measured with `npm run bench` (5 runs): median mobile TBT on /resources/ 79 ms -> 22 ms.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
}) => {
  // Gatsby compiles this file into .cache/, so paths start from the project, not __dirname.
  const { directory } = buildState(store);
  if (stage === "build-html" || stage === "develop-html") {
    const siteFile = readSiteConfig(directory);
    actions.setWebpackConfig({
      plugins: [plugins.define({ SITE_FILE: JSON.stringify(siteFile) })],
    });
    return;
  }
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    devtool: false,
    resolve: { alias: { [partytownSnippetModule(directory)]: false } },
    module: {
      rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
    },
    plugins: [
      plugins.banner({
        banner: "//# allFunctionsCalledOnLoad",
        raw: true,
        test: /\.js$/,
        // After Terser (optimize size), which would strip the comment.
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
  });
};
