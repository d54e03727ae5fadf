import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../keptSteps";

/**
 * Removes every page file in public/ that is not a page of this build: a page's HTML
 * (`<path>/index.html`) and its page data (`page-data/<path>/page-data.json`).
 *
 * Gatsby deletes a page's files when the page goes away between two builds it remembers. It
 * forgets when it starts from a clean cache (a code, lockfile or command change:
 * ../cacheKey.ts) but public/ stays, and `gatsby develop` writes page data for drafts into
 * public/ too. Without this, an article made a draft after that, or previewed as one, would
 * still be served from the last build's files.
 *
 * Returns the removed files, relative to `publicDir`.
 */
export function removeStalePages(
  publicDir: string,
  pagePaths: readonly string[],
  { keep }: { keep: (file: string) => boolean },
): string[] {
  const pages = new Set(pagePaths.map(pageKey));
  const removed: string[] = [];
  for (const file of filesUnder(publicDir)) {
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    const page = pageOf(relative);
    if (page === null || pages.has(page) || keep(relative)) continue;
    fs.rmSync(file);
    removed.push(relative);
  }
  return removed;
}

/** A page path without its trailing slash, the form both kinds of file are compared in. */
const pageKey = (pagePath: string) => pagePath.replace(/\/$/, "");

/**
 * The page a file in public/ belongs to, or null when it is not a page file (bundles, images,
 * static query results, the sitemap...). Gatsby writes the page data of "/" under `index/`.
 */
function pageOf(relative: string): string | null {
  const data = /^page-data\/(.+)\/page-data\.json$/.exec(relative);
  if (data) return data[1] === "index" ? "" : pageKey(`/${data[1]}`);
  if (relative.startsWith("page-data/") || relative.startsWith("_gatsby/")) return null;
  if (relative === "index.html") return "";
  const html = /^(.+)\/index\.html$/.exec(relative);
  return html ? `/${html[1]}` : null;
}
