import { normalizePath } from "./routes";

declare global {
  interface Window {
    /** Set by the 404 page's inline script when it is already moving to the real page. */
    __caseRedirect?: string;
  }
}

/** The site's real page paths, without Gatsby's own 404 pages. */
export function realPagePaths(paths: readonly string[]): string[] {
  return paths.filter((path) => !/^\/(404|dev-404-page)(\/|\.html$|$)/.test(path)).sort();
}

/**
 * The real page a differently cased or slashless path means ("/ABOUT" -> "/about/"), or null
 * when there is none and the 404 is genuine.
 */
export function canonicalPathFor(pathname: string, pagePaths: readonly string[]): string | null {
  const canonical = normalizePath(pathname);
  return canonical !== pathname && pagePaths.includes(canonical) ? canonical : null;
}

/**
 * The 404 page's inline head script: it does what `canonicalPathFor` does, before the page
 * paints, so a visitor to /ABOUT sees the About page and not a flash of "Page Not Found".
 * It is built once per build (the same bytes on every request), so the CSP can hash it.
 */
export function redirectScript(pagePaths: readonly string[]): string {
  const list = JSON.stringify(pagePaths).replace(/</g, "\\u003c");
  return [
    "(function(){var l=window.location,p=l.pathname.toLowerCase();",
    'if(p.slice(-1)!=="/")p+="/";',
    `if(p!==l.pathname&&${list}.indexOf(p)>-1){window.__caseRedirect=p;l.replace(p+l.search+l.hash)}})();`,
  ].join("");
}
