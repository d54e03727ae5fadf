/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import yaml from "js-yaml";
import { onCreateWebpackConfig } from "./onCreateWebpackConfig";

const root = path.resolve(__dirname, "../../..");
/** The tests' own site (fixture-site/README.md), whose site.yaml the renderer gets. */
const fixtureSite = path.resolve(root, "fixture-site");

/**
 * Runs the hook for `stage` with fake actions, as Gatsby would in the project `directory`,
 * returning the config it asked Gatsby for.
 */
function configFor(stage: CreateWebpackConfigArgs["stage"], directory = root) {
  const setWebpackConfig = jest.fn();
  const args = {
    stage,
    actions: { setWebpackConfig },
    plugins: {
      define: (definitions: Record<string, string>) => ({ define: definitions }),
      banner: (options: object) => ({ banner: options }),
    },
    store: { getState: () => ({ program: { directory } }) },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig?.(args, {} as never, () => undefined);
  return setWebpackConfig.mock.calls.map(([config]) => config);
}

describe("onCreateWebpackConfig", () => {
  it.each(["build-html", "develop-html"] as const)(
    "compiles content/site.yaml into the %s renderer, so pages never read it while rendering",
    (stage) => {
      const [config, ...more] = configFor(stage, fixtureSite);
      const site = yaml.load(fs.readFileSync(path.join(fixtureSite, "content/site.yaml"), "utf8"));

      expect(more).toEqual([]);
      expect(config).toEqual({ plugins: [{ define: { SITE_FILE: expect.any(String) } }] });
      expect(JSON.parse(config.plugins[0].define.SITE_FILE)).toEqual(site);
    },
  );

  it("builds the production browser bundles without source maps or dead code, with the compile hint", () => {
    const [config] = configFor("build-javascript");

    expect(config.devtool).toBe(false);
    // The installed file's own path, wherever node_modules really is (it may be a link).
    expect(config.resolve.alias).toEqual({
      [fs.realpathSync(
        path.join(
          root,
          "node_modules/gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet.js",
        ),
      )]: false,
    });
    expect(config.module.rules).toEqual([{ test: expect.any(RegExp), sideEffects: false }]);
    expect(
      config.module.rules[0].test.test("/x/node_modules/hoist-non-react-statics/dist/a.js"),
    ).toBe(true);
    expect(config.plugins).toEqual([
      { banner: expect.objectContaining({ banner: "//# allFunctionsCalledOnLoad" }) },
    ]);
  });

  it("leaves the development browser bundle alone", () => {
    expect(configFor("develop")).toEqual([]);
  });
});
