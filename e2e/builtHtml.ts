import fs from "node:fs";
import path from "node:path";
import { selectAll, selectOne } from "css-select";
import type { AnyNode, Document, Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";

/**
 * Built pages read with an HTML parser (htmlparser2, with CSS selectors from css-select), for
 * the checks that need no browser: the same reading of a page in every test and script.
 */

/** HTML text parsed: a whole page, or a fragment such as a feed entry's content. */
export const parseHtml = (html: string): Document => parseDocument(html);

/** The page at `route` (e.g. "/resources/") in a built `public/` folder, parsed. */
export const readPage = (publicDir: string, route: string): Document =>
  parseHtml(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"));

/** Every element matching `selector` under `root`. */
export const all = (selector: string, root: AnyNode | AnyNode[]): Element[] =>
  selectAll(selector, root);

/** The first element matching `selector` under `root`, or null. */
export const first = (selector: string, root: AnyNode | AnyNode[]): Element | null =>
  selectOne(selector, root);

/** An element's text as a reader sees it: entities decoded, white space collapsed. */
export const textOf = (element: AnyNode | null): string =>
  element ? textContent(element).replace(/\s+/g, " ").trim() : "";

/** An element's text exactly as written, entities decoded: HTML held in XML, a script's code. */
export const rawText = (element: AnyNode): string => textContent(element);

/** The `content` of a page's `<meta name="key">` or `<meta property="key">`, if it has one. */
export const metaContent = (doc: Document, key: string): string | undefined =>
  first(`meta[name="${key}"], meta[property="${key}"]`, doc)?.attribs.content;

/** A JSON-LD node: plain JSON with `@type` and its properties. */
export type JsonLdBlock = Record<string, unknown>;

/** The page's JSON-LD blocks, parsed (a block that is not valid JSON throws). */
export const jsonLd = (doc: Document): JsonLdBlock[] =>
  all('script[type="application/ld+json"]', doc).map(
    (script) => JSON.parse(rawText(script)) as JsonLdBlock,
  );

/**
 * Jest's expect takes no message: a check is made over a record keyed by route (or by file),
 * so a failure shows which pages differ.
 */
export const byRoute = <T>(routes: readonly string[], value: (route: string) => T) =>
  Object.fromEntries(routes.map((route) => [route, value(route)]));

/** Every file the build wrote, as a path from its root ("/about/index.html"), sorted. */
export function builtFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name))}`)
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/**
 * Every page the build wrote (each `<route>/index.html`), so a new article or page is covered
 * without editing a list. Gatsby's 404 copies are visited through a missing URL; the writing
 * desk at /admin/ is Decap CMS, not a page of the site.
 */
export function builtPages(publicDir: string): string[] {
  return builtFiles(publicDir)
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("/_"))
    .map((file) => file.slice(0, -"index.html".length))
    .filter((route) => !/^\/(404|dev-404-page|admin)\//.test(route))
    .sort();
}

/** XML text (a sitemap, a feed) parsed by the same parser, in its XML mode. */
export const parseXml = (xml: string): Document => parseDocument(xml, { xmlMode: true });

/** The sitemaps the build's sitemap index lists, and every page URL they list. */
export function readSitemaps(publicDir: string): { sitemaps: string[]; urls: string[] } {
  const locs = (file: string) =>
    all("loc", parseXml(fs.readFileSync(path.join(publicDir, file), "utf8"))).map(textOf);
  const sitemaps = locs("sitemap-index.xml");
  return { sitemaps, urls: sitemaps.flatMap((sitemap) => locs(new URL(sitemap).pathname)) };
}
