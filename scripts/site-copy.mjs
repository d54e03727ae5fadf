// @ts-check
/**
 * A copy of the site in a temporary folder, with extra articles, built by the project's own
 * Gatsby: what a writer's new files would produce, without touching this checkout's content/
 * or public/. The browser test of writers' odd-but-valid input builds one.
 *
 * Usage: node scripts/site-copy.mjs <name> <article.mdx>...   (prints the built public/ folder)
 *        node scripts/site-copy.mjs --copy <name>   (only copies; prints the copy's folder)
 *        node scripts/site-copy.mjs --build <name>  (builds a copy made earlier, as it is now)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");

/** What a copy leaves out: installed packages, builds, caches and test output. */
const SKIPPED = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  "test-results",
  "playwright-report",
  "bench-results",
]);

/** Where the copy called `name` lives; stable, so a test can find a build made earlier. */
export const siteCopyDir = (name) => path.join(os.tmpdir(), `site-copy-${name}`);

/**
 * Copies the site (as it is on disk, writers' unsaved-to-git files included) to a fresh
 * folder, links its node_modules, and adds each article file to content/articles/.
 * @param {string} name
 * @param {{ articles: string[] }} options  paths of .mdx files to add
 * @returns {string} the copy's folder
 */
export function makeSiteCopy(name, { articles }) {
  const dir = siteCopyDir(name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(root, dir, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(root, source).split(path.sep)[0]),
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const article of articles) {
    fs.copyFileSync(article, path.join(dir, "content", "articles", path.basename(article)));
  }
  return dir;
}

/**
 * Runs `gatsby build` in a copy; throws with Gatsby's output when it fails.
 * @param {string} dir
 * @returns {string} the built public/ folder
 */
export function buildSiteCopy(dir) {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`gatsby build failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
  }
  return path.join(dir, "public");
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const step = args[0] === "--copy" || args[0] === "--build" ? args.shift() : null;
  const [name, ...articles] = args;
  if (!name) {
    console.error("Usage: node scripts/site-copy.mjs [--copy | --build] <name> <article.mdx>...");
    process.exit(2);
  }
  if (step === "--copy") console.log(makeSiteCopy(name, { articles }));
  else if (step === "--build") console.log(buildSiteCopy(siteCopyDir(name)));
  else console.log(buildSiteCopy(makeSiteCopy(name, { articles })));
}
