// @ts-check
/**
 * Internal link check over a built site: every URL a page in its `public/` refers to (links,
 * scripts, preloads, images, fonts, canonical and Open Graph URLs, sitemap entries) must resolve
 * to a file in that folder, page links must end in "/" (the site's trailing-slash policy), and
 * every `#fragment` must name an id on its target page. Other hosts, mailto: and tel: are skipped.
 * Pages and sitemaps are read with an HTML parser (./html-scan.mjs).
 *
 * Usage: node scripts/check-links.mjs [--dir public]   (exit 1 when anything is broken)
 * Without --dir it checks both builds the tests read: the real site's public/ and the fixture
 * site's fixture-site/public.
 */
import fs from "node:fs";
import path from "node:path";
import { extractIds, extractUrls, parseHtml, sitemapLocs } from "./html-scan.mjs";

/** @typedef {{ page: string, url: string, where: string, reason: string }} BrokenLink */

const BASE = "http://site.internal";
const SKIPPED_SCHEMES = /^(mailto|tel|sms|data|blob|javascript):/i;
// Tags whose URL is a page a visitor navigates to, so the trailing-slash policy applies.
const NAVIGATION_TAGS = new Set(["a", "area", "link", "meta", "loc"]);

/**
 * Lists a directory's files recursively, as URL paths relative to it ("/about/index.html").
 * @param {string} root
 * @returns {string[]}
 */
export function listFiles(root) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push("/" + path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return files.sort();
}

/**
 * The page a file is served at: "/about/index.html" -> "/about/".
 * @param {string} file
 */
export function pagePathOf(file) {
  return file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}

/**
 * Checks every reference in a set of built pages against the set of files that exist.
 * @param {object} site
 * @param {Map<string, string | import("domhandler").Document>} site.pages HTML (or the page
 *   parsed by html-scan's parseHtml) by file path ("/about/index.html")
 * @param {Set<string>} site.files every file path in the build
 * @param {string[]} [site.sitemapUrls] `<loc>` URLs from the sitemaps
 * @param {string[]} [site.origins] origins that count as this site (its production URL)
 * @returns {{ broken: BrokenLink[], checked: number }}
 */
export function checkSite({ pages, files, sitemapUrls = [], origins = [] }) {
  const internal = new Set([BASE, ...origins.map((o) => new URL(o).origin)]);
  /** @type {Map<string, Set<string>>} */
  const idCache = new Map();
  /** @param {string} file */
  const idsOf = (file) => {
    let ids = idCache.get(file);
    if (!ids) {
      ids = extractIds(pages.get(file) ?? "");
      idCache.set(file, ids);
    }
    return ids;
  };

  /** @type {BrokenLink[]} */
  const broken = [];
  let checked = 0;

  /**
   * @param {string} page the page (URL path) the reference is on
   * @param {string} raw the URL as written
   * @param {string} tag
   * @param {string} where a description for the report
   */
  const check = (page, raw, tag, where) => {
    const value = raw.trim();
    if (SKIPPED_SCHEMES.test(value)) return;
    /** @param {string} reason */
    const fail = (reason) => broken.push({ page, url: raw, where, reason });
    if (value === "") return fail("empty URL");
    let url;
    try {
      url = new URL(value, BASE + page);
    } catch {
      return fail("not a valid URL");
    }
    if (!internal.has(url.origin)) return;
    checked += 1;
    if (value === "#") return fail('placeholder link "#" goes nowhere');

    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return fail("badly percent-encoded path");
    }
    let target = null;
    if (pathname.endsWith("/")) {
      if (files.has(pathname + "index.html")) target = pathname + "index.html";
    } else if (files.has(pathname)) {
      target = pathname;
    } else if (files.has(pathname + "/index.html")) {
      if (NAVIGATION_TAGS.has(tag)) return fail(`page links must end in "/": use ${pathname}/`);
      target = pathname + "/index.html";
    }
    if (!target) return fail(`no file in public/ for ${pathname}`);

    if (url.hash.length > 1 && target.endsWith(".html")) {
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!idsOf(target).has(fragment)) {
        fail(`no element with id="${fragment}" on ${pagePathOf(target)}`);
      }
    }
  };

  for (const [file, html] of pages) {
    const page = pagePathOf(file);
    for (const ref of extractUrls(html))
      check(page, ref.value, ref.tag, `<${ref.tag} ${ref.attr}>`);
  }
  for (const loc of sitemapUrls) check("/sitemap.xml", loc, "loc", "<loc>");
  return { broken, checked };
}

/**
 * Reads a build directory and checks it.
 * @param {string} root
 * @param {string[]} [origins]
 */
export function checkBuild(root, origins = []) {
  const all = listFiles(root);
  const files = new Set(all);
  // Each page is parsed once: its URLs are read, and its ids when a link names a fragment.
  const pages = new Map(
    all
      .filter((f) => f.endsWith(".html"))
      .map((f) => [f, parseHtml(fs.readFileSync(path.join(root, f), "utf8"))]),
  );
  const sitemapUrls = all
    .filter((f) => /^\/sitemap[^/]*\.xml$/.test(f))
    .flatMap((f) => sitemapLocs(fs.readFileSync(path.join(root, f), "utf8")));
  return { ...checkSite({ pages, files, sitemapUrls, origins }), pages: pages.size };
}

/**
 * A build's production origin, so absolute links to the site are checked. It is read from the
 * built robots.txt (its Sitemap line), which the build writes from its content/site.yaml: the
 * site config has one reader, and this script checks what was built.
 * @param {string} root
 */
function siteOrigin(root) {
  try {
    const robots = fs.readFileSync(path.join(root, "robots.txt"), "utf8");
    const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
    return sitemap ? [new URL(sitemap).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The builds a script checks: the one `--dir` names, else both builds the tests read.
 * @param {string[]} argv
 * @returns {{ root: string, made: string }[]}
 */
export function buildsToCheck(argv) {
  const index = argv.indexOf("--dir");
  if (index > -1) return [{ root: path.resolve(argv[index + 1]), made: "a build" }];
  return [
    { root: path.resolve("public"), made: "npm run build" },
    { root: path.resolve("fixture-site/public"), made: "npm run build:fixture" },
  ];
}

// Run as a script, not when imported by its tests (Jest compiles to CommonJS: no import.meta).
if (/check-links\.mjs$/.test(process.argv[1] ?? "")) {
  let failed = false;
  for (const { root, made } of buildsToCheck(process.argv)) {
    const name = path.relative(process.cwd(), root) || root;
    if (!fs.existsSync(path.join(root, "index.html"))) {
      console.error(`No build in ${name}: run "${made}" first.`);
      failed = true;
      continue;
    }
    const { broken, checked, pages } = checkBuild(root, siteOrigin(root));
    if (broken.length === 0) {
      console.log(`Links in ${name}: ${checked} internal URLs on ${pages} pages, all resolve.`);
    } else {
      failed = true;
      console.error(
        `Links in ${name}: ${broken.length} broken of ${checked} internal URLs on ${pages} pages:`,
      );
      for (const b of broken) console.error(`  ${b.page}  ${b.where} "${b.url}": ${b.reason}`);
    }
  }
  if (failed) process.exit(1);
}
