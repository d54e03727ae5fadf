import fs from "node:fs";
import path from "node:path";

/**
 * Keeps what only the build and its developers need out of what Netlify publishes: everything
 * in public/ is served to anyone who asks for it.
 *
 * - JSON at public/'s root is a tool's by-product: the site publishes its data in folders (page
 *   data, the feeds, the articles' body files, the search index) and its web manifest as
 *   `.webmanifest`. Gatsby writes its build statistics and chunk map there on every build and
 *   reads them back while it renders the pages, so they can only leave afterwards: they are
 *   moved to BUILD_STATS_DIR, where the scale benchmark (scripts/bench-scale.mjs) reads the
 *   chunk map. The browser never asks for them: the runtime finds a page's bundles in the chunk
 *   mapping inlined in every page (./gatsbyScripts.ts).
 * - Source maps (`*.js.map`) would hand out the site's source, file paths included. Production
 *   bundles are built without them (`devtool: false` in ../gatsby/onCreateWebpackConfig.ts), so
 *   no bundle names one either.
 */

/** Where public/'s root JSON is kept instead, relative to the site: Gatsby's cache, never published. */
export const BUILD_STATS_DIR = ".cache/build-stats";

/** JSON at public/'s root, which moveBuildStatistics moves out. */
const ROOT_JSON = /^\/[^/]+\.json$/;

/** Names that say a file is a build's by-product rather than part of the site. */
const ARTEFACT_NAMES: [RegExp, string][] = [
  [/\.map$/, "a source map"],
  [/(^|[/.-])stats\.json$/, "build statistics"],
  [ROOT_JSON, "a tool's output at the root"],
  [/\.tsbuildinfo$/, "TypeScript's build state"],
  [/\.log$/, "a log"],
];

/** The files among `files` (URL paths in public/) whose name says they are build artifacts. */
export function buildArtifacts(files: readonly string[]): { file: string; kind: string }[] {
  return files.flatMap((file) => {
    const kind = ARTEFACT_NAMES.find(([name]) => name.test(file))?.[1];
    return kind ? [{ file, kind }] : [];
  });
}

/**
 * Moves the JSON files at `publicDir`'s root into `statsDir` (replacing what an earlier build
 * left there). Returns the files it moved, as URL paths, in order.
 */
export function moveBuildStatistics(publicDir: string, statsDir: string): string[] {
  fs.mkdirSync(statsDir, { recursive: true });
  const moved = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ROOT_JSON.test(`/${entry.name}`))
    .map((entry) => entry.name)
    .sort();
  for (const name of moved) fs.renameSync(path.join(publicDir, name), path.join(statsDir, name));
  return moved.map((name) => `/${name}`);
}

/** Thrown when public/ holds a build artifact Netlify would publish. */
export class BuildArtifactError extends Error {}

/** Stops the build when any of `files` (URL paths in public/) is a build artifact. */
export function checkNoBuildArtifacts(files: readonly string[]): void {
  const found = buildArtifacts(files);
  if (found.length === 0) return;
  throw new BuildArtifactError(
    [
      "public/ holds build artifacts that Netlify would publish to anyone who asks:",
      ...found.map(({ file, kind }) => `  public${file} (${kind})`),
      "Production bundles have no source maps (plugins/site/gatsby/onCreateWebpackConfig.ts) and " +
        `JSON at public/'s root is moved to ${BUILD_STATS_DIR}/ (plugins/site/hosting/buildArtifacts.ts). ` +
        "Files left by a build from before that: run `npm run clean` once and build again. " +
        "If they come back, find what writes them and keep them out of public/.",
    ].join("\n"),
  );
}
