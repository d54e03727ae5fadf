// @ts-check
/**
 * Captures Gatsby's own output for the tests of the page-script rewrite
 * (plugins/site/hosting/pageScripts.test.ts), into plugins/site/hosting/__fixtures__/:
 *
 * - `about.html`, `404.html` and `contact.html`: /about/, the 404 page and /contact/ (the
 *   one with two JSON-LD blocks) as Gatsby writes them in a build, before the rewrite.
 * - `gatsby-scripts.html`: that build's scripts slice (public/_gatsby/slices/), the bundle
 *   scripts Gatsby stitches into every page.
 * - `known-scripts-input.json`: what that build's known inline scripts are made from (its
 *   scripts slice, app data and page paths), as
 *   plugins/site/gatsby/onPostBuild.ts hands them to knownScripts.ts.
 * - `gatsby-scripts-next.html` and `known-scripts-input-next.json`: the same of a second build
 *   whose browser code changed. The tests stitch that slice into the rewritten page with
 *   Gatsby's own stitching code, as an incremental build does to a page it does not render
 *   again.
 *
 * Run it again after a Gatsby upgrade (`node scripts/capture-page-fixtures.mjs`); if the tests
 * then fail, the rewrite or the known inline scripts (knownScripts.ts, gatsbyScripts.ts) need
 * updating. It builds a copy of the site twice.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSiteCopy, makeTempSiteCopy, removeSiteCopy } from "./site-copy.mjs";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");
const fixtures = path.join(root, "plugins/site/hosting/__fixtures__");
// plugins/site/gatsby/onPostBuild.ts copies each page there before rewriting it, and
// what Gatsby's inline scripts were made from (SCRIPTS_INPUT_FILE there).
const CAPTURE_ENV = "CAPTURE_GATSBY_HTML";
const PAGE = "about/index.html";
const NOT_FOUND = "404.html";
const CONTACT = "contact/index.html";
const SCRIPTS_INPUT = "known-scripts-input.json";
const SLICE = "_gatsby/slices/_gatsby-scripts-1.html";

/** Builds the copy; returns the pages as Gatsby left them before the rewrite, its data and slice. */
function buildAndCapture(dir) {
  const captured = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-html-"));
  process.env[CAPTURE_ENV] = captured;
  try {
    const publicDir = buildSiteCopy(dir);
    return {
      page: fs.readFileSync(path.join(captured, PAGE), "utf8"),
      notFound: fs.readFileSync(path.join(captured, NOT_FOUND), "utf8"),
      contact: fs.readFileSync(path.join(captured, CONTACT), "utf8"),
      data: fs.readFileSync(path.join(captured, SCRIPTS_INPUT), "utf8"),
      slice: fs.readFileSync(path.join(publicDir, SLICE), "utf8"),
    };
  } finally {
    delete process.env[CAPTURE_ENV];
    fs.rmSync(captured, { recursive: true, force: true });
  }
}

const dir = makeTempSiteCopy("page-fixtures");
try {
  const first = buildAndCapture(dir);
  // Browser code only: the next build's bundles, and so its scripts slice, differ.
  fs.appendFileSync(
    path.join(dir, "gatsby-browser.tsx"),
    '\nexport const onClientEntry = () => document.documentElement.setAttribute("data-next", "");\n',
  );
  const next = buildAndCapture(dir);
  if (next.slice === first.slice) throw new Error("The second build's scripts slice is the same");

  fs.mkdirSync(fixtures, { recursive: true });
  fs.writeFileSync(path.join(fixtures, "about.html"), first.page);
  fs.writeFileSync(path.join(fixtures, "404.html"), first.notFound);
  fs.writeFileSync(path.join(fixtures, "contact.html"), first.contact);
  fs.writeFileSync(path.join(fixtures, SCRIPTS_INPUT), first.data);
  fs.writeFileSync(path.join(fixtures, "gatsby-scripts.html"), first.slice);
  fs.writeFileSync(path.join(fixtures, "known-scripts-input-next.json"), next.data);
  fs.writeFileSync(path.join(fixtures, "gatsby-scripts-next.html"), next.slice);
  console.log(
    `Captured ${PAGE}, ${NOT_FOUND}, ${CONTACT}, and two scripts slices with their data into ${path.relative(root, fixtures)}/`,
  );
} finally {
  removeSiteCopy(dir);
}
