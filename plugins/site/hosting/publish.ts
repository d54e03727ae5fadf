import fs from "node:fs";
import path from "node:path";
import { readSiteConfig } from "../../../src/content/siteConfig";
import {
  checkBundles,
  checkNotFoundPages,
  checkPageDataLayout,
  GatsbyInternalsError,
  NOT_FOUND_PAGES,
} from "../internals";
import { filesUnder } from "../keptSteps";
import {
  BUILD_STATS_DIR,
  BuildArtifactError,
  checkNoBuildArtifacts,
  moveBuildStatistics,
} from "./buildArtifacts";
import { GatsbyScriptsError, readGatsbyBuildData } from "./gatsbyScripts";
import {
  allowedInlineScripts,
  type BuildScriptsInput,
  inlineScripts,
  knownScripts,
  UnknownScriptError,
} from "./knownScripts";
import { ADMIN_PATH } from "../../../src/lib/routes";
import {
  isHashedAsset,
  isIndexed,
  metaContentSecurityPolicy,
  netlifyHeaders,
  withPolicyMeta,
} from "./netlifyHeaders";
import { PageScriptsError, rewritePageScripts } from "./pageScripts";
import { checkStylesHoisted, hoistEmotionStyles, PageStylesError } from "./pageStyles";
import { SearchIndexError } from "../search/searchIndex";

/**
 * Makes public/ ready once Gatsby has written every page, ending with `_headers`: one CSP hashes
 * the inline scripts of every page (./knownScripts refuses any the site does not ship). The desk
 * in /admin/ is neither rewritten nor hashed: its policy allows no inline script.
 */

export interface PublishInput {
  /** The site's folder. */
  root: string;
  /** Every page Gatsby made in this build. */
  sitePages: string[];
  /** Puts the search index of the published articles in public/ (../search/searchIndex.ts). */
  writeSearch: () => Promise<{ pages: number; bytes: number }>;
  /** Netlify's deploy context (production, deploy-preview...); undefined for a local build. */
  deployContext: string | undefined;
  info: (message: string) => void;
}

/** Every file under `dir` as a URL path (`/about/index.html`). */
const listFiles = (dir: string) =>
  filesUnder(dir).map((file) => `/${path.relative(dir, file).split(path.sep).join("/")}`);

/**
 * Set by scripts/capture-page-fixtures.mjs: a folder to copy each page into as Gatsby left it,
 * with what the known inline scripts were made from, so the rewrite's tests run on real output.
 */
const CAPTURE_ENV = "CAPTURE_GATSBY_HTML";
const SCRIPTS_INPUT_FILE = "known-scripts-input.json";

function capture(dir: string, file: string, html: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), html);
}

/** The checks' errors: each message names the file and what to do, and stops the build alone. */
export const STOPS_THE_BUILD = [
  PageScriptsError,
  PageStylesError,
  GatsbyScriptsError,
  UnknownScriptError,
  BuildArtifactError,
  GatsbyInternalsError,
  SearchIndexError,
];

export async function preparePublicFolder({
  root,
  sitePages,
  writeSearch,
  deployContext,
  info,
}: PublishInput): Promise<void> {
  const publicDir = path.join(root, "public");
  const search = await writeSearch();
  info(`Search index: ${search.pages} published articles, ${search.bytes} bytes`);
  // Gatsby's scripts are checked against its scripts slice first, so a change in Gatsby's
  // output is reported as that, not at every page.
  const scriptsInput: BuildScriptsInput = {
    ...readGatsbyBuildData(publicDir, inlineScripts),
    pagePaths: sitePages,
  };
  const moved = moveBuildStatistics(publicDir, path.join(root, BUILD_STATS_DIR));
  if (moved.length > 0) info(`Moved out of public/ into ${BUILD_STATS_DIR}/: ${moved.join(", ")}`);
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
    return { url: file, file: `public${file}`, html: rewritten };
  });
  checkStylesHoisted(pages);
  checkNotFoundPages(files);
  checkPageDataLayout(publicDir, sitePages);
  checkBundles(publicDir, scriptsInput.chunkMap, isHashedAsset);
  const scripts = allowedInlineScripts(pages, knownScripts(scriptsInput));
  const bookingUrl = readSiteConfig(root).bookingUrl;
  // The 404 page carries the policy itself: see metaContentSecurityPolicy.
  const policy = metaContentSecurityPolicy({ inlineScripts: scripts, bookingUrl });
  for (const { file, html } of pages.filter((page) => NOT_FOUND_PAGES.includes(page.url))) {
    const withPolicy = withPolicyMeta(html, policy, file);
    // Only pages that changed are written: the tests count the pages a build wrote by mtime.
    if (withPolicy !== html) fs.writeFileSync(path.join(root, file), withPolicy);
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
    deployContext,
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), text);
  info(
    `_headers: ${new Set(scripts).size} inline scripts, each one the site ships, hashed from ${htmlFiles.length} HTML files`,
  );
  if (!isIndexed(deployContext)) {
    info(`_headers: CONTEXT=${deployContext}, so every path is X-Robots-Tag: noindex`);
  }
}
