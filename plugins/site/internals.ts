import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The receipts for the site's debts to Gatsby internals. Each function finds one private file
 * or global the site leans on, in the Gatsby installed beside the project, and throws a
 * GatsbyInternalsError saying what moved and which of our files to update when it is not where
 * it was: a Gatsby upgrade then fails the build with that message instead of quietly shipping
 * a heavier or broken site. (The HTML rewrite and the style hoist carry their own receipts, in
 * ./onPostBuild, where they read Gatsby's output.)
 */

/** Thrown when a Gatsby upgrade moved something the site depends on. */
export class GatsbyInternalsError extends Error {}

const gatsbyFile = (projectDir: string, file: string) => {
  const fromProject = createRequire(path.join(projectDir, "package.json"));
  return path.join(path.dirname(fromProject.resolve("gatsby/package.json")), file);
};

const readIfPresent = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

/** The runtime global through which the Resources dialog loads an article's page data. */
const LOADER_GLOBAL = "window.___loader = publicLoader";
const LOADER_LOAD_PAGE = /export const publicLoader = \{[^}]*\bloadPage:/;

/**
 * Checks that Gatsby's browser runtime still puts its page loader on `window.___loader` with
 * `loadPage`, which src/sections/resources/useArticleBody.ts calls to fetch an article's body.
 */
export function checkPageLoader(projectDir: string): void {
  const app = readIfPresent(gatsbyFile(projectDir, "cache-dir/production-app.js"));
  const loader = readIfPresent(gatsbyFile(projectDir, "cache-dir/loader.js"));
  if (!app.includes(LOADER_GLOBAL) || !LOADER_LOAD_PAGE.test(loader)) {
    throw new GatsbyInternalsError(
      "Gatsby's browser runtime no longer sets window.___loader with loadPage(path) " +
        "(cache-dir/production-app.js, cache-dir/loader.js): the Resources dialog could not " +
        "load article bodies. Update src/sections/resources/useArticleBody.ts to Gatsby's new " +
        "page loader.",
    );
  }
}

/** Where Gatsby compiles gatsby-config, gatsby-node and local plugins' gatsby-node files. */
const COMPILED = ".cache/compiled";

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

/** What Gatsby is running: "develop", "build", "serve"..., or undefined outside Gatsby. */
export function gatsbyCommand(env: NodeJS.ProcessEnv = process.env): string | undefined {
  // gatsby-cli sets this before it loads anything of the site's; it is not a public API.
  return env.gatsby_executing_command;
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
 * Every Gatsby internal the build relies on that can be checked before anything is built
 * (onPreBootstrap). Throws a GatsbyInternalsError naming the file to update.
 */
export function checkInternals(
  projectDir: string,
  store: GatsbyStore,
  nodeTypeOwners: Readonly<Record<string, string>>,
): void {
  checkPageLoader(projectDir);
  checkNodeTypeOwners(
    (store as { getState(): unknown }).getState() as TypeOwnersState,
    nodeTypeOwners,
  );
}
