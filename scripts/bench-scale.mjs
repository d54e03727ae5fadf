// @ts-check
/**
 * `npm run bench:scale`: how the site grows with its articles. For 10 articles and for N
 * (default 200), it builds a throwaway copy of the site whose content/articles/ holds exactly
 * that many (the real ones, then numbered copies of them), and measures a cold build (time,
 * peak memory of the whole process tree), five rebuilds that each add one sentence to one
 * article (the median time, pages Gatsby re-rendered), each after a rebuild of the floor (a bare
 * Gatsby site with the same plugins and one page, reported beside it with their ratio), and
 * what the cold build wrote: the gzipped JavaScript each route loads, the gzipped HTML of / and /resources/, the /resources/ page data and the number
 * of JavaScript files. Prints a Markdown table against the "scale" budgets in bench/budgets.json,
 * writes it to bench-results/scale.md (and the figures to bench-results/scale.json), and exits 1
 * when a figure misses its budget. Build output goes to bench-results/scale-<size>-*.log.
 *
 * With --profile, the largest size gets one more one-article rebuild, not counted in the median,
 * with Gatsby's main process under V8's CPU profiler (scripts/cpu-profile.mjs), and the run
 * prints the site's share of it: the time of the samples in the site's own Node API code (the
 * plugins/site Node APIs and the two plugins/*-within-limits wrappers, as Gatsby compiled them
 * into .cache/compiled/), each sample counted once, broken down by the source file of the
 * outermost site frame, with the number of samples (one a millisecond of running: steadier
 * than their time when the machine is busy), beside the profiled process's total and busy time.
 * The owner judges the one-article rebuild at 500 articles by that share (issue 49): most of a
 * rebuild is Gatsby's own work, which the floor measures and the site cannot change, and its
 * wall time moves by seconds with the load of this shared machine, while the share is the part
 * the site's code decides. It must stay within SITE_API_LIMIT_SECONDS, or the run exits 1. The
 * profile is kept as bench-results/scale-<size>-rebuild-profiled.cpuprofile (Chrome's DevTools
 * open it).
 *
 * Options: --articles N (or BENCH_ARTICLES=N)   --keep (leave the copies in the temp folder)
 *          --profile (the site's share of one profiled rebuild at the largest size)
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  articleCount,
  bareSiteFiles,
  formatSiteShare,
  median,
  articleSet,
  formatScaleTable,
  pageScripts,
  parentPid,
  processTree,
  residentKiB,
  scaleMisses,
  scaleRows,
  siteFrameLabeler,
  siteShare,
  withSentenceAdded,
} from "./bench-scale-lib.mjs";
import { profilingEnv } from "./cpu-profile.mjs";
import { pageFiles, pagesWrittenSince } from "./pages-written.mjs";
import { gzip } from "./serve.mjs";
import { buildCommand, gatsbyEnv, makeTempSiteCopy, removeSiteCopy } from "./site-copy.mjs";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");
const resultsDir = path.join(root, "bench-results");
const ARTICLES_DIR = "content/articles";
const SMALL = 10;
const ROUTES = ["/", "/about/", "/services/", "/portfolio/", "/resources/", "/contact/"];
/** How often the process tree's memory is sampled while Gatsby builds. */
const SAMPLE_MS = 200;
/** The sentence each one-article rebuild adds. */
const EDIT = "A sentence added by the scale benchmark.";
/**
 * One-article rebuilds per size, each adding one more sentence; the median is reported. One
 * build on this shared 2-core machine varies by a second or more from run to run: with three,
 * the ratio to the floor moved by 0.05 between two runs of the benchmark on unchanged code.
 */
const REBUILDS = 5;
/**
 * The most the site's own Node API code may take of the one-article rebuild at the largest size,
 * in its profile (--profile): the owner's rule for 500 articles (issue 49).
 */
const SITE_API_LIMIT_SECONDS = 1.5;

/** Copies made by this run, removed at the end, on failure and on Ctrl-C. */
const copies = new Set();
let keepCopies = false;
/** The build under way, stopped before its copy is removed. @type {number | null} */
let buildGroup = null;

function cleanUp() {
  if (buildGroup !== null) {
    try {
      process.kill(-buildGroup, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  for (const dir of copies) {
    if (keepCopies) console.log(`Kept ${dir}`);
    else removeSiteCopy(dir);
  }
  copies.clear();
}

/**
 * The article categories and the title limit, read through the build's own modules
 * (src/content/siteConfig.ts, the one reader of content/site.yaml, and src/content/schemas.ts),
 * which are TypeScript: ts-node runs them, as `npm run new-article` does.
 * @returns {{ categories: string[], titleMax: number }}
 */
function siteRules() {
  const program = [
    'const { readSiteConfig } = require("./src/content/siteConfig");',
    'const { articleCategories, ARTICLE_TITLE_MAX } = require("./src/content/schemas");',
    "process.stdout.write(JSON.stringify({",
    "  categories: articleCategories(readSiteConfig()), titleMax: ARTICLE_TITLE_MAX }));",
  ].join("\n");
  const result = spawnSync(
    path.join(root, "node_modules", ".bin", "ts-node"),
    ["--transpile-only", "-O", '{"module":"commonjs","moduleResolution":"node"}', "-e", program],
    { cwd: root, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`Reading content/site.yaml failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** The site's articles, by file name. @returns {import("./bench-scale-lib.mjs").ArticleFile[]} */
function realArticles() {
  return fs
    .readdirSync(path.join(root, ARTICLES_DIR))
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => ({
      slug: file.replace(/\.mdx$/, ""),
      source: fs.readFileSync(path.join(root, ARTICLES_DIR, file), "utf8"),
    }));
}

/** Resident memory of a process and its descendants, in KiB, read from /proc. @param {number} pid */
function treeKiB(pid) {
  /** @type {Map<number, number>} */
  const parents = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), parentPid(fs.readFileSync(`/proc/${entry}/stat`, "utf8")));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let total = 0;
  for (const member of processTree(pid, parents)) {
    try {
      total += residentKiB(fs.readFileSync(`/proc/${member}/status`, "utf8"));
    } catch {
      // Ended since: its memory is no longer in use.
    }
  }
  return total;
}

/**
 * Runs `gatsby build` in a copy, sampling the memory of its process tree, and writes its output
 * to `log`. Throws, naming the log, when the build fails.
 * @param {string} dir
 * @param {string} log
 * @param {Record<string, string | undefined>} [env] the build's environment (gatsbyEnv's)
 * @returns {Promise<{ seconds: number, peakMiB: number, output: string }>}
 */
function measuredBuild(dir, log, env = gatsbyEnv()) {
  const started = process.hrtime.bigint();
  // CI=1, as `npm run bench` builds: Gatsby's plain progress lines rather than its live display.
  // In its own process group, so an interrupted run can stop Gatsby's workers with it.
  const [command, args] = buildCommand(dir);
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...env, CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  buildGroup = child.pid ?? null;
  /** @type {Buffer[]} */
  const chunks = [];
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  let peakKiB = 0;
  const sample = () => {
    if (child.pid) peakKiB = Math.max(peakKiB, treeKiB(child.pid));
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  return new Promise((resolve, reject) => {
    child.on("error", (error) => {
      clearInterval(sampler);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearInterval(sampler);
      buildGroup = null;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const output = Buffer.concat(chunks).toString("utf8");
      fs.writeFileSync(log, output);
      if (code === 0) resolve({ seconds, peakMiB: peakKiB / 1024, output });
      else reject(new Error(`gatsby build failed (${code ?? signal}) in ${dir}: see ${log}`));
    });
  });
}

/**
 * Where the build keeps Gatsby's chunk map, out of what Netlify publishes
 * (BUILD_STATS_DIR in plugins/site/hosting/buildArtifacts.ts).
 */
const CHUNK_MAP = ".cache/build-stats/chunk-map.json";

/**
 * What the cold build wrote, in KiB gzipped as scripts/serve.mjs sends it.
 * @param {string} dir the built site
 * @param {string} articleRoute
 */
function builtSizes(dir, articleRoute) {
  const publicDir = path.join(dir, "public");
  const gzipKiB = (/** @type {string} */ file) =>
    gzip(fs.readFileSync(path.join(publicDir, file))).length / 1024;
  const pageData = (/** @type {string} */ route) =>
    path.join("page-data", route === "/" ? "index" : route, "page-data.json");
  const chunkMap = JSON.parse(fs.readFileSync(path.join(dir, CHUNK_MAP), "utf8"));
  /** @type {Record<string, number>} */
  const routeJsKiB = {};
  for (const route of [...ROUTES, articleRoute]) {
    const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
    const data = JSON.parse(fs.readFileSync(path.join(publicDir, pageData(route)), "utf8"));
    const scripts = pageScripts(html, data, chunkMap, route);
    routeJsKiB[route] = scripts.reduce((sum, src) => sum + gzipKiB(src), 0);
  }
  // Every listing page (/resources/, its numbered pages, each category's and theirs), and
  // every page's data: none may grow with the library (bench/budgets.json).
  const listings = ["resources/index.html"];
  const under = (/** @type {string} */ folder) =>
    fs.existsSync(path.join(publicDir, folder))
      ? fs.readdirSync(path.join(publicDir, folder), { recursive: true, encoding: "utf8" })
      : [];
  for (const file of under("resources/page")) {
    if (file.endsWith("index.html")) listings.push(path.join("resources/page", file));
  }
  for (const file of under("resources/category")) {
    if (file.endsWith("index.html")) listings.push(path.join("resources/category", file));
  }
  const pageDataFiles = under("page-data")
    .filter((file) => file.endsWith("page-data.json"))
    .map((file) => path.join("page-data", file));
  return {
    routeJsKiB,
    listingPages: listings.length,
    listingHtmlMaxKiB: Math.max(...listings.map(gzipKiB)),
    pageDataMaxKiB: Math.max(...pageDataFiles.map(gzipKiB)),
    homeHtmlKiB: gzipKiB("index.html"),
    resourcesHtmlKiB: gzipKiB("resources/index.html"),
    resourcesPageDataKiB: gzipKiB(pageData("/resources/")),
    jsFiles: fs.readdirSync(publicDir).filter((file) => file.endsWith(".js")).length,
  };
}

/**
 * The floor: a bare Gatsby site with the same plugins and packages (bareSiteFiles), built once
 * cold. Its one-page rebuilds run between this site's, so both see the same machine load.
 * @returns {Promise<{ dir: string, rebuild: (label: string) => Promise<number> }>}
 */
async function makeFloorSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
  copies.add(dir);
  const files = bareSiteFiles(
    fs.readFileSync(path.join(root, "package.json"), "utf8"),
    "https://floor.example",
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  console.log(`The floor, a bare Gatsby site: cold build in ${dir} ...`);
  const cold = await measuredBuild(dir, path.join(resultsDir, "scale-floor-cold.log"));
  console.log(`  ${cold.seconds.toFixed(1)} s`);
  const article = path.join(dir, "content", "article.mdx");
  let edits = 0;
  return {
    dir,
    rebuild: async (label) => {
      edits += 1;
      fs.writeFileSync(
        article,
        withSentenceAdded(fs.readFileSync(article, "utf8"), `${EDIT} (${edits})`),
      );
      const log = path.join(resultsDir, `scale-floor-rebuild-${label}.log`);
      const { seconds } = await measuredBuild(dir, log);
      console.log(`  the floor: ${seconds.toFixed(1)} s`);
      return seconds;
    },
  };
}

const pageCount = (/** @type {number} */ count) => `${count} page${count === 1 ? "" : "s"}`;

/**
 * One more one-article rebuild of the copy in `dir`, with Gatsby's main process profiled, and
 * the site's share of its profile. The profile is kept in bench-results/.
 * @param {string} dir
 * @param {string} file the article to change
 * @param {number} count the size, for file names
 * @typedef {import("./bench-scale-lib.mjs").SiteShare} SiteShare
 * @returns {Promise<{ seconds: number, load: number, rendered: number, profile: string } & SiteShare>}
 */
async function profiledRebuild(dir, file, count) {
  const profiles = fs.mkdtempSync(path.join(os.tmpdir(), "bench-profile-"));
  copies.add(profiles);
  const env = profilingEnv(gatsbyEnv(), profiles);
  // Gatsby renders every page again when NODE_OPTIONS differ from the last build's, as the
  // profiler's preload makes them: one build with the same options first, not measured, so the
  // profiled one renders only the changed article's page, as the rebuilds above did.
  console.log(`${count} articles: a rebuild with the profiler's options, not measured ...`);
  await measuredBuild(dir, path.join(resultsDir, `scale-${count}-rebuild-settle.log`), env);
  for (const name of fs.readdirSync(profiles)) fs.rmSync(path.join(profiles, name));
  fs.writeFileSync(file, withSentenceAdded(fs.readFileSync(file, "utf8"), `${EDIT} (profiled)`));
  console.log(`${count} articles: one more rebuild, Gatsby's main process profiled ...`);
  const log = path.join(resultsDir, `scale-${count}-rebuild-profiled.log`);
  const since = Date.now();
  const { seconds } = await measuredBuild(dir, log, env);
  const load = os.loadavg()[0];
  const rendered = pagesWrittenSince(path.join(dir, "public"), since);
  // Only Gatsby's main process is profiled; were there more, it is the largest.
  const [main] = fs
    .readdirSync(profiles)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(profiles, name))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  if (!main) throw new Error(`The profiled rebuild wrote no CPU profile (see ${log})`);
  const kept = path.join(resultsDir, `scale-${count}-rebuild-profiled.cpuprofile`);
  fs.copyFileSync(main, kept);
  removeSiteCopy(profiles);
  copies.delete(profiles);
  // Gatsby's compiled copies of the site's gatsby-node files, as this build ran them.
  const compiled = path.join(dir, ".cache", "compiled");
  /** @type {Record<string, string>} */
  const bundles = {};
  for (const plugin of [
    "",
    ...fs.readdirSync(path.join(compiled, "plugins")).map((name) => `plugins/${name}/`),
  ]) {
    const bundle = path.join(compiled, plugin, "gatsby-node.js");
    if (fs.existsSync(bundle)) {
      bundles[`.cache/compiled/${plugin}gatsby-node.js`] = fs.readFileSync(bundle, "utf8");
    }
  }
  const share = siteShare(
    JSON.parse(fs.readFileSync(kept, "utf8")),
    siteFrameLabeler(dir, bundles),
  );
  console.log(
    `  ${seconds.toFixed(1)} s (load average ${load.toFixed(2)}), ${pageCount(rendered)} re-rendered; ` +
      `the site's Node APIs ${share.siteSeconds.toFixed(2)} s of it`,
  );
  return { seconds, load, rendered, profile: path.relative(root, kept), ...share };
}

/**
 * Builds a copy with `count` articles: cold, then again after one sentence of `edited` changes,
 * each rebuild after one of the floor's; with `profile`, once more profiled (profiledRebuild).
 * @param {number} count
 * @param {import("./bench-scale-lib.mjs").ArticleFile[]} articles
 * @param {string} edited the slug of the article to change
 * @param {(label: string) => Promise<number>} floorRebuild
 * @param {boolean} profile
 * @typedef {Awaited<ReturnType<typeof profiledRebuild>>} Profiled
 * @returns {Promise<import("./bench-scale-lib.mjs").SizeFigures & { profiled?: Profiled }>}
 */
async function measureSize(count, articles, edited, floorRebuild, profile) {
  const dir = makeTempSiteCopy(`bench-scale-${count}`);
  copies.add(dir);
  const articlesDir = path.join(dir, ARTICLES_DIR);
  fs.rmSync(articlesDir, { recursive: true });
  fs.mkdirSync(articlesDir);
  for (const { slug, source } of articles) {
    fs.writeFileSync(path.join(articlesDir, `${slug}.mdx`), source);
  }
  // A copy starts without them; deleted anyway so "cold" never depends on that.
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });

  console.log(`${count} articles: cold build in ${dir} ...`);
  const cold = await measuredBuild(dir, path.join(resultsDir, `scale-${count}-cold.log`));
  console.log(`  ${cold.seconds.toFixed(1)} s, peak ${cold.peakMiB.toFixed(0)} MiB`);
  // Measured before the rebuild rewrites public/.
  const sizes = builtSizes(dir, `/resources/${edited}/`);

  const file = path.join(articlesDir, `${edited}.mdx`);
  /** @type {number[]} */
  const rebuildRuns = [];
  /** @type {number[]} */
  const rendered = [];
  /** @type {number[]} */
  const floorRuns = [];
  let pages = 0;
  for (let run = 1; run <= REBUILDS; run += 1) {
    floorRuns.push(await floorRebuild(`${count}-${run}`));
    fs.writeFileSync(file, withSentenceAdded(fs.readFileSync(file, "utf8"), `${EDIT} (${run})`));
    console.log(
      `${count} articles: rebuild ${run} of ${REBUILDS}, one sentence of ${edited}.mdx changed ...`,
    );
    const log = path.join(resultsDir, `scale-${count}-rebuild-${run}.log`);
    const since = Date.now();
    const warm = await measuredBuild(dir, log);
    rebuildRuns.push(warm.seconds);
    rendered.push(pagesWrittenSince(path.join(dir, "public"), since));
    pages = pageFiles(path.join(dir, "public")).length;
    console.log(`  ${warm.seconds.toFixed(1)} s, ${rendered.at(-1)} of ${pages} pages re-rendered`);
  }
  const profiled = profile ? await profiledRebuild(dir, file, count) : undefined;

  removeSiteCopy(dir);
  copies.delete(dir);
  return {
    coldSeconds: cold.seconds,
    peakMiB: cold.peakMiB,
    rebuildSeconds: median(rebuildRuns),
    rebuildRuns,
    floorRebuildSeconds: median(floorRuns),
    floorRebuildRuns: floorRuns,
    rebuildRatio: median(rebuildRuns) / median(floorRuns),
    // The most any of the rebuilds re-rendered: each should render the same pages.
    rebuiltPages: Math.max(...rendered),
    pages,
    ...sizes,
    ...(profiled ? { profiled } : {}),
  };
}

async function main() {
  const large = articleCount(process.argv.slice(2), process.env);
  keepCopies = process.argv.includes("--keep");
  const profile = process.argv.includes("--profile");
  const budgets = JSON.parse(fs.readFileSync(path.join(root, "bench/budgets.json"), "utf8")).scale;
  if (!budgets) throw new Error('bench/budgets.json has no "scale" budgets');
  fs.mkdirSync(resultsDir, { recursive: true });
  const loadAtStart = os.loadavg()[0];
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(2)} at start. ` +
      `Sizes: ${SMALL} and ${large} articles.`,
  );

  const real = realArticles();
  const rules = siteRules();
  // The real article edited at both sizes, so its page is measured at both.
  const edited = real[0].slug;
  /** @type {[number, number]} */
  const sizes = [SMALL, large];
  const floor = await makeFloorSite();
  const figures = [];
  for (const count of sizes) {
    const articles = articleSet(real, count, rules);
    figures.push(
      await measureSize(count, articles, edited, floor.rebuild, profile && count === large),
    );
  }

  const rows = scaleRows(figures[0], figures[1]);
  const table = formatScaleTable(rows, budgets, sizes);
  const misses = scaleMisses(rows, budgets, sizes);
  const profiled = figures[1].profiled;
  if (profiled && profiled.siteSeconds > SITE_API_LIMIT_SECONDS) {
    misses.push(
      `The site's Node APIs in the profiled rebuild at ${large}: ` +
        `${profiled.siteSeconds.toFixed(2)} s (limit ${SITE_API_LIMIT_SECONDS} s)`,
    );
  }
  const loadAtEnd = os.loadavg()[0];
  const report = [
    `Scale benchmark, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ` +
      `${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(2)} at start and ` +
      `${loadAtEnd.toFixed(2)} at end (times are noisy on a busy machine). ` +
      `KiB gzipped as scripts/serve.mjs sends them; peak memory sums the resident memory of ` +
      `Gatsby's processes, sampled every ${SAMPLE_MS} ms.`,
    "",
    table,
    "",
    `One-article rebuilds, s: ${figures
      .map(
        (figure, index) =>
          `${sizes[index]} articles ${(figure.rebuildRuns ?? []).map((run) => run.toFixed(1)).join(", ")}`,
      )
      .join("; ")}. The floor's, each just before: ${figures
      .map((figure) => (figure.floorRebuildRuns ?? []).map((run) => run.toFixed(1)).join(", "))
      .join("; ")}.`,
    ...(profiled
      ? [
          "",
          `One more one-article rebuild at ${large} articles, profiled ` +
            `(${profiled.seconds.toFixed(1)} s with the profiler on, ${pageCount(profiled.rendered)} ` +
            `re-rendered, load average ${profiled.load.toFixed(2)} at its end; ${profiled.profile}):`,
          "",
          formatSiteShare(profiled, SITE_API_LIMIT_SECONDS),
        ]
      : []),
    "",
    misses.length
      ? `Over budget (${misses.length}):\n\n${misses.map((miss) => `- ${miss}`).join("\n")}`
      : "Every figure is inside its budget.",
  ].join("\n");
  console.log(`\n${report}`);
  fs.writeFileSync(path.join(resultsDir, "scale.md"), `${report}\n`);
  fs.writeFileSync(
    path.join(resultsDir, "scale.json"),
    `${JSON.stringify({ date: new Date().toISOString(), sizes, loadAtStart, loadAtEnd, budgets, figures, misses }, null, 2)}\n`,
  );
  console.log("\nWrote bench-results/scale.md and bench-results/scale.json.");
  if (misses.length) process.exitCode = 1;
}

for (const [signal, number] of /** @type {const} */ ([
  ["SIGINT", 2],
  ["SIGTERM", 15],
])) {
  process.on(signal, () => {
    cleanUp();
    process.exit(128 + number);
  });
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  })
  .finally(cleanUp);
