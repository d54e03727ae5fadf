import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { readSiteFile } from "../siteFile";
import { inlineScripts, isHashedAsset, netlifyHeaders } from "./netlifyHeaders";

/** Every file under `dir`, as paths relative to it with forward slashes. */
function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * Writes `public/_headers` once every page exists, hashing the inline scripts of ALL built HTML
 * (404.html too, since Netlify serves it for unknown paths) into the one site-wide CSP.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const files = listFiles(publicDir);
  const htmlFiles = files.filter((file) => file.endsWith(".html"));
  const scripts = htmlFiles.flatMap((file) =>
    inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8")),
  );
  const pagePaths = htmlFiles
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("/_gatsby/"))
    .map((file) => file.slice(0, -"index.html".length));
  const text = netlifyHeaders({
    inlineScripts: scripts,
    bookingUrl: readSiteFile(program.directory).bookingUrl,
    pagePaths,
    hashedAssets: files.filter((file) => !file.includes("/", 1) && isHashedAsset(file)),
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), text);
  reporter.info(
    `_headers: ${new Set(scripts).size} inline scripts hashed from ${htmlFiles.length} HTML files`,
  );
};
