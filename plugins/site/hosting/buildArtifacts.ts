import fs from "node:fs";
import path from "node:path";

/**
 * Keeps what only the build needs out of public/, which Netlify serves to anyone who asks.
 * JSON at its root is a tool's by-product (the site's data lives in folders): Gatsby writes its
 * build statistics and chunk map there and reads them while rendering, so they are moved out
 * afterwards; the browser finds bundles in the chunk mapping inlined in every page. Source maps
 * would hand out the site's source; production bundles are built without them.
 */

/** Where public/'s root JSON is kept instead, relative to the site: Gatsby's cache, never published. */
export const BUILD_STATS_DIR = ".cache/build-stats";

const ROOT_JSON = /^\/[^/]+\.json$/;

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

/** Moves the JSON files at `publicDir`'s root into `statsDir`; returns them as URL paths. */
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
