import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Three build steps make files that an article never changes: the icons and social card, the
 * free downloads and the writers' desk. They are the slowest part of the site's own build code
 * (bundling the desk, loading exceljs and pdfkit; bench/README.md has today's figures), and a
 * writer waits for every rebuild. Each records what it was made from, in Gatsby's own cache
 * (kept between builds, on Netlify too), and is skipped while that and the files it wrote are
 * unchanged.
 */

/** The part of Gatsby's cache (the `cache` every Node API receives) used here. */
export interface KeyValueCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/**
 * A written file as it was left: a file rewritten, replaced or deleted since no longer matches.
 * By content, not modification time: Netlify's cache restore (./netlifyBuildCache.ts) copies
 * files with new times, and a time-based stamp would never be reused there.
 */
interface FileStamp {
  file: string;
  sha256: string;
}

interface Made<T> {
  key: string;
  value: T;
  files: FileStamp[];
}

/** Every file under `dir` (none if it does not exist), as sorted absolute paths. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(file) : [file];
    })
    .sort();
}

/**
 * A library a kept step needs only to make its files (sharp, exceljs, jszip, pdfkit, esbuild),
 * loaded when it does, so a build that keeps the last build's files never loads it. A plain
 * require: the gatsby-node bundle (Parcel) resolves `await import()` of a CommonJS library
 * without its default export, so the same code would not run in the build and in Jest.
 */
export function loadWhenMaking<T>(library: string): T {
  return createRequire(__filename)(library) as T;
}

function stamp(file: string): FileStamp | null {
  try {
    return { file, sha256: createHash("sha256").update(fs.readFileSync(file)).digest("hex") };
  } catch {
    return null;
  }
}

const unchanged = ({ file, sha256 }: FileStamp) => stamp(file)?.sha256 === sha256;

/**
 * Runs `make` unless an earlier run had the same `inputs` (compared as JSON, so they must
 * include everything the output depends on: content and settings; the code is not among them,
 * as a change to it starts the build from an empty cache: scripts/gatsby.mjs) and the
 * files it wrote, listed by `outputs`, are all still as it left them; then returns what that
 * run returned instead.
 */
export async function reuseOrMake<T>(options: {
  cache: KeyValueCache;
  name: string;
  inputs: unknown;
  make: () => Promise<T>;
  outputs: (value: T) => string[];
}): Promise<{ value: T; reused: boolean }> {
  const { cache, name, inputs, make, outputs } = options;
  const key = createHash("sha256").update(JSON.stringify(inputs)).digest("hex");
  const earlier = (await cache.get(name)) as Made<T> | undefined;
  if (earlier?.key === key && earlier.files.length > 0 && earlier.files.every(unchanged)) {
    return { value: earlier.value, reused: true };
  }
  const value = await make();
  const files = outputs(value).map((file) => stamp(file));
  // A step whose files cannot all be found is simply made again next time.
  if (files.every((file): file is FileStamp => file !== null)) {
    await cache.set(name, { key, value, files } satisfies Made<T>);
  }
  return { value, reused: false };
}
