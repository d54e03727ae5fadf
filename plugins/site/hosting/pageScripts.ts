import { escapeHtml } from "../../../src/content/articleHtml";

/**
 * Rewrites the scripts Gatsby writes at the end of every built page:
 * 1. The bundles load once the first contentful paint is shown (every link works without them):
 *    Gatsby's `<script src async>` would share the first round trips with the HTML and the font.
 * 2. The CSP lists the hash of every inline script (./knownScripts.ts), and Gatsby's loader
 *    embeds the page path, so each article would add a hash: both scripts below read their data
 *    from attributes instead, so their text is the same on every page and in every build.
 */

export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath";

/**
 * How long the loader waits for a paint report before it loads the bundles anyway: a browser
 * that never reports one (an extension swallowing the entry) would otherwise never load them.
 */
export const PAINT_TIMEOUT_MS = 3000;

/**
 * Appends the bundles listed in `data-bundles` once, at the first contentful paint (a
 * requestAnimationFrame callback can run before the frame is shown) or after PAINT_TIMEOUT_MS.
 * A hidden tab or a browser that reports no paints loads them at once, as Gatsby's would.
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

const GATSBY_BUNDLES = /(?:<script src="[^"]+" async><\/script>)+/;

export class PageScriptsError extends Error {}

/** The two scripts as an earlier build rewrote them; their text is brought up to date. */
const REWRITTEN_PAGE_PATH =
  /(<script id="gatsby-script-loader" data-page-path="[^"]*">)[^<]*(<\/script>)/;
const REWRITTEN_BUNDLES = /(<script data-bundles="[^"]*">)[^<]*(<\/script>)/;

/** Puts `script` in the element an earlier build rewrote, or in place of the one Gatsby wrote. */
function rewriteScript(
  html: string,
  file: string,
  script: string,
  earlier: RegExp,
  gatsby: { name: string; shape: RegExp; open: (found: RegExpExecArray) => string },
): string {
  if (earlier.test(html)) {
    return html.replace(earlier, (_, open: string, close: string) => open + script + close);
  }
  const found = gatsby.shape.exec(html);
  if (!found) {
    throw new PageScriptsError(
      `${file}: Gatsby's ${gatsby.name} changed shape; ` +
        "update plugins/site/hosting/pageScripts.ts to match the new output.",
    );
  }
  return html.replace(found[0], () => `${gatsby.open(found)}${script}</script>`);
}

/**
 * Each script is taken as Gatsby wrote it or as an earlier build rewrote it, independently: when
 * the bundles change, an incremental build re-stitches Gatsby's scripts slice (the bundle
 * scripts) into pages it does not render again, while the page-path script stays rewritten.
 */
export function rewritePageScripts(html: string, file: string): string {
  const withPagePath = rewriteScript(html, file, PAGE_PATH_SCRIPT, REWRITTEN_PAGE_PATH, {
    name: "page-path script",
    shape: GATSBY_PAGE_PATH,
    open: ([, json]) =>
      `<script id="gatsby-script-loader" data-page-path="${escapeHtml(JSON.parse(json) as string)}">`,
  });
  return rewriteScript(withPagePath, file, BUNDLE_LOADER_SCRIPT, REWRITTEN_BUNDLES, {
    name: "bundle scripts",
    shape: GATSBY_BUNDLES,
    open: ([bundles]) => {
      const urls = [...bundles.matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
      return `<script data-bundles="${escapeHtml(urls.join(" "))}">`;
    },
  });
}
