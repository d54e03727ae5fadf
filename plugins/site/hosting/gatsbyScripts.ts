import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby's two inline scripts, the chunk mapping and the compilation hash, made again from what
 * Gatsby wrote so the CSP allows exactly them. Gatsby writes both into its scripts slice
 * (gatsby/dist/utils/gatsby-webpack-stats-extractor.js), stitched into every page. The templates
 * copy Gatsby's, whitespace included: if its output changes shape, the build stops naming this file.
 */

const GATSBY_SCRIPTS_SLICE = "/_gatsby/slices/_gatsby-scripts-1.html";

/** Where Gatsby writes the data its runtime checks every page against, the hash among it. */
const GATSBY_APP_DATA = "/page-data/app-data.json";

export interface GatsbyBuildData {
  /** The chunk map's JSON, exactly as Gatsby wrote it into the chunk-mapping script. */
  chunkMap: string;
  compilationHash: string;
}

export class GatsbyScriptsError extends Error {}

const changedShape = (file: string, what: string) =>
  new GatsbyScriptsError(
    `${file}: ${what}; Gatsby's output changed shape, update plugins/site/hosting/gatsbyScripts.ts to match the new output.`,
  );

/** A chunk's files: content-hashed bundles at the site root (`/app-0aa0238cb54528943981.js`). */
const CHUNK_FILE = /^\/[\w.~-]+\.(js|css)$/;

/** Checks the chunk map maps chunk names to bundle paths: nothing else may reach the script. */
export function checkChunkMap(chunkMap: string, file: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(chunkMap);
  } catch {
    throw changedShape(file, "its chunk map is not JSON");
  }
  const entries = parsed && typeof parsed === "object" ? Object.entries(parsed) : [];
  const isChunk = ([name, files]: [string, unknown]) =>
    /^[\w-]+$/.test(name) &&
    Array.isArray(files) &&
    files.every((path) => typeof path === "string" && CHUNK_FILE.test(path));
  if (Array.isArray(parsed) || entries.length === 0 || !entries.every(isChunk)) {
    throw changedShape(file, "its chunk map is not a map of chunk names to bundle paths");
  }
}

/** Gatsby's chunk-mapping script for this build's chunk map (the text between the tags). */
export const chunkMappingScript = (chunkMap: string) =>
  `\n            window.___chunkMapping=${JSON.stringify(chunkMap)};\n          `;

/** Gatsby's two inline scripts for this build, in the order the slice holds them. */
export function gatsbyScripts({ chunkMap, compilationHash }: GatsbyBuildData): string[] {
  checkChunkMap(chunkMap, `public${GATSBY_SCRIPTS_SLICE}`);
  if (!/^[0-9a-f]+$/.test(compilationHash)) {
    throw changedShape(
      `public${GATSBY_APP_DATA}`,
      `its webpackCompilationHash ${JSON.stringify(compilationHash)} is not a hex digest`,
    );
  }
  return [chunkMappingScript(chunkMap), `window.___webpackCompilationHash="${compilationHash}";`];
}

/**
 * The receipt: the scripts slice holds exactly the two inline scripts made again for the build.
 * It holds no content, so a difference is Gatsby's output changing, reported once, not per page.
 */
export function checkGatsbyScriptsSlice(
  sliceInlineScripts: readonly string[],
  data: GatsbyBuildData,
  file: string,
): void {
  if (JSON.stringify(sliceInlineScripts) !== JSON.stringify(gatsbyScripts(data))) {
    throw changedShape(
      file,
      "its inline scripts are not the chunk mapping and compilation hash made again from the chunk map it carries and the build's hash",
    );
  }
}

/**
 * The value `make` wrote into `text`, when `text` is exactly what `make` writes for a value
 * `isValue` accepts; else undefined. `make` writes its value once, as JSON, inside fixed text
 * (found by making `marker`): the value read from between is made again, so nothing else differs.
 */
export function valueMadeBy<T>(
  make: (value: T) => string,
  marker: T,
  isValue: (value: unknown) => value is T,
  text: string,
): T | undefined {
  const [before, after, ...more] = make(marker).split(JSON.stringify(marker));
  if (after === undefined || more.length > 0) {
    throw new Error(
      `${make.name} no longer writes its value once as JSON: update how ` +
        "plugins/site/hosting/knownScripts.ts and gatsbyScripts.ts read it back.",
    );
  }
  if (!text.startsWith(before) || !text.endsWith(after)) return undefined;
  try {
    const value: unknown = JSON.parse(text.slice(before.length, text.length - after.length));
    return isValue(value) && make(value) === text ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The chunk map (the slice's first inline script, found by ./knownScripts.ts's `inlineScripts`)
 * and the app data's hash, once the slice holds exactly the scripts made again from them; else
 * stops the build naming the file.
 */
export function readGatsbyBuildData(
  publicDir: string,
  inlineScripts: (html: string) => string[],
): GatsbyBuildData {
  const read = (file: string) => {
    const full = path.join(publicDir, file);
    if (!fs.existsSync(full)) throw changedShape(`public${file}`, "Gatsby did not write it");
    return fs.readFileSync(full, "utf8");
  };
  const slice = inlineScripts(read(GATSBY_SCRIPTS_SLICE));
  const compilationHash = (
    JSON.parse(read(GATSBY_APP_DATA)) as { webpackCompilationHash?: unknown }
  ).webpackCompilationHash;
  if (typeof compilationHash !== "string") {
    throw changedShape(`public${GATSBY_APP_DATA}`, "it has no webpackCompilationHash");
  }
  const isString = (value: unknown): value is string => typeof value === "string";
  const chunkMap = valueMadeBy(chunkMappingScript, "chunk map", isString, slice[0] ?? "") ?? "";
  const data = { chunkMap, compilationHash };
  checkGatsbyScriptsSlice(slice, data, `public${GATSBY_SCRIPTS_SLICE}`);
  return data;
}
