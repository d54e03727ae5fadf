// @ts-check
/**
 * A small, dependency-free reader for the HTML Gatsby writes: enough to list the URLs a page
 * refers to and the ids it defines. Shared by the link check and the benchmark. It is not a
 * general HTML parser: it relies on quoted or plain attribute values, which is what React emits.
 */

/** @typedef {{ tag: string, attr: string, value: string }} UrlRef */

const ENTITIES = /** @type {Record<string, string>} */ ({
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
});

/**
 * Decodes the character references React and Gatsby produce in attribute values.
 * @param {string} value
 */
export function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[body.toLowerCase()] ?? match;
  });
}

const TAG =
  /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Every start tag with its attributes (names lower-cased, values decoded). Comments and the
 * contents of scripts are skipped; style contents are returned separately by {@link styleBlocks}.
 * @param {string} html
 * @returns {{ tag: string, attrs: Map<string, string> }[]}
 */
export function startTags(html) {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, "$1$2")
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2");
  const tags = [];
  for (const match of text.matchAll(TAG)) {
    const attrs = new Map();
    for (const attr of (match[2] ?? "").matchAll(ATTRIBUTE)) {
      const name = attr[1].toLowerCase();
      if (!attrs.has(name)) attrs.set(name, decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? ""));
    }
    tags.push({ tag: match[1].toLowerCase(), attrs });
  }
  return tags;
}

/** @param {string} html the CSS text of every `<style>` element */
export function styleBlocks(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
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
 * Every URL a page refers to: href/src-like attributes, srcset candidates, `url()` in inline
 * styles, and the image and canonical URLs in meta tags (Open Graph and Twitter cards).
 * @param {string} html
 * @returns {UrlRef[]}
 */
export function extractUrls(html) {
  /** @type {UrlRef[]} */
  const refs = [];
  for (const { tag, attrs } of startTags(html)) {
    for (const attr of URL_ATTRIBUTES) {
      const value = attrs.get(attr);
      if (value !== undefined && !(tag === "object" && attr !== "data")) {
        refs.push({ tag, attr, value });
      }
    }
    for (const attr of ["srcset", "imagesrcset"]) {
      const value = attrs.get(attr);
      if (value) for (const url of srcsetUrls(value)) refs.push({ tag, attr, value: url });
    }
    // The bundles a page loads after first paint (plugins/site/hosting/pageScripts.ts).
    const bundles = tag === "script" ? attrs.get("data-bundles") : undefined;
    if (bundles) {
      for (const url of bundles.split(" ")) refs.push({ tag, attr: "data-bundles", value: url });
    }
    const property = attrs.get("property") ?? attrs.get("name") ?? "";
    if (tag === "meta" && /^(og:(url|image)|twitter:image)$/.test(property)) {
      refs.push({ tag, attr: `content (${property})`, value: attrs.get("content") ?? "" });
    }
  }
  for (const css of styleBlocks(html)) {
    for (const match of css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) {
      refs.push({ tag: "style", attr: "url()", value: match[2] });
    }
  }
  return refs;
}

/**
 * The fragment targets a page defines: every `id`, and `name` on `<a>` (the legacy form).
 * @param {string} html
 */
export function extractIds(html) {
  const ids = new Set();
  for (const { tag, attrs } of startTags(html)) {
    const id = attrs.get("id");
    if (id) ids.add(id);
    const name = attrs.get("name");
    if (tag === "a" && name) ids.add(name);
  }
  return ids;
}
