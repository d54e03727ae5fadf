import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The register of the site's debts to Gatsby internals: the private files and output shapes
 * the site still relies on, each kept for something a visitor would notice (docs/UPGRADING.md
 * says what, and what removing it would cost). Each check finds one and throws a
 * GatsbyInternalsError saying what moved and which of our files to update: a Gatsby upgrade
 * then fails the build with that message instead of quietly shipping a broken site.
 *
 * - Before anything is built (onPreBootstrap): `checkInternals`, which reads the installed
 *   packages' source.
 * - On the build's output (onPostBuild, ./hosting/publish.ts): `checkBuildOutput`, and the
 *   page rewrite's own errors (./hosting/pageScripts.ts, gatsbyScripts.ts, knownScripts.ts).
 * - Where they are used: `wrappedApi`.
 *
 * `GATSBY_INTERNALS` lists every internal with its check; docs/UPGRADING.md says what to do
 * after an upgrade, including for the few that only a person or CI can check.
 */

/** Thrown when a Gatsby upgrade moved something the site depends on. */
export class GatsbyInternalsError extends Error {}

/** The text of `file` in the gatsby package `projectDir` resolves, or "" when it is missing. */
function gatsbyFile(projectDir: string, file: string): string {
  try {
    const gatsby = createRequire(path.join(projectDir, "package.json")).resolve(
      "gatsby/package.json",
    );
    return fs.readFileSync(path.join(path.dirname(gatsby), file), "utf8");
  } catch {
    return "";
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
 * Every Gatsby internal the build relies on that can be checked before anything is built
 * (onPreBootstrap), from the installed packages. Throws a GatsbyInternalsError naming the
 * file to update.
 */
export function checkInternals(projectDir: string): void {
  checkHydrateRule(projectDir);
  checkRootIds(projectDir);
}

/** What `checkBuildOutput` reads of a finished build. */
export interface BuildOutput {
  /** The site's public/ folder. */
  publicDir: string;
  /** Every page Gatsby made in this build. */
  sitePages: readonly string[];
  /** Every file in public/, as paths starting with "/". */
  files: readonly string[];
  /** This build's chunk map, as Gatsby's scripts slice carries it (./hosting/gatsbyScripts.ts). */
  chunkMap: string;
  /** How ./hosting/netlifyHeaders.ts recognizes a content-hashed bundle. */
  isHashedAsset: (file: string) => boolean;
}

/** The first line V8 reads as a compile hint (../gatsby/onCreateWebpackConfig.ts adds it). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Checks Gatsby's page-data layout (gatsby-core-utils' fixedPagePath): each page's data at
 * `page-data/<path>/page-data.json`, the home page's under `index`, and the build's data in
 * `page-data/app-data.json`: ./hosting/netlifyHeaders.ts has every visitor revalidate
 * `/page-data/*`, and ./hosting/gatsbyScripts.ts reads the compilation hash there.
 */
export function checkPageDataLayout(publicDir: string, sitePages: readonly string[]): void {
  const missing = sitePages.filter((page) => {
    const dir = page === "/" ? "index" : page;
    return !fs.existsSync(path.join(publicDir, "page-data", dir, "page-data.json"));
  });
  if (missing.length > 0) {
    throw new GatsbyInternalsError(
      `Gatsby wrote no page-data/<path>/page-data.json for ${missing.slice(0, 3).join(", ")}: ` +
        "its page-data layout changed. Update the /page-data/* rule in " +
        "plugins/site/hosting/netlifyHeaders.ts and readGatsbyBuildData in " +
        "plugins/site/hosting/gatsbyScripts.ts.",
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
  const withoutHint = bundles.filter(
    (file) =>
      file.endsWith(".js") &&
      !fs.readFileSync(path.join(publicDir, file), "utf8").startsWith(COMPILE_HINT),
  );
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
  checkBundles(output.publicDir, output.chunkMap, output.isHashedAsset);
}

/** The site's local plugin, as Gatsby names it (plugins/site/package.json). */
export const SITE_PLUGIN = "site";

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
    internal: "Gatsby's render-or-hydrate rule and replaceHydrateFunction",
    dependents: ["src/hydrate.ts", "gatsby-browser.tsx"],
    check: "checkHydrateRule",
  },
  {
    internal: "the #___gatsby and #gatsby-focus-wrapper ids",
    dependents: [
      "src/components/useModalLock.ts",
      "src/templates/resources.tsx",
      "src/hydrate.ts",
      ".htmlvalidate.mjs",
    ],
    check: "checkRootIds",
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
    internal: "the page-data layout: page-data/<path>/page-data.json and page-data/app-data.json",
    dependents: ["plugins/site/hosting/netlifyHeaders.ts", "plugins/site/hosting/gatsbyScripts.ts"],
    check: "checkPageDataLayout",
  },
  {
    internal: '404.html and 404/index.html, and the default html.js\'s <meta charSet="utf-8"/>',
    dependents: ["plugins/site/hosting/publish.ts", "plugins/site/hosting/netlifyHeaders.ts"],
    check: "checkNotFoundPages, withPolicyMeta",
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
    internal:
      "the scripts Gatsby writes into each page: the page-path script, the <script async> bundles, the scripts slice (re-stitched on incremental builds)",
    dependents: [
      "plugins/site/hosting/pageScripts.ts",
      "plugins/site/hosting/gatsbyScripts.ts",
      "plugins/site/hosting/knownScripts.ts",
    ],
    check: "rewritePageScripts, readGatsbyBuildData",
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
];
