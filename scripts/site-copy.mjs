// @ts-check
/**
 * A copy of the site in a temporary folder, with extra articles, built by the project's own
 * Gatsby: what a writer's new files would produce, without touching this checkout's content/
 * or public/. The browser test of writers' odd-but-valid input builds one; the scale benchmark
 * (scripts/bench-scale.mjs) builds throwaway ones.
 *
 * The fixture site (fixture-site/README.md) is one such copy: the site's code with the tests'
 * own content in place of content/, built once per test run.
 *
 * Usage: node scripts/site-copy.mjs <name> <article.mdx>...   (prints the built public/ folder)
 *        node scripts/site-copy.mjs --fixture   (builds the fixture site; prints its public/)
 *        node scripts/site-copy.mjs --copy <name>   (only copies; prints the copy's folder)
 *        node scripts/site-copy.mjs --copy-fixture <name>   (the same, with the fixture's content)
 *        node scripts/site-copy.mjs --build <name>  (builds a copy made earlier, as it is now)
 *        node scripts/site-copy.mjs --dir <name>    (prints where that copy lives)
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
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

/** The project's own Gatsby, which every copy runs (a copy links this checkout's packages). */
export const GATSBY = path.join(root, "node_modules", ".bin", "gatsby");

/**
 * How `npm run build` builds the site in `dir`: through scripts/gatsby.mjs, which clears a cache
 * made by other build code first. A folder without it (the benchmark's bare Gatsby site) runs
 * Gatsby itself.
 * @param {string} dir
 * @returns {[string, string[]]}
 */
export function buildCommand(dir) {
  const wrapper = path.join(dir, "scripts", "gatsby.mjs");
  return fs.existsSync(wrapper) ? [process.execPath, [wrapper, "build"]] : [GATSBY, ["build"]];
}

/** The environment a copy is built in: the build's own (`npm run build`), without telemetry. */
export const gatsbyEnv = () => ({ ...process.env, GATSBY_TELEMETRY_DISABLED: "1" });

/**
 * Where the copy called `name` lives: stable, so a test can find a build made earlier, and
 * named after this checkout too, so two checkouts testing at once never share a copy.
 */
export const siteCopyDir = (name) =>
  path.join(
    os.tmpdir(),
    `site-copy-${name}-${createHash("sha256").update(root).digest("hex").slice(0, 8)}`,
  );

/** The fixture site's copy: its name, its content folder, and the test fixtures it adds. */
export const FIXTURE = {
  name: "fixture",
  content: path.join(root, "fixture-site", "content"),
  /** Where tests find its build: a link to the copy's public/ (fixture-site/README.md). */
  public: path.join(root, "fixture-site", "public"),
  articles: [
    ...["entity-encoded-tags", "escaped-characters", "inline-code"].map((name) =>
      path.join(root, "src/content/__fixtures__/hostile-articles", `accepted-${name}.mdx`),
    ),
    path.join(root, "src/content/__fixtures__/article-images/bakery-front.mdx"),
  ],
};

/**
 * Copies the site (as it is on disk, writers' unsaved-to-git files included) into `dir`, an
 * empty or missing folder, links its node_modules, puts `content` (a folder laid out as
 * content/) in place of content/ if given, and adds each article file to content/articles/,
 * with the `images/` folder beside it if there is one (where articles keep their pictures).
 * @param {string} dir
 * @param {{ articles?: string[], content?: string }} [options]  paths of .mdx files to add
 */
export function copySite(dir, { articles = [], content } = {}) {
  fs.cpSync(root, dir, {
    recursive: true,
    filter: (source) => {
      const top = path.relative(root, source).split(path.sep)[0];
      return !SKIPPED.has(top) && !(content && (top === "content" || top === "fixture-site"));
    },
  });
  if (content) fs.cpSync(content, path.join(dir, "content"), { recursive: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const article of articles) {
    fs.copyFileSync(article, path.join(dir, "content", "articles", path.basename(article)));
    const images = path.join(path.dirname(article), "images");
    if (fs.existsSync(images)) {
      fs.cpSync(images, path.join(dir, "content", "articles", "images"), { recursive: true });
    }
  }
}

/**
 * A fresh copy at the stable place for `name` (see {@link siteCopyDir}), replacing any earlier one.
 * @param {string} name
 * @param {{ articles: string[], content?: string }} options  paths of .mdx files to add
 * @returns {string} the copy's folder
 */
export function makeSiteCopy(name, { articles, content }) {
  const dir = siteCopyDir(name);
  fs.rmSync(dir, { recursive: true, force: true });
  copySite(dir, { articles, content });
  return dir;
}

/**
 * A copy in a new, uniquely named temporary folder, so runs side by side never share one.
 * The caller removes it with {@link removeSiteCopy}.
 * @param {string} prefix  the start of the folder's name
 * @returns {string} the copy's folder
 */
export function makeTempSiteCopy(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    copySite(dir);
  } catch (error) {
    removeSiteCopy(dir);
    throw error;
  }
  return dir;
}

/**
 * Deletes a copy. Only folders directly in the temporary folder are removed: a wrong path
 * must never take this checkout (or its node_modules, which a copy links) with it.
 * @param {string} dir
 */
export function removeSiteCopy(dir) {
  if (path.dirname(path.resolve(dir)) !== path.resolve(os.tmpdir())) {
    throw new Error(`Refusing to delete ${dir}: not a site copy in ${os.tmpdir()}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs `gatsby build` in a copy; throws with Gatsby's output when it fails.
 * @param {string} dir
 * @returns {string} the built public/ folder
 */
export function buildSiteCopy(dir) {
  const [command, args] = buildCommand(dir);
  const result = spawnSync(command, args, {
    cwd: dir,
    env: gatsbyEnv(),
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
  // `--dir <name>` prints where that copy lives, for callers that cannot import this module
  // (Playwright compiles specs to CommonJS).
  const step = ["--copy", "--copy-fixture", "--build", "--dir", "--fixture"].includes(args[0])
    ? args.shift()
    : null;
  const [name, ...articles] = step === "--fixture" ? [FIXTURE.name] : args;
  if (!name) {
    console.error(
      "Usage: node scripts/site-copy.mjs [--copy | --build | --dir] <name> <article.mdx>... | --fixture",
    );
    process.exit(2);
  }
  if (step === "--dir") console.log(siteCopyDir(name));
  else if (step === "--fixture") {
    const built = buildSiteCopy(makeSiteCopy(name, FIXTURE));
    fs.rmSync(FIXTURE.public, { recursive: true, force: true });
    fs.symlinkSync(built, FIXTURE.public, "dir");
    console.log(FIXTURE.public);
  } else if (step === "--copy") console.log(makeSiteCopy(name, { articles }));
  else if (step === "--copy-fixture") console.log(makeSiteCopy(name, FIXTURE));
  else if (step === "--build") console.log(buildSiteCopy(siteCopyDir(name)));
  else console.log(buildSiteCopy(makeSiteCopy(name, { articles })));
}
