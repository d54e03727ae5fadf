import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby's two inline scripts, made again from the data Gatsby made them from, so the CSP can
 * allow exactly them and nothing that merely looks like them.
 *
 * Gatsby 5 writes both into its scripts slice (`public/_gatsby/slices/_gatsby-scripts-1.html`,
 * by node_modules/gatsby/dist/utils/gatsby-webpack-stats-extractor.js) and stitches that slice
 * into every page:
 * - the chunk mapping, `window.___chunkMapping=<chunk-map.json as a JS string>;`, from which
 *   the runtime loads a page's component; Gatsby writes the same JSON text to
 *   `public/chunk-map.json`;
 * - the compilation hash, `window.___webpackCompilationHash="<hash>";`, which Gatsby also
 *   keeps in its store (and in `page-data/app-data.json`).
 * Both change whenever the bundles do, so their text is built from this build's chunk map and
 * hash rather than written down. The templates below copy Gatsby's, whitespace included: if
 * Gatsby's output changes shape, `checkGatsbyScriptsSlice` stops the build naming this file.
 */

/** Where Gatsby writes its scripts slice, relative to public/. */
export const GATSBY_SCRIPTS_SLICE = "/_gatsby/slices/_gatsby-scripts-1.html";

/** Where Gatsby writes the chunk map the chunk-mapping script is made from, relative to public/. */
export const GATSBY_CHUNK_MAP = "/chunk-map.json";

/** What a build of Gatsby's two inline scripts is made from. */
export interface GatsbyBuildData {
  /** The text of `public/chunk-map.json`, exactly as Gatsby wrote it. */
  chunkMap: string;
  /** Gatsby's `webpackCompilationHash` for this build. */
  compilationHash: string;
}

/** Thrown when Gatsby's scripts, or what they are made from, are not the shape this module knows. */
export class GatsbyScriptsError extends Error {}

const OWNER = "plugins/site/hosting/gatsbyScripts.ts";

const changedShape = (file: string, what: string) =>
  new GatsbyScriptsError(
    `${file}: ${what}; Gatsby's output changed shape, update ${OWNER} to match the new output.`,
  );

/** A chunk's files: content-hashed bundles at the site root (`/app-0aa0238cb54528943981.js`). */
const CHUNK_FILE = /^\/[\w.~-]+\.(js|css)$/;

/**
 * The chunk map, checked to be what Gatsby writes: chunk names mapped to lists of bundle paths.
 * Nothing else may reach the script, whose text is its JSON.
 */
export function checkChunkMap(chunkMap: string, file: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(chunkMap);
  } catch {
    throw changedShape(file, "it is not JSON");
  }
  const entries = parsed && typeof parsed === "object" ? Object.entries(parsed) : [];
  const isChunk = ([name, files]: [string, unknown]) =>
    /^[\w-]+$/.test(name) &&
    Array.isArray(files) &&
    files.every((path) => typeof path === "string" && CHUNK_FILE.test(path));
  if (Array.isArray(parsed) || entries.length === 0 || !entries.every(isChunk)) {
    throw changedShape(file, "it is not a map of chunk names to bundle paths");
  }
}

/** Gatsby's chunk-mapping script for this build's chunk map (the text between the tags). */
export const chunkMappingScript = (chunkMap: string) =>
  `\n            window.___chunkMapping=${JSON.stringify(chunkMap)};\n          `;

/** Gatsby's compilation-hash script for this build. */
export const compilationHashScript = (hash: string) =>
  `window.___webpackCompilationHash="${hash}";`;

/** Gatsby's two inline scripts for this build, in the order the slice holds them. */
export function gatsbyScripts({ chunkMap, compilationHash }: GatsbyBuildData): string[] {
  checkChunkMap(chunkMap, `public${GATSBY_CHUNK_MAP}`);
  if (!/^[0-9a-f]+$/.test(compilationHash)) {
    throw changedShape(
      "Gatsby's store",
      `its webpackCompilationHash ${JSON.stringify(compilationHash)} is not a hex digest`,
    );
  }
  return [chunkMappingScript(chunkMap), compilationHashScript(compilationHash)];
}

/**
 * The receipt: Gatsby's scripts slice holds exactly the two inline scripts this module makes
 * for the build, in order. The slice has no content in it, so when it differs it is Gatsby's
 * output that changed, and the build stops here naming this file rather than at every page.
 */
export function checkGatsbyScriptsSlice(
  sliceInlineScripts: string[],
  data: GatsbyBuildData,
  file: string,
): void {
  const expected = gatsbyScripts(data);
  const same =
    sliceInlineScripts.length === expected.length &&
    sliceInlineScripts.every((text, index) => text === expected[index]);
  if (!same) {
    throw changedShape(
      file,
      "its inline scripts are not the chunk mapping and compilation hash made from public/chunk-map.json and the build's hash",
    );
  }
}

/** Where Gatsby writes the data its runtime checks every page against, the hash among it. */
export const GATSBY_APP_DATA = "/page-data/app-data.json";

/**
 * What this build's Gatsby scripts are made from: the chunk map and the compilation hash
 * (in the app data) Gatsby wrote into public/. Stops the build naming the file that is missing.
 */
export function readGatsbyBuildData(publicDir: string): GatsbyBuildData {
  const file = path.join(publicDir, GATSBY_CHUNK_MAP);
  if (!fs.existsSync(file))
    throw changedShape(`public${GATSBY_CHUNK_MAP}`, "Gatsby did not write it");
  const appData = path.join(publicDir, GATSBY_APP_DATA);
  const compilationHash = fs.existsSync(appData)
    ? (JSON.parse(fs.readFileSync(appData, "utf8")) as { webpackCompilationHash?: unknown })
        .webpackCompilationHash
    : undefined;
  if (typeof compilationHash !== "string") {
    throw changedShape(`public${GATSBY_APP_DATA}`, "it has no webpackCompilationHash");
  }
  return { chunkMap: fs.readFileSync(file, "utf8"), compilationHash };
}

/** The HTML of Gatsby's scripts slice; stops the build naming this file if it is missing. */
export function readGatsbyScriptsSlice(publicDir: string): string {
  const file = path.join(publicDir, GATSBY_SCRIPTS_SLICE);
  if (!fs.existsSync(file))
    throw changedShape(`public${GATSBY_SCRIPTS_SLICE}`, "Gatsby did not write it");
  return fs.readFileSync(file, "utf8");
}
