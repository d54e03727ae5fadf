import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatLaunchCheck, launchCheck } from "../../../../src/schema/launchCheck";
import { readSiteConfig } from "../../../../src/schema/siteConfig";
import { buildAdmin } from "../admin/buildAdmin";
import { filesUnder } from "../buildCache";
import {
  BUILD_STATS_DIR,
  BuildArtifactError,
  checkNoBuildArtifacts,
  moveGatsbyBuildStats,
} from "./buildArtifacts";
import {
  checkGatsbyScriptsSlice,
  GATSBY_SCRIPTS_SLICE,
  GatsbyScriptsError,
  readGatsbyBuildData,
  readGatsbyScriptsSlice,
} from "./gatsbyScripts";
import {
  allowedInlineScripts,
  type BuildScriptsInput,
  inlineScripts,
  knownScripts,
  UnknownScriptError,
} from "./knownScripts";
import {
  ADMIN_PATH,
  isHashedAsset,
  isIndexed,
  metaContentSecurityPolicy,
  netlifyHeaders,
  withPolicyMeta,
} from "./netlifyHeaders";
import { PageScriptsError, rewritePageScripts } from "./pageScripts";
import { hoistEmotionStyles } from "./pageStyles";
import { removeStalePages } from "./stalePages";

/** Every file under `dir`, as paths relative to it starting with "/", with forward slashes. */
const listFiles = (dir: string) =>
  filesUnder(dir).map((file) => `/${path.relative(dir, file).split(path.sep).join("/")}`);

/** What Netlify serves for a path with no page, and the same page at its own address. */
const NOT_FOUND_PAGES = ["/404.html", "/404/index.html"];

/**
 * Set by scripts/capture-page-fixtures.mjs: a folder to copy each page into as Gatsby left it,
 * before the rewrite, so the rewrite's tests run on real Gatsby output.
 */
export const CAPTURE_ENV = "CAPTURE_GATSBY_HTML";

/** The file, in that folder, holding what the build's known inline scripts were made from. */
export const SCRIPTS_INPUT_FILE = "known-scripts-input.json";

function capture(dir: string, file: string, html: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), html);
}

/**
 * Once every page exists: removes the files of pages this build does not have (./stalePages),
 * moves Gatsby's build statistics out of public/ and stops the build if any other build
 * artifact would be published (./buildArtifacts), rewrites each page's Gatsby scripts and
 * Emotion styles (./pageScripts, ./pageStyles), then writes `public/_headers`, hashing into the one
 * site-wide CSP the inline scripts of ALL built HTML (404.html too, since Netlify serves it
 * for unknown paths), each of which must be one the site means to ship (./knownScripts): any
 * other stops the build. The writers' desk is built into /admin/ first, apart from the pages:
 * its files are neither rewritten nor hashed into the site's policy, which allows it no
 * inline script at all.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  try {
    await postBuild(args);
  } catch (error) {
    // The site's own checks say what to do in their message: the build stops with it alone,
    // without a code frame of Gatsby's compiled copy of this plugin.
    if (!STOPS_THE_BUILD.some((kind) => error instanceof kind)) throw error;
    args.reporter.panicOnBuild((error as Error).message);
  }
};

/** The errors of the checks below, each naming the file and what to do. */
const STOPS_THE_BUILD = [
  PageScriptsError,
  GatsbyScriptsError,
  UnknownScriptError,
  BuildArtifactError,
];

async function postBuild({
  store,
  reporter,
  cache,
  getNodesByType,
}: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]) {
  const { program, webpackCompilationHash } = store.getState() as {
    program: { directory: string };
    webpackCompilationHash: unknown;
  };
  const publicDir = path.join(program.directory, "public");
  const sitePages = getNodesByType("SitePage").map((page) => String(page.path));
  const stale = removeStalePages(publicDir, sitePages, {
    // The desk is not a Gatsby page, nor is a file copied from static/.
    keep: (file) =>
      file.startsWith(ADMIN_PATH.slice(1)) ||
      fs.existsSync(path.join(program.directory, "static", file)),
  });
  if (stale.length > 0) {
    reporter.info(
      `Removed ${stale.length} files of pages this build does not have: ${stale.join(", ")}`,
    );
  }
  const admin = await buildAdmin(program.directory, path.join(publicDir, ADMIN_PATH), cache);
  const made = admin.reused ? "kept from the last build, nothing it is made from changed" : "built";
  reporter.info(`${ADMIN_PATH}: Decap CMS in ${admin.script}, ${admin.bytes} bytes (${made})`);
  if (admin.guessedRepo) {
    reporter.warn(
      "The CMS's GitHub repository is unknown (no CMS_GITHUB_REPO, REPOSITORY_URL or git origin): /admin/ works only with npm run cms",
    );
  }
  // What the known inline scripts are made from. Gatsby's are checked against its scripts
  // slice first, so a change in Gatsby's output is reported as that, not at every page.
  const scriptsInput: BuildScriptsInput = {
    ...readGatsbyBuildData(publicDir, webpackCompilationHash),
    pagePaths: sitePages,
  };
  const slice = inlineScripts(readGatsbyScriptsSlice(publicDir));
  checkGatsbyScriptsSlice(slice, scriptsInput, `public${GATSBY_SCRIPTS_SLICE}`);
  // Read above; from here on, nothing needs them in what Netlify publishes (./buildArtifacts).
  moveGatsbyBuildStats(publicDir, path.join(program.directory, BUILD_STATS_DIR));
  const files = listFiles(publicDir);
  checkNoBuildArtifacts(files);
  // Gatsby's slice fragments under /_gatsby/ are already stitched into the pages: only the
  // pages themselves are served.
  const htmlFiles = files.filter(
    (file) =>
      file.endsWith(".html") && !file.startsWith("/_gatsby/") && !file.startsWith(ADMIN_PATH),
  );
  const captureDir = process.env[CAPTURE_ENV];
  if (captureDir) capture(captureDir, SCRIPTS_INPUT_FILE, JSON.stringify(scriptsInput, null, 2));
  const pages = htmlFiles.map((file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    if (captureDir) capture(captureDir, file, html);
    const rewritten = hoistEmotionStyles(rewritePageScripts(html, `public${file}`));
    if (rewritten !== html) fs.writeFileSync(path.join(publicDir, file), rewritten);
    return { file: `public${file}`, html: rewritten };
  });
  const scripts = allowedInlineScripts(pages, knownScripts(scriptsInput));
  const bookingUrl = readSiteConfig(program.directory).bookingUrl;
  // The 404 page carries the policy itself: see metaContentSecurityPolicy.
  const policy = metaContentSecurityPolicy({ inlineScripts: scripts, bookingUrl });
  for (const file of htmlFiles.filter((name) => NOT_FOUND_PAGES.includes(name))) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    fs.writeFileSync(path.join(publicDir, file), withPolicyMeta(html, policy, `public${file}`));
  }
  const pagePaths = htmlFiles
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => file.slice(0, -"index.html".length));
  const text = netlifyHeaders({
    inlineScripts: scripts,
    bookingUrl,
    pagePaths,
    hashedAssets: files.filter((file) => !file.includes("/", 1) && isHashedAsset(file)),
    files,
    deployContext: process.env.CONTEXT,
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), text);
  reporter.info(
    `_headers: ${new Set(scripts).size} inline scripts, each one the site ships, hashed from ${htmlFiles.length} HTML files`,
  );
  if (!isIndexed(process.env.CONTEXT)) {
    reporter.info(
      `_headers: CONTEXT=${process.env.CONTEXT}, so every path is X-Robots-Tag: noindex`,
    );
  }
  // A warning, never a failure: the site must still deploy while the owner confirms values.
  const toConfirm = launchCheck(program.directory);
  if (toConfirm.length > 0) reporter.warn(formatLaunchCheck(toConfirm));
}
