// @ts-check
/**
 * The cache Gatsby starts from (scripts/gatsby.mjs runs this before it starts Gatsby).
 *
 * Gatsby keeps every node, and what it computed from it, until the file it came from changes,
 * and starts clean only when a plugin's version changes. Three inputs of every node it cannot
 * see: the site's own modules its code imports (src/: the article parser, the JSON-LD), the
 * installed packages (package-lock.json: a new Markdown parser reads articles differently) and
 * the command (`gatsby develop` makes draft pages and writes their data into public/; a build
 * must never reuse either). So before Gatsby starts, this takes one fingerprint of all of them
 * and, when it differs from the one the last run left in .cache, empties .cache and removes
 * public/: the run starts clean, and nothing a different build made is kept or published.
 *
 * The fingerprint is also handed to Gatsby as SITE_FINGERPRINT, so the build cache Netlify
 * restores is used only when the same fingerprint made it (plugins/site/hosting/staticAdapter.ts).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What the fingerprint covers: the code Gatsby runs, and the packages it runs with. */
const CODE = [
  "src",
  "plugins",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
];
const LOCKFILE = "package-lock.json";
/** Written by the build itself (`graphqlTypegen`) from the queries the fingerprint covers. */
const GENERATED = new Set(["src/gatsby-types.d.ts"]);
/** Where a run leaves its fingerprint: inside the cache it belongs to. */
export const FINGERPRINT_FILE = ".cache/site-fingerprint";

/** Every file under `relative` (a file or folder of `dir`), sorted, with forward slashes. */
function filesOf(dir, relative) {
  const full = path.join(dir, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .flatMap((name) => filesOf(dir, `${relative}/${name}`))
    .sort();
}

/**
 * The fingerprint of a run of `command` in `dir`: a hash of every file of the build's code,
 * the lockfile and the command. Tests and scripts are hashed too (they live beside the code):
 * wider than needed, never narrower.
 * @param {string} dir
 * @param {string} command
 */
export function buildFingerprint(dir, command) {
  const hash = createHash("sha256").update(`command ${command}\0`);
  for (const file of [...CODE.flatMap((entry) => filesOf(dir, entry)), LOCKFILE]) {
    if (GENERATED.has(file) || !fs.existsSync(path.join(dir, file))) continue;
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(dir, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/**
 * What of .cache a clean start keeps: webpack's own cache, which checks every module it kept
 * against the file's content and the packages' versions before using it, and which Gatsby
 * keeps too when it empties its cache for a changed plugin (gatsby/dist/services/initialize.js).
 * Without it, a change to one component compiled every script from nothing. A change to the
 * plugins' code still does: webpack drops its whole cache when their gatsby-node changes.
 */
const KEPT_IN_CACHE = new Set(["webpack"]);

/** Empties .cache in `dir` but for {@link KEPT_IN_CACHE}. @param {string} dir */
function emptyCache(dir) {
  const cache = path.join(dir, ".cache");
  if (!fs.existsSync(cache)) return;
  for (const entry of fs.readdirSync(cache)) {
    if (!KEPT_IN_CACHE.has(entry))
      fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
}

/**
 * Empties .cache (but for webpack's) and removes public/ in `dir` unless the last run there left
 * `fingerprint`; then records it. Returns whether the run starts clean although an older
 * cache was there.
 * @param {string} dir
 * @param {string} fingerprint
 */
export function prepareCache(dir, fingerprint) {
  const file = path.join(dir, FINGERPRINT_FILE);
  const last = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
  const hadCache =
    fs.existsSync(path.join(dir, ".cache")) || fs.existsSync(path.join(dir, "public"));
  const cleared = last !== fingerprint && hadCache;
  if (last !== fingerprint) {
    emptyCache(dir);
    fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${fingerprint}\n`);
  return cleared;
}

/** The message a run that started clean prints (the cache tests look for it). */
export const CLEARED_MESSAGE =
  "The build code, the installed packages or the command changed since the last run here: starting from a clean cache (scripts/gatsby.mjs)";
