import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The register of the site's debts to Gatsby internals (and to the Emotion internals the
 * page rewrite leans on). Each check finds one private file, global, state field or output
 * shape the site relies on and throws a GatsbyInternalsError saying what moved and which of
 * our files to update: a Gatsby upgrade then fails the build with that message instead of
 * quietly shipping a heavier or broken site.
 *
 * - Before anything is built (onPreBootstrap): `checkInternals`, which reads the installed
 *   packages' source.
 * - On the build's output (onPostBuild, ./hosting/publish.ts): `checkBuildOutput`.
 * - Where they are used: `compiledGatsbyFiles`, `gatsbyCommand`, `buildState`, `wrappedApi`,
 *   `partytownSnippetModule` (when the browser bundles' webpack config is made).
 *
 * `GATSBY_INTERNALS` lists every internal with its check; docs/UPGRADING.md says what to do
 * after an upgrade, including for the few that only a person or CI can check.
 */

/** Thrown when a Gatsby upgrade moved something the site depends on. */
export class GatsbyInternalsError extends Error {}

/**
 * The folder of package `name` as `fromDir` (a folder with a package.json) resolves it, or
 * null when it is not installed there.
 */
function packageDir(fromDir: string, name: string): string | null {
  try {
    const resolve = createRequire(path.join(fromDir, "package.json")).resolve;
    return path.dirname(resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

/**
 * The text of `file` inside the package reached by resolving `chain` from the project (each
 * package from the one before, as Node would load it), or "" when any is missing.
 */
function packageSource(projectDir: string, chain: readonly string[], file: string): string {
  let dir: string | null = projectDir;
  for (const name of chain) dir = dir === null ? null : packageDir(dir, name);
  if (dir === null) return "";
  const target = path.join(dir, file);
  return fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
}

const gatsbyFile = (projectDir: string, file: string) =>
  packageSource(projectDir, ["gatsby"], file);

/** Where Gatsby's built-in Partytown plugin keeps the snippet injector its browser file requires. */
const PARTYTOWN_BROWSER = "dist/internal-plugins/partytown/gatsby-browser.js";
const PARTYTOWN_REQUIRE = 'require("./utils/inject-partytown-snippet")';
const PARTYTOWN_SNIPPET = "dist/internal-plugins/partytown/utils/inject-partytown-snippet.js";

/**
 * The absolute path of Partytown's snippet injector, which ./gatsby/onCreateWebpackConfig.ts
 * leaves out of the browser bundles: Gatsby requires it at the top of a CommonJS file (never
 * tree-shaken) whose only call returns early outside `gatsby develop`. Throws when Gatsby no
 * longer requires it from there, where leaving it out would do nothing.
 */
export function partytownSnippetModule(projectDir: string): string {
  const gatsby = packageDir(projectDir, "gatsby");
  const snippet = gatsby === null ? "" : path.join(gatsby, PARTYTOWN_SNIPPET);
  if (
    !gatsbyFile(projectDir, PARTYTOWN_BROWSER).includes(PARTYTOWN_REQUIRE) ||
    !fs.existsSync(snippet)
  ) {
    throw new GatsbyInternalsError(
      `Gatsby no longer requires ${PARTYTOWN_SNIPPET} from ${PARTYTOWN_BROWSER}: the alias in ` +
        "plugins/site/gatsby/onCreateWebpackConfig.ts that leaves Partytown's snippet out of " +
        "the browser bundles would do nothing. Point it at the file Gatsby now requires, or " +
        "remove it (and expect about 1.4 KB more gzipped JavaScript on every page).",
    );
  }
  return snippet;
}

/** The runtime global through which the Resources dialog loads an article's page data. */
const LOADER_GLOBAL = "window.___loader = publicLoader";
const LOADER_LOAD_PAGE = /export const publicLoader = \{[^}]*\bloadPage:/;

/**
 * Checks that Gatsby's browser runtime still puts its page loader on `window.___loader` with
 * `loadPage`, which src/sections/resources/useArticleBody.ts calls to fetch an article's body.
 */
export function checkPageLoader(projectDir: string): void {
  const app = gatsbyFile(projectDir, "cache-dir/production-app.js");
  const loader = gatsbyFile(projectDir, "cache-dir/loader.js");
  if (!app.includes(LOADER_GLOBAL) || !LOADER_LOAD_PAGE.test(loader)) {
    throw new GatsbyInternalsError(
      "Gatsby's browser runtime no longer sets window.___loader with loadPage(path) " +
        "(cache-dir/production-app.js, cache-dir/loader.js): the Resources dialog could not " +
        "load article bodies. Update src/sections/resources/useArticleBody.ts to Gatsby's new " +
        "page loader.",
    );
  }
}

/**
 * Where Gatsby compiles gatsby-config, gatsby-node and local plugins' gatsby-node files
 * (relative to the site). ./hosting/staticAdapter.ts never restores it from Netlify's cache.
 */
export const COMPILED_GATSBY_DIR = ".cache/compiled";
const COMPILED = COMPILED_GATSBY_DIR;

/**
 * The folder of Gatsby's compiled gatsby-* files for this run, which ../hosting/cacheKey.ts hashes.
 * Gatsby (utils/parcel/compile-gatsby-files) compiles them with Parcel before it loads
 * gatsby-config, bundling every project module they import.
 */
export function compiledGatsbyFiles(projectDir: string): string {
  const dir = path.join(projectDir, COMPILED);
  if (!fs.existsSync(path.join(dir, "gatsby-config.js"))) {
    throw new GatsbyInternalsError(
      `Gatsby no longer compiles gatsby-config into ${COMPILED} before loading it: the cache ` +
        "key (plugins/site/hosting/cacheKey.ts) cannot hash the build code, and a code change " +
        "could leave every unchanged article as the old code made it. Hash the folder Gatsby " +
        "now compiles into, or every file gatsby-node imports.",
    );
  }
  return dir;
}

/**
 * What Gatsby is running: "develop", "build", "serve"..., or undefined outside Gatsby. The one
 * reader of `gatsby_executing_command`, which gatsby-cli sets before it loads anything of the
 * site's; it is not a public API (checked by `checkGatsbyCommand`).
 */
export function gatsbyCommand(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.gatsby_executing_command;
}

/** The files that change what they do by `gatsbyCommand()`. */
const COMMAND_READERS =
  "gatsby-config.ts (the cache key), plugins/site/gatsby/createResolvers.ts (drafts in " +
  "develop), plugins/site/gatsby/sourceNodes.ts (watching the downloads), " +
  "plugins/site/keptSteps.ts (the code's fingerprint, hashed once a build) and " +
  "plugins/site/gatsby/contentCheck.ts (errors that do not stop develop)";

/**
 * Checks that gatsby-cli still sets `gatsby_executing_command`, and that it says "develop" or
 * "build" while either runs the site's Node APIs (`env`: the running process's).
 */
export function checkGatsbyCommand(projectDir: string, env: NodeJS.ProcessEnv): void {
  const cli = packageSource(projectDir, ["gatsby", "gatsby-cli"], "lib/create-cli.js");
  const command = gatsbyCommand(env);
  if (
    !cli.includes("process.env.gatsby_executing_command = command") ||
    (command !== "develop" && command !== "build")
  ) {
    throw new GatsbyInternalsError(
      "gatsby-cli no longer tells the site which command runs (process.env." +
        `gatsby_executing_command is ${JSON.stringify(command)}, gatsby-cli/lib/create-cli.js): ` +
        `update gatsbyCommand in plugins/site/internals.ts, which ${COMMAND_READERS} read.`,
    );
  }
}

/**
 * Checks Gatsby's rule for rendering or hydrating the page (cache-dir/production-app.js),
 * which src/hydrate.ts repeats: hydrate when `#gatsby-focus-wrapper` has children, else
 * render, and let `replaceHydrateFunction` replace the default renderer.
 */
export function checkHydrateRule(projectDir: string): void {
  const app = gatsbyFile(projectDir, "cache-dir/production-app.js");
  const rule =
    app.includes("document.getElementById(`gatsby-focus-wrapper`)") &&
    /if \(focusEl && focusEl\.children\.length\)\s*\{\s*defaultRenderer = \(Component, el\) =>\s*hydrate\(/.test(
      app,
    ) &&
    /apiRunner\(`replaceHydrateFunction`, undefined, defaultRenderer\)/.test(app);
  if (!rule) {
    throw new GatsbyInternalsError(
      "Gatsby's rule for rendering or hydrating a page changed (cache-dir/production-app.js: " +
        "#gatsby-focus-wrapper, focusEl.children.length, replaceHydrateFunction). Update " +
        "src/hydrate.ts, which repeats it, to Gatsby's new rule and renderer options.",
    );
  }
}

/**
 * Checks the ids of Gatsby's page root (`#___gatsby`, cache-dir/default-html.js) and focus
 * wrapper (`#gatsby-focus-wrapper`, cache-dir/root.js and static-entry.js). The article
 * dialog makes the root inert while it is open, and src/hydrate.ts looks for the wrapper.
 */
export function checkRootIds(projectDir: string): void {
  const html = gatsbyFile(projectDir, "cache-dir/default-html.js");
  const root = gatsbyFile(projectDir, "cache-dir/root.js");
  const ssr = gatsbyFile(projectDir, "cache-dir/static-entry.js");
  if (
    !html.includes('id="___gatsby"') ||
    !root.includes('id="gatsby-focus-wrapper"') ||
    !ssr.includes('id="gatsby-focus-wrapper"')
  ) {
    throw new GatsbyInternalsError(
      "Gatsby's page root is no longer #___gatsby around #gatsby-focus-wrapper " +
        "(cache-dir/default-html.js, root.js, static-entry.js): update " +
        "src/components/useModalLock.ts and src/templates/resources.tsx (the dialog makes the " +
        "root inert), src/hydrate.ts and the ids allowed in .htmlvalidate.mjs.",
    );
  }
}

/**
 * Checks the Emotion behavior plugins/site/hosting/pageStyles.ts relies on: the browser cache
 * moves only SSR styles without `data-s` into the head, and adopts the ids listed in any
 * `<style data-emotion="css ...">`. Emotion is reached through @emotion/react.
 */
export function checkEmotionStyleAdoption(projectDir: string): void {
  const cache = packageSource(
    projectDir,
    ["@emotion/react", "@emotion/cache"],
    "dist/emotion-cache.browser.esm.js",
  );
  if (
    !cache.includes('querySelectorAll("style[data-emotion]:not([data-s])")') ||
    !cache.includes("node.setAttribute('data-s', '')") ||
    !cache.includes('querySelectorAll("style[data-emotion^=\\"" + key + " \\"]")')
  ) {
    throw new GatsbyInternalsError(
      "Emotion's cache no longer moves server-rendered styles by the data-s mark, or no longer " +
        "reads their ids from data-emotion (@emotion/cache/dist/emotion-cache.browser.esm.js): " +
        "update plugins/site/hosting/pageStyles.ts to Emotion's new mark, or remove the hoist.",
    );
  }
}

/**
 * Checks the order in which Gatsby starts a build and caches it
 * (dist/services/initialize.js, dist/utils/adapter/manager.js, dist/commands/build.js):
 * it compiles the gatsby-* files into .cache/compiled, then loads gatsby-config (which writes
 * the cache key), then asks the adapter to restore `.cache` and `public`, then loads the
 * plugins and compares their hash; it stores the cache after onPostBuild.
 */
export function checkBuildCacheOrder(projectDir: string): void {
  const init = gatsbyFile(projectDir, "dist/services/initialize.js");
  const compile = gatsbyFile(projectDir, "dist/utils/parcel/compile-gatsby-files.js");
  const manager = gatsbyFile(projectDir, "dist/utils/adapter/manager.js");
  const build = gatsbyFile(projectDir, "dist/commands/build.js");
  const order = [
    "_compileGatsbyFiles.compileGatsbyFiles)(",
    "_loadConfig.loadConfig)(",
    "adapterManager.restoreCache()",
    "_loadPlugins.loadPlugins)(",
    "PLUGINS_HASH",
  ].map((step) => init.indexOf(step));
  const inOrder = order.every((at, n) => at >= 0 && (n === 0 || at > order[n - 1]));
  const stored = build.indexOf("adapterManager.storeCache()");
  if (
    !inOrder ||
    !compile.includes(`COMPILED_CACHE_DIR = \`${COMPILED}\``) ||
    !manager.includes("directoriesToCache = [`.cache`, `public`]") ||
    stored < 0 ||
    stored < build.indexOf("apiRunnerNode.default)(`onPostBuild`")
  ) {
    throw new GatsbyInternalsError(
      "Gatsby no longer compiles into .cache/compiled, loads gatsby-config, restores the " +
        "adapter's .cache and public, then loads the plugins, in that order, or no longer " +
        "stores them after onPostBuild (dist/services/initialize.js, utils/adapter/manager.js, " +
        "commands/build.js): update plugins/site/hosting/cacheKey.ts (written while " +
        "gatsby-config loads) and plugins/site/hosting/staticAdapter.ts (keeps .cache/compiled " +
        "on restore).",
    );
  }
}

/**
 * Checks that Gatsby still versions a local plugin without a `version` by a hash of every file
 * in it (dist/bootstrap/load-plugins/resolve-plugin.js), and that plugins/site has none: that
 * hash, with plugins/site/cache-key.json inside it, is what clears the cache when the build
 * code changes.
 */
export function checkLocalPluginHash(projectDir: string): void {
  const resolver = gatsbyFile(projectDir, "dist/bootstrap/load-plugins/resolve-plugin.js");
  const sitePackage = path.join(projectDir, "plugins", SITE_PLUGIN, "package.json");
  const pkg = fs.existsSync(sitePackage)
    ? (JSON.parse(fs.readFileSync(sitePackage, "utf8")) as { version?: unknown })
    : {};
  if (
    !/\.version\) \|\| \(0, _createHash\.createFileContentHash\)\(localPluginPath, `\*\*`\)/.test(
      resolver,
    ) ||
    "version" in pkg
  ) {
    throw new GatsbyInternalsError(
      "Gatsby no longer versions plugins/site by a hash of all its files " +
        "(dist/bootstrap/load-plugins/resolve-plugin.js), or plugins/site/package.json has a " +
        "version: a change to the build code would keep stale nodes. Update " +
        "plugins/site/hosting/cacheKey.ts (and remove the version).",
    );
  }
}

/**
 * Checks Gatsby's rule that a Node API declaring three parameters gets a callback and is
 * waited for (dist/utils/api-runner-node.js). The site's APIs declare at most two; with a
 * third that is never called, the build would hang with no message.
 */
export function checkCallbackRule(projectDir: string): void {
  const runner = gatsbyFile(projectDir, "dist/utils/api-runner-node.js");
  if (!runner.includes("gatsbyNode[api].length === 3")) {
    throw new GatsbyInternalsError(
      "Gatsby changed how it tells callback-style Node APIs apart " +
        "(dist/utils/api-runner-node.js: `gatsbyNode[api].length === 3`): check the parameters " +
        "of onCreateNode in plugins/gatsby-plugin-mdx-within-limits/gatsby-node.ts and " +
        "plugins/gatsby-transformer-yaml-within-limits/gatsby-node.ts, and update " +
        "checkNodeApiParameters in plugins/site/internals.ts.",
    );
  }
}

/**
 * Fails when a Node API in a gatsby-node module declares three or more parameters, which
 * Gatsby would pass a callback and wait for (see checkCallbackRule). Run by the unit tests on
 * every gatsby-node module of the site's plugins.
 */
export function checkNodeApiParameters(gatsbyNode: object, file: string): void {
  const waited = Object.entries(gatsbyNode).filter(
    ([, api]) => typeof api === "function" && (api as (...args: unknown[]) => unknown).length >= 3,
  );
  if (waited.length > 0) {
    throw new GatsbyInternalsError(
      `${file}: ${waited.map(([name]) => name).join(", ")} declares a third parameter, so Gatsby ` +
        "would wait for a callback it never gets: declare two, and return a promise.",
    );
  }
}

/**
 * Every Gatsby internal the build relies on that can be checked before anything is built
 * (onPreBootstrap), from the installed packages and Gatsby's state. Throws a
 * GatsbyInternalsError naming the file to update.
 */
export function checkInternals(
  projectDir: string,
  store: GatsbyStore,
  nodeTypeOwners: Readonly<Record<string, string>>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  checkPageLoader(projectDir);
  checkHydrateRule(projectDir);
  checkRootIds(projectDir);
  checkEmotionStyleAdoption(projectDir);
  checkGatsbyCommand(projectDir, env);
  checkBuildCacheOrder(projectDir);
  checkLocalPluginHash(projectDir);
  checkCallbackRule(projectDir);
  checkQueriesDoneStatus(projectDir);
  checkNodeTypeOwners(
    (store as { getState(): unknown }).getState() as TypeOwnersState,
    nodeTypeOwners,
  );
}

/** A page as the hosting code rewrote it: its public/ path and HTML. */
export interface BuiltPage {
  file: string;
  html: string;
}

/** What `checkBuildOutput` reads of a finished build. */
export interface BuildOutput {
  /** The site's public/ folder. */
  publicDir: string;
  /** Every page Gatsby made in this build. */
  sitePages: readonly string[];
  /** Every file in public/, as paths starting with "/". */
  files: readonly string[];
  /** The pages after ./hosting/pageStyles.ts gathered their styles. */
  pages: readonly BuiltPage[];
  /** The text of this build's chunk map (public/chunk-map.json). */
  chunkMap: string;
  /** How ./hosting/netlifyHeaders.ts recognizes a content-hashed bundle. */
  isHashedAsset: (file: string) => boolean;
}

/** The first line V8 reads as a compile hint (../gatsby/onCreateWebpackConfig.ts adds it). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Checks that each page's Emotion styles were gathered into its head: none is left in a
 * body, and at least one page has the gathered element. When Emotion writes its server styles
 * in another form, pageStyles.ts would leave every page unchanged without this.
 */
export function checkStylesHoisted(pages: readonly BuiltPage[]): void {
  const left = pages.filter(({ html }) => {
    const body = html.indexOf("<body");
    return body >= 0 && html.slice(body).includes("<style data-emotion");
  });
  const hoisted = pages.some(({ html }) => /<style data-emotion="css [^"]+" data-s="">/.test(html));
  if (left.length > 0 || (pages.length > 0 && !hoisted)) {
    const where = left.length > 0 ? left[0].file : "every page";
    throw new GatsbyInternalsError(
      `${where}: Emotion's server-rendered styles were not gathered into the head: Emotion's ` +
        "output changed shape. Update plugins/site/hosting/pageStyles.ts to match it.",
    );
  }
}

/**
 * Checks Gatsby's page-data layout (gatsby-core-utils' fixedPagePath): each page's data at
 * `page-data/<path>/page-data.json`, the home page's under `index`. ./hosting/stalePages.ts
 * removes page data by that layout, and ./hosting/netlifyHeaders.ts caches `/page-data/*`.
 */
export function checkPageDataLayout(publicDir: string, sitePages: readonly string[]): void {
  const missing = sitePages.filter((page) => {
    const dir = page === "/" ? "index" : page;
    return !fs.existsSync(path.join(publicDir, "page-data", dir, "page-data.json"));
  });
  if (missing.length > 0) {
    throw new GatsbyInternalsError(
      `Gatsby wrote no page-data/<path>/page-data.json for ${missing.slice(0, 3).join(", ")}: ` +
        "its page-data layout changed. Update plugins/site/hosting/stalePages.ts (which " +
        "removes old page data) and the /page-data/* rule in " +
        "plugins/site/hosting/netlifyHeaders.ts.",
    );
  }
}

/**
 * Checks that Gatsby wrote the 404 page twice, as 404.html (which Netlify serves for unknown
 * paths) and 404/index.html; ./hosting/publish.ts puts the policy in both.
 */
export function checkNotFoundPages(files: readonly string[]): void {
  const missing = ["/404.html", "/404/index.html"].filter((file) => !files.includes(file));
  if (missing.length > 0) {
    throw new GatsbyInternalsError(
      `Gatsby did not write ${missing.join(" and ")}: update NOT_FOUND_PAGES in ` +
        "plugins/site/hosting/publish.ts and the 404 rules in " +
        "plugins/site/hosting/netlifyHeaders.ts.",
    );
  }
}

/**
 * Checks this build's bundles (those in its chunk map): each name carries its content hash
 * the way ./hosting/netlifyHeaders.ts recognizes (so it is cached as immutable), and each
 * script still starts with the compile hint, which a change in where Gatsby minifies would
 * strip (../gatsby/onCreateWebpackConfig.ts).
 */
export function checkBundles(
  publicDir: string,
  chunkMap: string,
  isHashedAsset: (file: string) => boolean,
): void {
  const bundles = [
    ...new Set(Object.values(JSON.parse(chunkMap) as Record<string, string[]>).flat()),
  ];
  const withoutHash = bundles.filter((file) => !isHashedAsset(file));
  if (withoutHash.length > 0) {
    throw new GatsbyInternalsError(
      `Gatsby named bundles without the content hash the headers expect (${withoutHash[0]}): ` +
        "update isHashedAsset in plugins/site/hosting/netlifyHeaders.ts.",
    );
  }
  const withoutHint = bundles.filter((file) => {
    if (!file.endsWith(".js")) return false;
    const fd = fs.openSync(path.join(publicDir, file), "r");
    const start = Buffer.alloc(COMPILE_HINT.length);
    fs.readSync(fd, start, 0, start.length, 0);
    fs.closeSync(fd);
    return start.toString("utf8") !== COMPILE_HINT;
  });
  if (withoutHint.length > 0) {
    throw new GatsbyInternalsError(
      `public${withoutHint[0]} does not start with ${COMPILE_HINT}: Gatsby's minifier now runs at ` +
        "another webpack stage. Update the banner's stage in " +
        "plugins/site/gatsby/onCreateWebpackConfig.ts.",
    );
  }
}

/**
 * Every check of Gatsby's output the site relies on, run once the pages are rewritten
 * (./hosting/publish.ts). Throws a GatsbyInternalsError naming the file to update.
 */
export function checkBuildOutput(output: BuildOutput): void {
  checkNotFoundPages(output.files);
  checkPageDataLayout(output.publicDir, output.sitePages);
  checkStylesHoisted(output.pages);
  checkBundles(output.publicDir, output.chunkMap, output.isHashedAsset);
}

/** The site's local plugin, as Gatsby names it (plugins/site/package.json). */
export const SITE_PLUGIN = "site";

/** The part of Gatsby's redux state checkNodeTypeOwners reads. */
interface TypeOwnersState {
  typeOwners?: { typesToPlugins?: Map<string, string> };
}

/**
 * Fails when Gatsby's cache says another plugin makes one of the node types in `owners` (type
 * to plugin name). Gatsby keeps each node type's owner in its cache and does not forget it when
 * it clears the rest (its typeOwners reducer ignores DELETE_CACHE), so a cache from before a
 * type moved to another plugin makes the first node throw an error that does not say what to do.
 */
export function checkNodeTypeOwners(
  state: TypeOwnersState,
  owners: Readonly<Record<string, string>>,
): void {
  const known = state.typeOwners?.typesToPlugins;
  if (!(known instanceof Map)) {
    throw new GatsbyInternalsError(
      "Gatsby's state no longer has typeOwners.typesToPlugins: update checkNodeTypeOwners " +
        "in plugins/site/internals.ts (and docs/UPGRADING.md).",
    );
  }
  const moved = Object.entries(owners).filter(
    ([type, plugin]) => known.has(type) && known.get(type) !== plugin,
  );
  if (moved.length > 0) {
    throw new GatsbyInternalsError(
      `Gatsby's cache was made when other plugins made ${moved
        .map(([type]) => `${type} (${known.get(type)})`)
        .join(", ")}, and Gatsby keeps that even when it clears its cache. ` +
        'Run "npm run clean" once, then run this command again.',
    );
  }
}

/**
 * One Node API of a plugin the site wraps (plugins/*-within-limits), which must still export
 * it: the wrapper guards it, and passes every other API on unchanged.
 */
export function wrappedApi<M extends object, K extends keyof M>(
  module: M,
  name: K,
  plugin: string,
): NonNullable<M[K]> {
  const api = module[name];
  if (typeof api !== "function") {
    throw new GatsbyInternalsError(
      `${plugin} no longer exports ${String(name)} from its gatsby-node: the site's wrapper ` +
        `(plugins/${plugin}-within-limits/gatsby-node.ts) can no longer hold the files it ` +
        "reads to the writers' limits. Update the wrapper to the plugin's new API.",
    );
  }
  return api as NonNullable<M[K]>;
}

/** The part of Gatsby's redux store the site reads. */
/** Gatsby types its store's getState as `Function`; the site only calls it. */
interface GatsbyStore {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  getState: Function;
}

/**
 * What the site reads of Gatsby's state: the site's folder and the build's compilation hash.
 * The `store` every Node API receives is documented as private ("can change with any
 * version"), so it is read here only, and checked.
 */
export function buildState(store: GatsbyStore): {
  directory: string;
  webpackCompilationHash: unknown;
} {
  const state = (store as { getState(): unknown }).getState() as {
    program?: { directory?: unknown };
    webpackCompilationHash?: unknown;
  };
  const directory = state.program?.directory;
  if (typeof directory !== "string") {
    throw new GatsbyInternalsError(
      "Gatsby's state no longer has program.directory: update buildState in " +
        "plugins/site/internals.ts (and docs/UPGRADING.md).",
    );
  }
  return { directory, webpackCompilationHash: state.webpackCompilationHash };
}

/**
 * The program status Gatsby sets once `gatsby build` has run the page queries and written
 * their data, while its restarted page worker loads (dist/commands/build.js).
 */
export const QUERIES_DONE = "BOOTSTRAP_QUERY_RUNNING_FINISHED";

/**
 * The program status the action Gatsby dispatched last has set (`store.getState().lastAction`,
 * a SET_PROGRAM_STATUS action), or undefined when it set none. Gatsby's state does not keep
 * QUERIES_DONE: its reducer records every status after bootstrap as BOOTSTRAP_FINISHED.
 */
export function statusJustSet(store: GatsbyStore): string | undefined {
  const action = ((store as { getState(): unknown }).getState() as { lastAction?: unknown })
    .lastAction as { type?: unknown; payload?: unknown } | undefined;
  return action?.type === "SET_PROGRAM_STATUS" && typeof action.payload === "string"
    ? action.payload
    : undefined;
}

/**
 * Checks that `gatsby build` still sets QUERIES_DONE after running the page queries and before
 * it builds the pages' HTML, as a SET_PROGRAM_STATUS action its state records as `lastAction`
 * (dist/commands/build.js, redux/actions/internal.js, redux/reducers/index.js).
 */
export function checkQueriesDoneStatus(projectDir: string): void {
  const build = gatsbyFile(projectDir, "dist/commands/build.js");
  const actions = gatsbyFile(projectDir, "dist/redux/actions/internal.js");
  const reducers = gatsbyFile(projectDir, "dist/redux/reducers/index.js");
  const set = build.indexOf(`setProgramStatus(\`${QUERIES_DONE}\`)`);
  const queries = build.indexOf("runQueriesInWorkersQueue)(");
  const html = build.indexOf("buildHTMLPagesAndDeleteStaleArtifacts)(");
  if (
    !(queries >= 0 && set > queries && html > set) ||
    !actions.includes("type: `SET_PROGRAM_STATUS`") ||
    !reducers.includes("exports.lastAction = ")
  ) {
    throw new GatsbyInternalsError(
      `\`gatsby build\` no longer sets ${QUERIES_DONE} between the page queries and the pages' ` +
        "HTML, or no longer records the last action in its state (dist/commands/build.js, " +
        "redux/actions/internal.js, redux/reducers/index.js): update statusJustSet in " +
        "plugins/site/internals.ts and plugins/site/gatsby/earlyPostBuild.ts, which would " +
        "otherwise run its steps after the pages (about 0.1 s more on every rebuild).",
    );
  }
}

/** One Gatsby (or Emotion) internal the site relies on, as docs/UPGRADING.md lists it. */
export interface GatsbyInternal {
  /** What the site relies on. */
  internal: string;
  /** The site's files that break when it changes. */
  dependents: readonly string[];
  /**
   * How it is checked: a function of this module (run at build time), one in the file that
   * reads that output, or "manual" (docs/UPGRADING.md says what to run).
   */
  check: string;
}

/** Every internal the site relies on. The unit tests hold docs/UPGRADING.md to this list. */
export const GATSBY_INTERNALS: readonly GatsbyInternal[] = [
  {
    internal: "window.___loader.loadPage(path) in the browser",
    dependents: ["src/sections/resources/useArticleBody.ts"],
    check: "checkPageLoader",
  },
  {
    internal: "Gatsby's render-or-hydrate rule and replaceHydrateFunction",
    dependents: ["src/hydrate.ts", "gatsby-browser.tsx"],
    check: "checkHydrateRule",
  },
  {
    internal: "the #___gatsby and #gatsby-focus-wrapper ids",
    dependents: [
      "src/components/useModalLock.ts",
      "src/templates/resources.tsx",
      ".htmlvalidate.mjs",
    ],
    check: "checkRootIds",
  },
  {
    internal: "Partytown's snippet injector, required by Gatsby's Partytown plugin in every bundle",
    dependents: ["plugins/site/gatsby/onCreateWebpackConfig.ts"],
    check: "partytownSnippetModule",
  },
  {
    internal: "Emotion's data-s mark and data-emotion ids in the browser cache",
    dependents: ["plugins/site/hosting/pageStyles.ts"],
    check: "checkEmotionStyleAdoption",
  },
  {
    internal: "Emotion's server-rendered <style data-emotion> elements in the body",
    dependents: ["plugins/site/hosting/pageStyles.ts"],
    check: "checkStylesHoisted",
  },
  {
    internal: "process.env.gatsby_executing_command",
    dependents: [
      "gatsby-config.ts",
      "plugins/site/gatsby/createResolvers.ts",
      "plugins/site/gatsby/sourceNodes.ts",
      "plugins/site/gatsby/contentCheck.ts",
    ],
    check: "checkGatsbyCommand",
  },
  {
    internal: ".cache/compiled, compiled before gatsby-config loads",
    dependents: ["plugins/site/hosting/cacheKey.ts", "gatsby-config.ts"],
    check: "compiledGatsbyFiles",
  },
  {
    internal: "build start-up order and the adapter's cache hooks (restore, store, directories)",
    dependents: ["plugins/site/hosting/staticAdapter.ts", "plugins/site/hosting/cacheKey.ts"],
    check: "checkBuildCacheOrder",
  },
  {
    internal: "a local plugin without a version is versioned by a hash of its files",
    dependents: ["plugins/site/package.json", "plugins/site/hosting/cacheKey.ts"],
    check: "checkLocalPluginHash",
  },
  {
    internal: "a Node API with three parameters is passed a callback and waited for",
    dependents: [
      "plugins/gatsby-plugin-mdx-within-limits/gatsby-node.ts",
      "plugins/gatsby-transformer-yaml-within-limits/gatsby-node.ts",
    ],
    check: "checkCallbackRule",
  },
  {
    internal: "store.getState().program.directory and webpackCompilationHash",
    dependents: [
      "plugins/site/gatsby/onPreBootstrap.ts",
      "plugins/site/gatsby/onPostBuild.ts",
      "plugins/site/gatsby/onCreateWebpackConfig.ts",
      "plugins/site/gatsby/onCreateDevServer.ts",
    ],
    check: "buildState",
  },
  {
    internal: "store.getState().typeOwners.typesToPlugins, kept when the cache is cleared",
    dependents: ["plugins/site/gatsby/onPreBootstrap.ts"],
    check: "checkNodeTypeOwners",
  },
  {
    internal:
      "`gatsby build` sets BOOTSTRAP_QUERY_RUNNING_FINISHED after the page queries, as store.getState().lastAction",
    dependents: ["plugins/site/gatsby/earlyPostBuild.ts"],
    check: "checkQueriesDoneStatus",
  },
  {
    internal: "gatsby-plugin-mdx's and gatsby-transformer-yaml's shouldOnCreateNode, onCreateNode",
    dependents: [
      "plugins/gatsby-plugin-mdx-within-limits/gatsby-node.ts",
      "plugins/gatsby-transformer-yaml-within-limits/gatsby-node.ts",
    ],
    check: "wrappedApi",
  },
  {
    internal: "the page-data layout, page-data/<path>/page-data.json with / as index",
    dependents: ["plugins/site/hosting/stalePages.ts", "plugins/site/hosting/netlifyHeaders.ts"],
    check: "checkPageDataLayout",
  },
  {
    internal: "404.html and 404/index.html",
    dependents: ["plugins/site/hosting/publish.ts", "plugins/site/hosting/netlifyHeaders.ts"],
    check: "checkNotFoundPages",
  },
  {
    internal:
      "bundle names with a 20-hex content hash; Terser at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE",
    dependents: [
      "plugins/site/hosting/netlifyHeaders.ts",
      "plugins/site/gatsby/onCreateWebpackConfig.ts",
    ],
    check: "checkBundles",
  },
  {
    internal: "the page-path script and the <script async> bundles Gatsby writes in each page",
    dependents: ["plugins/site/hosting/pageScripts.ts"],
    check: "rewritePageScripts (PageScriptsError)",
  },
  {
    internal: "the scripts slice, chunk-map.json and the compilation hash",
    dependents: ["plugins/site/hosting/gatsbyScripts.ts", "plugins/site/hosting/knownScripts.ts"],
    check: "checkGatsbyScriptsSlice, readGatsbyBuildData (GatsbyScriptsError)",
  },
  {
    internal: "webpack.stats.json and chunk-map.json written into public/",
    dependents: ["plugins/site/hosting/buildArtifacts.ts"],
    check: "readGatsbyBuildData, checkNoBuildArtifacts (BuildArtifactError)",
  },
  {
    internal: 'the default html.js writes <meta charSet="utf-8"/>',
    dependents: ["plugins/site/hosting/netlifyHeaders.ts"],
    check: "withPolicyMeta",
  },
  {
    internal: "slice re-stitching on incremental builds (gatsby/dist/utils/slices/stitching)",
    dependents: ["plugins/site/hosting/pageScripts.ts"],
    check: "manual",
  },
  {
    internal: "the HTML renderer's unsafe-builtin rule (fs during SSR re-renders every page)",
    dependents: ["plugins/site/gatsby/onCreateWebpackConfig.ts", "gatsby-ssr.tsx"],
    check: "manual",
  },
  {
    internal: "nodes kept until their file changes, also when the file failed",
    dependents: ["plugins/site/gatsby/contentCheck.ts"],
    check: "manual",
  },
  {
    internal: "the ImageSharp resize resolver and sharp's attention strategy (17)",
    dependents: ["plugins/site/gatsby/createResolvers.ts"],
    check: "manual",
  },
  {
    internal: "the router's history.state key, replaceState, popstate, page keys and focus wrapper",
    dependents: [
      "src/sections/resources/useArticleParam.ts",
      "src/lib/listingState.ts",
      "src/wrapPageElement.tsx",
      "gatsby-browser.tsx",
      "src/sections/resources/useFocusKeptInPlace.ts",
    ],
    check: "manual",
  },
  {
    internal: "Gatsby's log lines and browser globals that CI and the tests read",
    dependents: [".ci/netlify-on-node22", "plugins/site/hosting/cache.builds.test.ts", "e2e"],
    check: "manual",
  },
  {
    internal: "Netlify's build cache layout (not Gatsby)",
    dependents: ["plugins/site/hosting/netlifyBuildCache.ts"],
    check: "manual",
  },
];
