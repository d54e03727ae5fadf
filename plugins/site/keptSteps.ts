import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Build steps whose files no article changes (the icons and social card, the downloads, the
 * desk) are the site's slowest, and a writer waits for every rebuild: each records what it was
 * made from in Gatsby's cache, and is skipped while that and the files it wrote are unchanged.
 */

/** The part of Gatsby's cache (the `cache` every Node API receives) used here. */
export interface KeyValueCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** A written file as it was left, by content: Netlify's cache restore gives files new times. */
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
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A library a kept step needs only to make its files, loaded when it does. A plain require:
 * Parcel's gatsby-node bundle resolves `await import()` of CommonJS without its default export.
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
 * Runs `make` unless an earlier run had the same `inputs` (as JSON: every content file and
 * setting the output depends on; a change of code empties the cache, scripts/gatsby.mjs) and
 * the files it wrote, listed by `outputs`, are still as it left them; then returns its value.
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
