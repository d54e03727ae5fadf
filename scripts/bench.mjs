// @ts-check
/**
 * `npm run bench`: builds the site (timing a cold build and a rebuild after one article
 * changes), serves `public/` with the Netlify-like server, runs Lighthouse N times per route
 * and form factor in Debian's Chromium, and prints the medians against bench/budgets.json.
 * Writes the same to bench-results/latest.json. It is a benchmark, not a test: it exits 0
 * whatever the figures, and only fails when the tooling itself breaks.
 *
 * Options: --runs N (default 5)  --only /path/ (repeatable or comma-separated)
 *          --form mobile|desktop  --skip-build  --port 9435
 *          --http2 (serve over HTTP/2 and TLS, as Netlify does; see bench/README.md)
 */
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { argValues, figuresFromLhr, formatTable, medianFigures, overBudget } from "./bench-lib.mjs";
import { chromeFlags, chromePath } from "./chromium.mjs";
import { createStaticServer, gzip } from "./serve.mjs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

// Lighthouse and its Chrome launcher are this benchmark's alone (bench/package.json, which
// `npm run bench` installs first): about 200 packages that npm ci, CI and Netlify need not fetch.
const benchTools = createRequire(new URL("../bench/package.json", import.meta.url));
/** @param {string} name */
const benchTool = (name) => import(pathToFileURL(benchTools.resolve(name)).href);
const chromeLauncher = await benchTool("chrome-launcher");
const { default: lighthouse, desktopConfig } = await benchTool("lighthouse");

const ROUTES = ["/", "/about/", "/services/", "/portfolio/", "/resources/", "/contact/"];
const FORMS = ["mobile", "desktop"];
const root = path.resolve("public");
const resultsDir = path.resolve("bench-results");

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @param {string} name */
  const values = (name) => argValues(argv, name);
  const runs = Number(values("runs")[0] ?? 5);
  const forms = values("form").length ? values("form") : FORMS;
  for (const form of forms) {
    if (!FORMS.includes(form)) throw new Error(`--form must be mobile or desktop, not ${form}`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number >= 1");
  return {
    runs,
    forms,
    only: values("only").flatMap((v) => v.split(",")),
    skipBuild: argv.includes("--skip-build"),
    port: Number(values("port")[0] ?? process.env.BENCH_PORT ?? 9435),
    http2: argv.includes("--http2"),
  };
}

/**
 * Runs a command, its output going to the build log, and resolves with the seconds it took.
 * @param {string} command
 * @param {string[]} args
 */
function timed(command, args) {
  const log = fs.openSync(path.join(resultsDir, "build.log"), "a");
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", log, log],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      fs.closeSync(log);
      if (code === 0) resolve(Number(process.hrtime.bigint() - started) / 1e9);
      else
        reject(
          new Error(`${command} ${args.join(" ")} failed (${code}): see bench-results/build.log`),
        );
    });
  });
}

/**
 * Cold build, then two rebuilds each after one article changed: once with a paragraph added,
 * once restored byte for byte. The second leaves `public/` built from the sources as they are in git.
 */
async function buildAndTime() {
  const gatsby = path.resolve("node_modules/.bin/gatsby");
  // As `npm run build` builds: through the wrapper that checks the cache's fingerprint.
  const build = () => timed(process.execPath, [path.resolve("scripts/gatsby.mjs"), "build"]);
  fs.writeFileSync(path.join(resultsDir, "build.log"), "");
  console.log("Cold build (gatsby clean && npm run build)...");
  const clean = await timed(gatsby, ["clean"]);
  const cold = clean + (await build());
  console.log(`  ${cold.toFixed(1)} s`);

  const articles = fs.readdirSync("content/articles").filter((f) => f.endsWith(".mdx"));
  const article = path.join("content/articles", articles.sort()[0]);
  const original = fs.readFileSync(article);
  const { atime, mtime } = fs.statSync(article);
  const rebuilds = [];
  try {
    console.log(`Rebuild after changing ${article}...`);
    fs.writeFileSync(article, `${original.toString("utf8").trimEnd()}\n\nMeasured.\n`);
    rebuilds.push(await build());
  } finally {
    fs.writeFileSync(article, original);
    fs.utimesSync(article, atime, mtime);
  }
  console.log("Rebuild after restoring it...");
  rebuilds.push(await build());
  console.log(`  ${rebuilds.map((s) => `${s.toFixed(1)} s`).join(", ")}`);
  return { coldSeconds: cold, rebuildSeconds: rebuilds, article };
}

/** The six routes, the first article page and the library's other listing pages in the build. */
function benchRoutes() {
  /** The first page under `/resources/<folder>` in name order, if any. @param {string} folder */
  const firstPageIn = (folder) =>
    fs
      .readdirSync(path.join(root, "resources", folder), { withFileTypes: true })
      .filter(
        (e) =>
          e.isDirectory() &&
          fs.existsSync(path.join(root, "resources", folder, e.name, "index.html")),
      )
      .map((e) => path.posix.join("/resources", folder, e.name, "/"))
      .sort()[0];
  const has = (/** @type {string} */ route) => fs.existsSync(path.join(root, route, "index.html"));
  // An article, the library's second page (when it has one) and a category's page: the
  // library's three templates beside the site's routes.
  return [
    ...ROUTES,
    firstPageIn("."),
    has("/resources/page/2/") ? "/resources/page/2/" : undefined,
    fs.existsSync(path.join(root, "resources", "category")) ? firstPageIn("category") : undefined,
  ].filter((route) => typeof route === "string");
}

/** Size of a built page, as it is and gzipped as the server sends it. @param {string} route */
function htmlSize(route) {
  const html = fs.readFileSync(path.join(root, route, "index.html"));
  return { bytes: html.length, gzipBytes: gzip(html).length };
}

/** @type {Map<string, number>} */
const gzipCache = new Map();

/**
 * The gzipped size, as scripts/serve.mjs sends it, of the built file at a URL.
 * @param {string} url
 */
function gzipBytes(url) {
  const file = path.join(root, decodeURIComponent(new URL(url).pathname));
  if (!gzipCache.has(file)) gzipCache.set(file, gzip(fs.readFileSync(file)).length);
  return /** @type {number} */ (gzipCache.get(file));
}

/**
 * A throwaway certificate for 127.0.0.1 (openssl, a day long), and the hash of its public key,
 * which Chromium's `--ignore-certificate-errors-spki-list` takes as trusted: the page is then a
 * secure one, as on Netlify, rather than one with a certificate error.
 */
function localCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const publicKey = new crypto.X509Certificate(fs.readFileSync(cert)).publicKey;
  const spki = crypto
    .createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("base64");
  const tls = { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8") };
  fs.rmSync(dir, { recursive: true, force: true });
  return { tls, spki };
}

/**
 * Runs Lighthouse `runs` times on every route in one form factor, reusing one Chrome.
 * @param {string} form
 * @param {string[]} routes
 * @param {number} runs
 * @param {string} origin
 * @param {string[]} extraFlags
 */
async function measure(form, routes, runs, origin, extraFlags) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromeFlags, ...extraFlags],
  });
  /** @type {Map<string, { figures: import("./bench-lib.mjs").Figures[], errors: string[] }>} */
  const results = new Map(routes.map((r) => [r, { figures: [], errors: [] }]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        process.stdout.write(`  ${form} run ${run}/${runs} ${route} ... `);
        const entry = /** @type {{ figures: any[], errors: string[] }} */ (results.get(route));
        try {
          const result = await lighthouse(
            origin + route,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            },
            form === "desktop" ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? "no result");
          // The last full report per route, for digging into a figure (LCP element, bootup).
          const slug = route.replace(/\//g, "_").replace(/^_|_$/g, "") || "home";
          fs.writeFileSync(
            path.join(resultsDir, "lhr", `${form}-${slug}.json`),
            JSON.stringify(lhr),
          );
          const figures = figuresFromLhr(lhr, gzipBytes);
          entry.figures.push(figures);
          console.log(`perf ${figures.performance}, LCP ${(figures.lcp / 1000).toFixed(2)} s`);
        } catch (error) {
          entry.errors.push(String(error instanceof Error ? error.message : error));
          console.log(`failed: ${entry.errors.at(-1)}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return [...results].map(([route, { figures, errors }]) => ({
    route,
    form,
    runs: figures.length,
    median: medianFigures(figures),
    all: figures,
    errors,
  }));
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  fs.mkdirSync(path.join(resultsDir, "lhr"), { recursive: true });
  const budgets = JSON.parse(fs.readFileSync("bench/budgets.json", "utf8"));
  const load = os.loadavg()[0];
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${load.toFixed(2)} at start.`);

  const build = options.skipBuild ? null : await buildAndTime();
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error('No build in public/: run without --skip-build, or "npm run build" first.');
  }
  const routes = benchRoutes().filter((r) => options.only.length === 0 || options.only.includes(r));
  const home = htmlSize("/");

  // Over HTTP/1.1 Lantern gives a second request started at the same moment (two preloaded
  // fonts) a connection of its own, a round trip more; over HTTP/2 they share one, as on Netlify.
  const certificate = options.http2 ? localCertificate() : null;
  const server = createStaticServer({ root, tls: certificate?.tls });
  await new Promise((resolve) => server.listen(options.port, "127.0.0.1", () => resolve(null)));
  const origin = `${certificate ? "https" : "http"}://127.0.0.1:${options.port}`;
  const extraFlags = certificate
    ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`]
    : [];
  console.log(`Serving ${root} at ${origin} (${certificate ? "HTTP/2" : "HTTP/1.1"}).`);
  const rows = [];
  try {
    for (const form of options.forms) {
      console.log(`Lighthouse, ${form}, ${options.runs} run(s) of ${routes.length} route(s):`);
      rows.push(...(await measure(form, routes, options.runs, origin, extraFlags)));
    }
  } finally {
    server.close();
  }

  const homeKiB = home.gzipBytes / 1024;
  const homeOk = homeKiB <= (budgets.site?.homeHtmlKiB?.max ?? Infinity);
  const misses = overBudget(rows, budgets);
  if (!homeOk) misses.push(`home HTML ${homeKiB.toFixed(1)} KiB gzipped`);
  const lines = [
    "",
    `Medians of ${options.runs} run(s); ✓ inside budget, ✗ outside (bench/budgets.json).`,
    "",
    formatTable(rows, budgets),
    "",
    `Home page HTML: ${home.bytes} bytes, ${home.gzipBytes} bytes gzipped (${homeKiB.toFixed(1)} KiB)${homeOk ? " ✓" : " ✗"}`,
    build
      ? `Cold build: ${build.coldSeconds.toFixed(1)} s; rebuild after one article changes: ${build.rebuildSeconds.map((s) => `${s.toFixed(1)} s`).join(" and ")} (${build.article})`
      : "Build not timed (--skip-build).",
    `Load average at the end: ${os.loadavg()[0].toFixed(2)} (timings are noisy on a busy machine).`,
    misses.length
      ? `Over budget (${misses.length}):\n  ${misses.join("\n  ")}`
      : "Every figure is inside its budget.",
  ];
  console.log(lines.join("\n"));

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      loadAtStart: load,
      loadAtEnd: os.loadavg()[0],
      node: process.version,
    },
    options,
    budgets,
    homeHtml: { ...home, withinBudget: homeOk },
    build,
    results: rows,
    overBudget: misses,
  };
  fs.writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), path.join(resultsDir, "latest.json"))}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
