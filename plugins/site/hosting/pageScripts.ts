/**
 * Rewrites the scripts Gatsby writes at the end of every built page, for two reasons:
 *
 * 1. The page paints before any JavaScript downloads. Gatsby's `<script src async>` bundles
 *    (~80 KB gzipped) would otherwise share the first round trips with the HTML and the font,
 *    and run before first paint. Every link on the site works without them, so they now load
 *    once the first paint with content is shown: on a slow phone the words arrive first, then
 *    the behavior.
 * 2. The CSP lists the hash of every distinct inline script the site ships (./knownScripts.ts
 *    knows the two below by their exact text). Gatsby's loader script embeds the page path
 *    (`window.pagePath="/about/"`), so each new article added a hash to the header sent with
 *    every response. Both scripts below read their data from attributes instead, so their
 *    text, and so their hash, is the same on every page and in every build.
 */

/** Sets the path Gatsby's runtime expects, from the script's own attribute. */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath";

/**
 * How long the loader waits for a paint report before it loads the bundles anyway. A phone
 * paints the server's HTML well within this; a browser that never reports a paint (an
 * extension that swallows the entry, a tab hidden mid-load) would otherwise leave the page
 * without its scripts for good. Loading early only costs the head start the wait was for.
 */
export const PAINT_TIMEOUT_MS = 3000;

/**
 * Appends the bundles listed in `data-bundles` once the browser reports the first contentful
 * paint (a requestAnimationFrame callback runs before the frame is shown, which can be too
 * early), or after PAINT_TIMEOUT_MS without one, whichever comes first, and only once. A
 * hidden tab paints nothing, and an old browser may not report paints: both load the bundles
 * at once, as Gatsby's async scripts would.
 */
export const BUNDLE_LOADER_SCRIPT = [
  "(function(bundles){var loaded=false;",
  "function load(){if(loaded)return;loaded=true;bundles.split(' ').forEach(function(src){",
  "var script=document.createElement('script');script.src=src;document.body.appendChild(script)})}",
  "try{if(document.visibilityState==='visible'&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){",
  "var observer=new PerformanceObserver(function(list){",
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}});",
  "observer.observe({type:'paint',buffered:true});",
  `setTimeout(function(){observer.disconnect();load()},${PAINT_TIMEOUT_MS});return}}catch(error){}`,
  "load()})(document.currentScript.dataset.bundles)",
].join("");

/** `window.pagePath="<json>";` inside Gatsby's CDATA comment, and nothing else. */
const GATSBY_PAGE_PATH =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/** The run of async bundle scripts Gatsby writes last in the body. */
const GATSBY_BUNDLES = /(?:<script src="[^"]+" async><\/script>)+/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Thrown when Gatsby's output no longer has the shape this rewrite expects. */
export class PageScriptsError extends Error {}

/** The two scripts as an earlier build rewrote them; their text is brought up to date. */
const REWRITTEN_PAGE_PATH =
  /(<script id="gatsby-script-loader" data-page-path="[^"]*">)[^<]*(<\/script>)/;
const REWRITTEN_BUNDLES = /(<script data-bundles="[^"]*">)[^<]*(<\/script>)/;

/** The error for a page whose `script` (as Gatsby writes it) has no shape this module knows. */
const changedShape = (file: string, script: string) =>
  new PageScriptsError(
    `${file}: Gatsby's ${script} changed shape; ` +
      "update plugins/site/hosting/pageScripts.ts to match the new output.",
  );

function rewritePagePath(html: string, file: string): string {
  if (REWRITTEN_PAGE_PATH.test(html)) {
    return html.replace(
      REWRITTEN_PAGE_PATH,
      (_, open: string, close: string) => open + PAGE_PATH_SCRIPT + close,
    );
  }
  const pagePath = GATSBY_PAGE_PATH.exec(html);
  if (!pagePath) throw changedShape(file, "page-path script");
  const path = JSON.parse(pagePath[1]) as string;
  return html.replace(
    pagePath[0],
    () =>
      `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(path)}">${PAGE_PATH_SCRIPT}</script>`,
  );
}

function rewriteBundles(html: string, file: string): string {
  if (REWRITTEN_BUNDLES.test(html)) {
    return html.replace(
      REWRITTEN_BUNDLES,
      (_, open: string, close: string) => open + BUNDLE_LOADER_SCRIPT + close,
    );
  }
  const bundles = GATSBY_BUNDLES.exec(html);
  if (!bundles) throw changedShape(file, "bundle scripts");
  const urls = [...bundles[0].matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
  return html.replace(
    bundles[0],
    () =>
      `<script data-bundles="${escapeAttribute(urls.join(" "))}">${BUNDLE_LOADER_SCRIPT}</script>`,
  );
}

/**
 * The page with both rewrites applied. Each script is taken as Gatsby wrote it or as an earlier
 * build rewrote it (brought up to date), independently: an incremental build leaves unchanged
 * pages on disk, but when the bundles change it re-stitches Gatsby's scripts slice (the bundle
 * scripts, between `slice-start`/`slice-end` comments) into every page, while the page-path
 * script outside the slice stays as the earlier build rewrote it.
 */
export function rewritePageScripts(html: string, file: string): string {
  return rewriteBundles(rewritePagePath(html, file), file);
}
