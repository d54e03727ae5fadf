import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * Drops two pieces of dead code from the production browser bundle (about 2.4 KB gzipped, on
 * every page, against the 85 KB JavaScript budget in bench/budgets.json):
 *
 * - Gatsby's built-in Partytown plugin requires its snippet injector, and with it Partytown's
 *   integration code, at the top of a CommonJS file whose only call returns early outside
 *   `gatsby develop`. CommonJS requires are never tree-shaken, so production carried it unused.
 * - `@emotion/react` imports `hoist-non-react-statics` (and through it `react-is`) for
 *   `withTheme`, which this site never uses. The import is a bare one, which webpack keeps
 *   unless the package says it has no side effects; it has none, so we say it for it.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  store,
}) => {
  if (stage !== "build-javascript") return;
  // Gatsby compiles this file into .cache/, so paths start from the project, not __dirname.
  const { program } = store.getState() as { program: { directory: string } };
  const fromProject = createRequire(path.join(program.directory, "package.json"));
  actions.setWebpackConfig({
    resolve: {
      alias: {
        // Keyed by absolute path: Gatsby requires it by a relative path, which a name alias misses.
        [fromProject.resolve(
          "gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet",
        )]: path.join(program.directory, "src/gatsby/webpack/emptyModule.js"),
      },
    },
    module: {
      rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
    },
  });
};
