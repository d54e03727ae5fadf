import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compiledGatsbyFiles } from "../internals";

/**
 * What Gatsby's cache is keyed on beyond what Gatsby sees for itself.
 *
 * Gatsby makes a node once and keeps it, with everything computed from it, until the file it
 * came from changes; it starts from a clean cache only when a plugin's version changes. A local
 * plugin's version is the hash of its files, so a change in plugins/site is seen, but three
 * inputs of every node are not: the project modules that code imports from src/ (the JSON-LD
 * builders, the design tokens), the installed dependencies (package-lock.json: a new Markdown
 * parser reads articles differently) and the command (`gatsby develop` makes drafts and writes
 * page data for them; `gatsby build` must never reuse either). This module writes all three
 * into a file inside plugins/site, so a change to any of them changes the plugin's version and
 * Gatsby clears its cache the way it does for a plugin upgrade.
 */

/** Inside the local plugin, so Gatsby's hash of the plugin covers it (git-ignored). */
export const CACHE_KEY_FILE = "plugins/site/cache-key.json";

/** The commands whose cache is worth keeping: the preview server and the production build. */
export type CachedCommand = "develop" | "build";

export interface CacheKey {
  /** The code Gatsby runs: gatsby-config, gatsby-node and every project module they import. */
  code: string;
  /** Every installed package, pinned. */
  lockfile: string;
  command: CachedCommand;
}

const sha256 = () => createHash("sha256");

/** Files under `dir`, sorted, as paths relative to it with forward slashes. */
function listFiles(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, name) : [name];
    })
    .sort();
}

/** A hash of every file in `dir` and its name. */
function hashFolder(dir: string): string {
  const hash = sha256();
  for (const name of listFiles(dir)) {
    hash
      .update(`${name}\0`)
      .update(fs.readFileSync(path.join(dir, name)))
      .update("\0");
  }
  return hash.digest("hex");
}

/**
 * The key of a Gatsby run in `root`. Gatsby has already compiled gatsby-config, gatsby-node
 * and each local plugin's gatsby-node into single files, with every project module they
 * import bundled in (packages stay outside), so hashing that output hashes exactly the build
 * code and nothing it does not run (Gatsby's own hash of plugins/site is wider: it counts the
 * tests there too).
 */
export function cacheKey(root: string, command: CachedCommand): CacheKey {
  return {
    code: hashFolder(compiledGatsbyFiles(root)),
    lockfile: sha256()
      .update(fs.readFileSync(path.join(root, "package-lock.json")))
      .digest("hex"),
    command,
  };
}

/**
 * Writes the key where Gatsby hashes it, unless it is already there: an unchanged file keeps
 * the cache. Called from gatsby-config.ts, which Gatsby loads after compiling the code and
 * before it compares its plugins' versions with the cached ones. Returns the key.
 */
export function writeCacheKey(root: string, command: CachedCommand): CacheKey {
  const key = cacheKey(root, command);
  const file = path.join(root, CACHE_KEY_FILE);
  const text = `${JSON.stringify(key, null, 2)}\n`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (current !== text) fs.writeFileSync(file, text);
  return key;
}

/** The key this run wrote, as text, or null outside a Gatsby run (see writeCacheKey). */
export function readCacheKey(root: string): string | null {
  const file = path.join(root, CACHE_KEY_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}
