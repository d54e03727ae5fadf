// @ts-check
/**
 * Reads the HTML Gatsby writes with an HTML parser (htmlparser2, the one the tests use in
 * e2e/builtHtml.ts): the URLs a page refers to and the ids it defines. Shared by the link
 * check and the benchmarks. Comments, and the code inside scripts, are not markup to the
 * parser, so a URL written there is not one the page refers to.
 */
import { findAll, textContent } from "domutils";
import { parseDocument } from "htmlparser2";

/** @typedef {{ tag: string, attr: string, value: string }} UrlRef */
/** @typedef {import("domhandler").Document} Document */
/** @typedef {import("domhandler").Element} Element */

/**
 * A page parsed: tag and attribute names lower-cased, character references decoded.
 * @param {string} html
 * @returns {Document}
 */
export const parseHtml = (html) => parseDocument(html);

/**
 * Every element of a page, in document order.
 * @param {string | Document} page HTML text or a page parsed by {@link parseHtml}
 * @returns {Element[]}
 */
export function elementsOf(page) {
  const doc = typeof page === "string" ? parseHtml(page) : page;
  return findAll(() => true, doc.children);
}

/** @param {string} srcset */
function srcsetUrls(srcset) {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

const URL_ATTRIBUTES = ["href", "src", "poster", "action", "data"];

/**
 * Every URL a page refers to: href/src-like attributes, srcset candidates, `url()` in its
 * style elements, and the image and canonical URLs in meta tags (Open Graph and Twitter cards).
 * @param {string | Document} page HTML text or a page parsed by {@link parseHtml}
 * @returns {UrlRef[]}
 */
export function extractUrls(page) {
  /** @type {UrlRef[]} */
  const refs = [];
  const elements = elementsOf(page);
  for (const { name: tag, attribs } of elements) {
    for (const attr of URL_ATTRIBUTES) {
      const value = attribs[attr];
      if (value !== undefined && !(tag === "object" && attr !== "data")) {
        refs.push({ tag, attr, value });
      }
    }
    for (const attr of ["srcset", "imagesrcset"]) {
      const value = attribs[attr];
      if (value) for (const url of srcsetUrls(value)) refs.push({ tag, attr, value: url });
    }
    // The bundles a page loads after first paint (plugins/site/hosting/pageScripts.ts).
    const bundles = tag === "script" ? attribs["data-bundles"] : undefined;
    if (bundles) {
      for (const url of bundles.split(" ")) refs.push({ tag, attr: "data-bundles", value: url });
    }
    const property = attribs.property ?? attribs.name ?? "";
    if (tag === "meta" && /^(og:(url|image)|twitter:image)$/.test(property)) {
      refs.push({ tag, attr: `content (${property})`, value: attribs.content ?? "" });
    }
  }
  for (const style of elements.filter((element) => element.name === "style")) {
    // CSS, not HTML: its url() values are read from the style element's text.
    for (const match of textContent(style).matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) {
      refs.push({ tag: "style", attr: "url()", value: match[2] });
    }
  }
  return refs;
}

/**
 * The fragment targets a page defines: every `id`, and `name` on `<a>` (the legacy form).
 * @param {string | Document} page HTML text or a page parsed by {@link parseHtml}
 * @returns {Set<string>}
 */
export function extractIds(page) {
  const ids = new Set();
  for (const { name: tag, attribs } of elementsOf(page)) {
    if (attribs.id) ids.add(attribs.id);
    if (tag === "a" && attribs.name) ids.add(attribs.name);
  }
  return ids;
}

/**
 * The page URLs a sitemap (or sitemap index) lists: the text of each `<loc>`, read by the same
 * parser in its XML mode.
 * @param {string} xml
 * @returns {string[]}
 */
export function sitemapLocs(xml) {
  return findAll(
    (element) => element.name === "loc",
    parseDocument(xml, { xmlMode: true }).children,
  ).map((loc) => textContent(loc).trim());
}
