import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The checks of the site's debts to Gatsby internals (docs/UPGRADING.md is their register: why
 * each is kept, and when each check runs). Each throws a GatsbyInternalsError saying what moved
 * and which of our files to update, so an upgrade fails the build instead of shipping a broken site.
 */

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

/** Checks Gatsby's render-or-hydrate rule (production-app.js), which src/hydrate.ts repeats. */
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

/** The checks of the installed packages, run before anything is built (onPreBootstrap). */
export function checkInternals(projectDir: string): void {
  checkHydrateRule(projectDir);
  checkRootIds(projectDir);
}

/** The first line V8 reads as a compile hint (../gatsby/onCreateWebpackConfig.ts adds it). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Checks Gatsby's page-data layout (gatsby-core-utils' fixedPagePath). */
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

/** The 404 page as Gatsby writes it: what Netlify serves for unknown paths, and its address. */
export const NOT_FOUND_PAGES = ["/404.html", "/404/index.html"];

/** Checks that Gatsby wrote both NOT_FOUND_PAGES (./hosting/publish.ts puts a policy in both). */
export function checkNotFoundPages(files: readonly string[]): void {
  const missing = NOT_FOUND_PAGES.filter((file) => !files.includes(file));
  if (missing.length > 0) {
    throw new GatsbyInternalsError(
      `Gatsby did not write ${missing.join(" and ")}: update NOT_FOUND_PAGES in ` +
        "plugins/site/internals.ts (plugins/site/hosting/publish.ts puts the 404 page's policy " +
        "in them) and withPolicyMeta in plugins/site/hosting/netlifyHeaders.ts.",
    );
  }
}

/**
 * Checks that each bundle of the chunk map is named with a content hash (cached as immutable) and
 * still starts with the compile hint, which a change in where Gatsby minifies would strip.
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

/** The site's local plugin, as Gatsby names it (plugins/site/package.json). */
export const SITE_PLUGIN = "site";

/** A Node API of a plugin the site wraps (plugins/*-within-limits), which must still export it. */
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
