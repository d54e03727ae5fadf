// @ts-check
/**
 * How many pages a build rendered, counted from the files it wrote, never from Gatsby's log:
 * Gatsby writes a page's HTML only when it renders it, and the publish step rewrites only the
 * pages it changes. The cache tests, Netlify's check (.ci/netlify-build) and the scale
 * benchmark count them here.
 *
 * Usage: node scripts/pages-written.mjs <public dir> <file>   (pages written after <file> was)
 */
import fs from "node:fs";
import path from "node:path";

/**
 * The pages of the build in `publicDir`, as paths relative to it: its HTML files, without
 * Gatsby's slice fragments and the desk, which are not pages.
 * @param {string} publicDir
 * @returns {string[]}
 */
export function pageFiles(publicDir) {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/^(_gatsby|admin)\//.test(file));
}

/**
 * How many of the build's pages were written at or after `since` (milliseconds).
 * @param {string} publicDir
 * @param {number} since
 * @returns {number}
 */
export function pagesWrittenSince(publicDir, since) {
  return pageFiles(publicDir).filter(
    (file) => fs.statSync(path.join(publicDir, file)).mtimeMs >= since,
  ).length;
}

// Run as a script, not when imported by its tests (Jest compiles to CommonJS: no import.meta).
if (/pages-written\.mjs$/.test(process.argv[1] ?? "")) {
  const [publicDir, after] = process.argv.slice(2);
  if (!publicDir || !after || !fs.existsSync(after)) {
    console.error("Usage: node scripts/pages-written.mjs <public dir> <existing file>");
    process.exit(2);
  }
  // Strictly after: the file is written before any page is.
  const since = fs.statSync(after).mtimeMs + 1e-3;
  console.log(pagesWrittenSince(publicDir, since));
}
