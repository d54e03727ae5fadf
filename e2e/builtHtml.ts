import fs from "node:fs";
import path from "node:path";
import { selectAll, selectOne } from "css-select";
import type { Document, Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";

/**
 * Built pages read with an HTML parser (htmlparser2, with CSS selectors from css-select), for
 * the checks that need no browser: the same reading of a page in every test and script.
 */

/** The page at `route` (e.g. "/resources/") in a built `public/` folder, parsed. */
export const readPage = (publicDir: string, route: string): Document =>
  parseDocument(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"));

/** Every element matching `selector` under `root`. */
export const all = (selector: string, root: Document | Element): Element[] =>
  selectAll(selector, root);

/** The first element matching `selector` under `root`, or null. */
export const first = (selector: string, root: Document | Element): Element | null =>
  selectOne(selector, root);

/** An element's text as a reader sees it: entities decoded, white space collapsed. */
export const textOf = (element: Element | Document | null): string =>
  element ? textContent(element).replace(/\s+/g, " ").trim() : "";

/**
 * Every page the build wrote (each `<route>/index.html`), so a new article or page is covered
 * without editing a list. Gatsby's 404 copies are visited through a missing URL; the writing
 * desk at /admin/ is Decap CMS, not a page of the site.
 */
export function builtPages(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith("_")) walk(path.join(dir, entry.name));
      else if (entry.name === "index.html") {
        found.push(
          `/${path.relative(publicDir, dir).split(path.sep).join("/")}/`.replace("//", "/"),
        );
      }
    }
  };
  walk(publicDir);
  return found.filter((route) => !/^\/(404|dev-404-page|admin)\//.test(route)).sort();
}
