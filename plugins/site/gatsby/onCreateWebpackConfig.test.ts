/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "./onCreateWebpackConfig";

/** Runs the hook for `stage` with fake actions; returns the config it asked Gatsby for. */
function configFor(stage: CreateWebpackConfigArgs["stage"]) {
  const setWebpackConfig = jest.fn();
  const args = {
    stage,
    actions: { setWebpackConfig },
    plugins: { banner: (options: object) => ({ banner: options }) },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig?.(args, {} as never, () => undefined);
  return setWebpackConfig.mock.calls.map(([config]) => config);
}

describe("onCreateWebpackConfig", () => {
  it("builds the production browser bundles without source maps, with the compile hint", () => {
    const [config, ...more] = configFor("build-javascript");
    expect(more).toEqual([]);
    expect(config.devtool).toBe(false);
    expect(config.plugins).toEqual([
      { banner: expect.objectContaining({ banner: "//# allFunctionsCalledOnLoad" }) },
    ]);
  });

  it.each(["develop", "develop-html", "build-html"] as const)(
    "leaves the %s stage alone",
    (stage) => {
      expect(configFor(stage)).toEqual([]);
    },
  );
});
