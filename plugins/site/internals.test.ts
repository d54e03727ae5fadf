/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hoistEmotionStyles } from "./hosting/pageStyles";
import { isHashedAsset } from "./hosting/netlifyHeaders";
import * as mdxWrapper from "../gatsby-plugin-mdx-within-limits/gatsby-node";
import * as yamlWrapper from "../gatsby-transformer-yaml-within-limits/gatsby-node";
import {
  buildState,
  checkBundles,
  checkBuildCacheOrder,
  checkCallbackRule,
  checkEmotionStyleAdoption,
  checkGatsbyCommand,
  checkHydrateRule,
  checkLocalPluginHash,
  checkNodeApiParameters,
  checkNodeTypeOwners,
  checkNotFoundPages,
  checkPageDataLayout,
  checkPageLoader,
  checkQueriesDoneStatus,
  checkRootIds,
  checkStylesHoisted,
  COMPILE_HINT,
  GATSBY_INTERNALS,
  gatsbyCommand,
  partytownSnippetModule,
  QUERIES_DONE,
  statusJustSet,
} from "./internals";

const root = path.resolve(__dirname, "../..");

/** The text of a file of an installed package, as this project resolves it. */
const installed = (pkg: string, file: string) =>
  fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file), "utf8");

/**
 * A project whose node_modules holds only the given packages' files, as a future Gatsby (or
 * Emotion) might ship them: `{ gatsby: { "cache-dir/loader.js": "..." } }`.
 */
function fakeProject(packages: Record<string, Record<string, string>>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-internals-"));
  fs.writeFileSync(path.join(dir, "package.json"), "{}");
  for (const [pkg, files] of Object.entries(packages)) {
    const pkgDir = path.join(dir, "node_modules", pkg);
    for (const [file, text] of Object.entries({ "package.json": `{"name":"${pkg}"}`, ...files })) {
      fs.mkdirSync(path.dirname(path.join(pkgDir, file)), { recursive: true });
      fs.writeFileSync(path.join(pkgDir, file), text);
    }
  }
  return dir;
}

/** A fake project holding the installed copy of each file, with one piece of one changed. */
function changedProject(
  files: [pkg: string, file: string][],
  change: { file: string; from: string | RegExp; to: string },
) {
  const packages: Record<string, Record<string, string>> = {};
  for (const [pkg, file] of files) {
    const text = installed(pkg, file);
    const changed = file === change.file ? text.replace(change.from, change.to) : text;
    if (file === change.file) expect(changed).not.toBe(text);
    packages[pkg] = { ...packages[pkg], [file]: changed };
  }
  return fakeProject(packages);
}

describe("each source check passes on the installed packages and names the file to update when one changed", () => {
  const gatsby = (...files: string[]) => files.map((file): [string, string] => ["gatsby", file]);
  const cases: {
    name: string;
    check: (projectDir: string) => void;
    files: [string, string][];
    change: { file: string; from: string | RegExp; to: string };
    names: RegExp;
  }[] = [
    {
      name: "the page loader (window.___loader)",
      check: checkPageLoader,
      files: gatsby("cache-dir/production-app.js", "cache-dir/loader.js"),
      change: {
        file: "cache-dir/production-app.js",
        from: "window.___loader = publicLoader",
        to: "window.___pageLoader = publicLoader",
      },
      names: /src\/sections\/resources\/useArticleBody\.ts/,
    },
    {
      name: "Partytown's snippet injector",
      check: (projectDir) => void partytownSnippetModule(projectDir),
      files: gatsby(
        "dist/internal-plugins/partytown/gatsby-browser.js",
        "dist/internal-plugins/partytown/utils/inject-partytown-snippet.js",
      ),
      change: {
        file: "dist/internal-plugins/partytown/gatsby-browser.js",
        from: 'require("./utils/inject-partytown-snippet")',
        to: 'require("./utils/partytown-snippet")',
      },
      names: /plugins\/site\/gatsby\/onCreateWebpackConfig\.ts/,
    },
    {
      name: "the render-or-hydrate rule",
      check: checkHydrateRule,
      files: gatsby("cache-dir/production-app.js"),
      change: {
        file: "cache-dir/production-app.js",
        from: "focusEl && focusEl.children.length",
        to: "focusEl && focusEl.hasChildNodes()",
      },
      names: /src\/hydrate\.ts/,
    },
    {
      name: "the root ids",
      check: checkRootIds,
      files: gatsby("cache-dir/default-html.js", "cache-dir/root.js", "cache-dir/static-entry.js"),
      change: { file: "cache-dir/default-html.js", from: 'id="___gatsby"', to: 'id="gatsby-root"' },
      names: /src\/components\/useModalLock\.ts/,
    },
    {
      name: "Emotion's data-s mark",
      check: checkEmotionStyleAdoption,
      files: [
        ["@emotion/react", "package.json"],
        ["@emotion/cache", "dist/emotion-cache.browser.esm.js"],
      ],
      change: {
        file: "dist/emotion-cache.browser.esm.js",
        from: /data-s/g,
        to: "data-emotion-seen",
      },
      names: /plugins\/site\/hosting\/pageStyles\.ts/,
    },
    {
      name: "the build's start-up order and the adapter's cache",
      check: checkBuildCacheOrder,
      files: gatsby(
        "dist/services/initialize.js",
        "dist/utils/parcel/compile-gatsby-files.js",
        "dist/utils/adapter/manager.js",
        "dist/commands/build.js",
      ),
      change: {
        file: "dist/utils/adapter/manager.js",
        from: "directoriesToCache = [`.cache`, `public`]",
        to: "directoriesToCache = [`.cache`, `public`, `.cache/compiled`]",
      },
      names: /plugins\/site\/hosting\/staticAdapter\.ts/,
    },
    {
      name: "a local plugin's version",
      check: checkLocalPluginHash,
      files: gatsby("dist/bootstrap/load-plugins/resolve-plugin.js"),
      change: {
        file: "dist/bootstrap/load-plugins/resolve-plugin.js",
        from: "(localPluginPath, `**`)",
        to: "(localPluginPath, `gatsby-*`)",
      },
      names: /plugins\/site\/hosting\/cacheKey\.ts/,
    },
    {
      name: "the callback rule for Node APIs",
      check: checkCallbackRule,
      files: gatsby("dist/utils/api-runner-node.js"),
      change: {
        file: "dist/utils/api-runner-node.js",
        from: "gatsbyNode[api].length === 3",
        to: "gatsbyNode[api].length >= 3",
      },
      names: /plugins\/gatsby-plugin-mdx-within-limits\/gatsby-node\.ts/,
    },
    {
      name: "the status set between the page queries and the pages' HTML",
      check: checkQueriesDoneStatus,
      files: gatsby(
        "dist/commands/build.js",
        "dist/redux/actions/internal.js",
        "dist/redux/reducers/index.js",
      ),
      change: {
        file: "dist/commands/build.js",
        from: "setProgramStatus(`BOOTSTRAP_QUERY_RUNNING_FINISHED`)",
        to: "setProgramStatus(`BOOTSTRAP_FINISHED`)",
      },
      names: /plugins\/site\/gatsby\/earlyPostBuild\.ts/,
    },
  ];

  it.each(cases)("$name", ({ check, files, change, names }) => {
    expect(() => check(root)).not.toThrow();
    expect(() => check(changedProject(files, change))).toThrow(names);
  });

  it("the command gatsby-cli sets, and that it is develop or build", () => {
    const cli = ["gatsby-cli", "lib/create-cli.js"] as [string, string];
    expect(() => checkGatsbyCommand(root, { gatsby_executing_command: "build" })).not.toThrow();
    expect(() => checkGatsbyCommand(root, { gatsby_executing_command: "develop" })).not.toThrow();
    expect(() => checkGatsbyCommand(root, {})).toThrow(/gatsby-config\.ts/);
    const renamed = changedProject([["gatsby", "package.json"], cli], {
      file: "lib/create-cli.js",
      from: /gatsby_executing_command/g,
      to: "GATSBY_COMMAND",
    });
    expect(() => checkGatsbyCommand(renamed, { gatsby_executing_command: "build" })).toThrow(
      /plugins\/site\/internals\.ts.*createResolvers\.ts/,
    );
  });

  it("fails on a project whose plugins/site has a version", () => {
    const resolver = "dist/bootstrap/load-plugins/resolve-plugin.js";
    const project = fakeProject({ gatsby: { [resolver]: installed("gatsby", resolver) } });
    expect(() => checkLocalPluginHash(project)).not.toThrow();
    fs.mkdirSync(path.join(project, "plugins/site"), { recursive: true });
    fs.writeFileSync(path.join(project, "plugins/site/package.json"), '{"version":"1.0.0"}');
    expect(() => checkLocalPluginHash(project)).toThrow(/remove the version/);
  });
});

describe("gatsby_executing_command", () => {
  it("is read by gatsbyCommand, and by nothing else but tests that set it", () => {
    expect(gatsbyCommand({ gatsby_executing_command: "develop" })).toBe("develop");
    expect(gatsbyCommand({})).toBeUndefined();
    const readers = ["src", "plugins", "scripts", "gatsby-config.ts", "gatsby-node.ts"]
      .flatMap((entry) =>
        fs.statSync(path.join(root, entry)).isDirectory()
          ? fs
              .readdirSync(path.join(root, entry), { recursive: true, encoding: "utf8" })
              .map((file) => path.join(entry, file))
          : [entry],
      )
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.(test|builds\.test)\./.test(file))
      .filter((file) =>
        fs.readFileSync(path.join(root, file), "utf8").includes("gatsby_executing_command"),
      );
    expect(readers).toEqual(["plugins/site/internals.ts"]);
  });
});

describe("Node APIs with a third parameter", () => {
  it("none in the wrappers of gatsby-plugin-mdx and gatsby-transformer-yaml", () => {
    expect(() => checkNodeApiParameters(mdxWrapper, "mdx wrapper")).not.toThrow();
    expect(() => checkNodeApiParameters(yamlWrapper, "yaml wrapper")).not.toThrow();
  });

  it("names the file and the API that declares one", () => {
    const module = { onCreateNode: (_a: unknown, _b: unknown, _callback: unknown) => undefined };
    expect(() => checkNodeApiParameters(module, "plugins/x/gatsby-node.ts")).toThrow(
      /plugins\/x\/gatsby-node\.ts: onCreateNode declares a third parameter/,
    );
  });
});

describe("Gatsby's state", () => {
  const state = (owners: [string, string][]) => ({
    typeOwners: { typesToPlugins: new Map(owners) },
  });

  it("passes when the site's plugin made the node types, or nothing has yet", () => {
    expect(() =>
      checkNodeTypeOwners(state([["Article", "site"]]), { Article: "site" }),
    ).not.toThrow();
    expect(() => checkNodeTypeOwners(state([]), { Article: "site" })).not.toThrow();
  });

  it("tells the writer to clean once when a cache from before the move says otherwise", () => {
    const old = state([["Article", "default-site-plugin"]]);
    expect(() => checkNodeTypeOwners(old, { Article: "site", FreeDownload: "site" })).toThrow(
      /made Article \(default-site-plugin\).*Run "npm run clean" once/,
    );
  });

  it("stops the build naming this file when Gatsby's state has no type owners", () => {
    expect(() => checkNodeTypeOwners({}, { Article: "site" })).toThrow(
      /plugins\/site\/internals\.ts/,
    );
  });

  it("reads the status the last action set, and nothing from any other action", () => {
    const store = (lastAction: unknown) => ({ getState: () => ({ lastAction }) });
    expect(statusJustSet(store({ type: "SET_PROGRAM_STATUS", payload: QUERIES_DONE }))).toBe(
      QUERIES_DONE,
    );
    expect(statusJustSet(store({ type: "QUERY_START", payload: QUERIES_DONE }))).toBeUndefined();
    expect(statusJustSet(store(undefined))).toBeUndefined();
  });

  it("reads the site's folder, and names this file when it is gone", () => {
    const store = (state: unknown) => ({ getState: () => state });
    expect(buildState(store({ program: { directory: root } })).directory).toBe(root);
    expect(() => buildState(store({ program: {} }))).toThrow(/plugins\/site\/internals\.ts/);
  });
});

describe("the build's output", () => {
  /** A public/ folder with the given files. */
  function fakePublic(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-output-"));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  it("Emotion's styles, gathered from a page a real build wrote", () => {
    const html = fs.readFileSync(path.join(__dirname, "hosting/__fixtures__/about.html"), "utf8");
    expect(() =>
      checkStylesHoisted([{ file: "about", html: hoistEmotionStyles(html) }]),
    ).not.toThrow();
    // Emotion writing its styles in another form: the hoist leaves them in the body.
    const other = html.replace(/<style data-emotion="css /g, '<style data-emotion="emotion ');
    expect(() =>
      checkStylesHoisted([{ file: "public/about/index.html", html: hoistEmotionStyles(other) }]),
    ).toThrow(/public\/about\/index\.html.*plugins\/site\/hosting\/pageStyles\.ts/);
  });

  it("the page-data layout", () => {
    const publicDir = fakePublic({
      "page-data/index/page-data.json": "{}",
      "page-data/about/page-data.json": "{}",
    });
    expect(() => checkPageDataLayout(publicDir, ["/", "/about/"])).not.toThrow();
    expect(() => checkPageDataLayout(publicDir, ["/", "/about/", "/contact/"])).toThrow(
      /\/contact\/.*plugins\/site\/hosting\/stalePages\.ts/,
    );
  });

  it("the two 404 pages", () => {
    expect(() => checkNotFoundPages(["/404.html", "/404/index.html"])).not.toThrow();
    expect(() => checkNotFoundPages(["/404/index.html"])).toThrow(
      /404\.html.*plugins\/site\/hosting\/publish\.ts/,
    );
  });

  it("the bundles' hashed names and compile hint, from a real build's chunk map", () => {
    const { chunkMap } = JSON.parse(
      fs.readFileSync(
        path.join(__dirname, "hosting/__fixtures__/known-scripts-input.json"),
        "utf8",
      ),
    ) as { chunkMap: string };
    const bundles = Object.values(JSON.parse(chunkMap) as Record<string, string[]>).flat();
    const built = fakePublic(
      Object.fromEntries(bundles.map((file) => [file, `${COMPILE_HINT}\n;`])),
    );
    expect(() => checkBundles(built, chunkMap, isHashedAsset)).not.toThrow();

    const withoutHint = fakePublic(Object.fromEntries(bundles.map((file) => [file, "/*! x */"])));
    expect(() => checkBundles(withoutHint, chunkMap, isHashedAsset)).toThrow(
      /plugins\/site\/gatsby\/onCreateWebpackConfig\.ts/,
    );
    const withoutHash = JSON.stringify({ app: ["/app.js"] });
    expect(() => checkBundles(built, withoutHash, isHashedAsset)).toThrow(
      /\/app\.js.*plugins\/site\/hosting\/netlifyHeaders\.ts/,
    );
  });
});

describe("docs/UPGRADING.md", () => {
  const upgrading = fs.readFileSync(path.join(root, "docs/UPGRADING.md"), "utf8");

  it.each(GATSBY_INTERNALS.map((entry) => [entry.internal, entry] as const))(
    "lists %s, its files and its check",
    (_, { dependents, check }) => {
      for (const file of dependents) {
        expect(fs.existsSync(path.join(root, file))).toBe(true);
        expect(upgrading).toContain(file);
      }
      if (check !== "manual") expect(upgrading).toContain(check.split(/[ ,]/)[0]);
    },
  );
});
