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
 * desk at /admin/ is Sveltia CMS, not a page of the site.
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

/**
 * Roles and accessible names read from the HTML, so a check without a browser finds what a
 * browser test found with Playwright's `getByRole`: the same elements, named the same way.
 * Only what the HTML says is known: an element hidden by a style sheet still counts.
 */

/** Elements whose content no one is shown: never found, never part of a name. */
const UNSHOWN = new Set(["head", "script", "style", "template", "noscript"]);

/** Hidden from everyone by the HTML itself: `hidden`, `aria-hidden="true"`, or unshown content. */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = parentElement(node)) {
    if (UNSHOWN.has(node.name) || "hidden" in node.attribs) return true;
    if (node.attribs["aria-hidden"] === "true") return true;
  }
  return false;
}

const parentElement = (node: AnyNode): Element | null =>
  node.parent && node.parent.type === "tag" ? (node.parent as Element) : null;

const rootOf = (node: AnyNode): AnyNode => {
  let top = node;
  while (top.parent) top = top.parent;
  return top;
};

/** The text an element's content gives its name: children's names and text, hidden ones left out. */
function nameFromContent(node: AnyNode): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return "";
  const element = node as Element;
  if (UNSHOWN.has(element.name) || "hidden" in element.attribs) return "";
  if (element.attribs["aria-hidden"] === "true") return "";
  const labelled = ownLabel(element);
  if (labelled !== null) return ` ${labelled} `;
  if (element.name === "img") return ` ${element.attribs.alt ?? ""} `;
  const inner = element.children.map(nameFromContent).join("");
  // Block elements separate the words on either side, as a browser's name does.
  return /^(a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|time)$/.test(element.name)
    ? inner
    : ` ${inner} `;
}

/** A name given by aria-labelledby or aria-label, or null. */
function ownLabel(element: Element): string | null {
  const ids = element.attribs["aria-labelledby"]?.trim();
  if (ids) {
    const root = rootOf(element);
    return ids
      .split(/\s+/)
      .map((id) => first(`[id="${id}"]`, root))
      .map((labeller) =>
        labeller ? collapse(labeller.children.map(nameFromContent).join("")) : "",
      )
      .join(" ");
  }
  const label = element.attribs["aria-label"]?.trim();
  return label ? label : null;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Roles named by their content (links, headings, list items...); the rest only by a label. */
const NAMED_FROM_CONTENT = new Set(["link", "heading", "button", "listitem", "cell"]);

/** What a browser names an element: its label, an image's alt text, or (for a link, a heading...) its content. */
export function accessibleName(element: Element): string {
  const labelled = ownLabel(element);
  if (labelled !== null) return collapse(labelled);
  if (element.name === "img") return collapse(element.attribs.alt ?? "");
  const role = roleOf(element);
  if (role && NAMED_FROM_CONTENT.has(role)) {
    return collapse(element.children.map(nameFromContent).join(""));
  }
  return collapse(element.attribs.title ?? "");
}

/** The implicit ARIA roles of the elements the site's pages use, or an explicit `role`. */
export function roleOf(element: Element): string | null {
  const explicit = element.attribs.role?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const { name } = element;
  if (/^h[1-6]$/.test(name)) return "heading";
  if (name === "a") return "href" in element.attribs ? "link" : null;
  if (name === "section") return ownLabel(element) !== null ? "region" : null;
  if (name === "footer" || name === "header") {
    for (let up = parentElement(element); up; up = parentElement(up)) {
      if (/^(article|aside|main|nav|section)$/.test(up.name)) return null;
    }
    return name === "footer" ? "contentinfo" : "banner";
  }
  if (name === "textarea") return "textbox";
  if (name === "input") {
    const type = (element.attribs.type ?? "text").toLowerCase();
    if (/^(text|email|tel|url)$/.test(type)) return "textbox";
    if (type === "search") return "searchbox";
    return null;
  }
  const implicit: Record<string, string> = {
    article: "article",
    button: "button",
    img: "img",
    li: "listitem",
    main: "main",
    nav: "navigation",
    ol: "list",
    p: "paragraph",
    ul: "list",
  };
  return implicit[name] ?? null;
}

/** A heading's level: h1-h6, or its aria-level. */
const levelOf = (element: Element) =>
  Number(element.attribs["aria-level"] ?? element.name.match(/^h([1-6])$/)?.[1] ?? 0);

/**
 * Every element under `root` with `role` and, if given, a name (a string is matched as
 * Playwright matches it: anywhere in the name, any case, unless `exact`) and a heading level,
 * leaving out what the HTML hides.
 */
export function byRole(
  root: AnyNode | AnyNode[],
  role: string,
  options: { name?: string | RegExp; exact?: boolean; level?: number } = {},
): Element[] {
  const { name, exact = false, level } = options;
  const matches = (element: Element) => {
    if (name === undefined) return true;
    const own = accessibleName(element);
    if (name instanceof RegExp) return name.test(own);
    return exact ? own === name : own.toLowerCase().includes(name.toLowerCase());
  };
  return all("*", root).filter(
    (element) =>
      roleOf(element) === role &&
      !isHidden(element) &&
      (level === undefined || levelOf(element) === level) &&
      matches(element),
  );
}

/** The one element `byRole` finds: fails, naming what was asked, unless there is exactly one. */
export function oneByRole(
  root: AnyNode | AnyNode[],
  role: string,
  options: { name?: string | RegExp; exact?: boolean; level?: number } = {},
): Element {
  const found = byRole(root, role, options);
  if (found.length !== 1) {
    throw new Error(
      `expected one ${role} named ${String(options.name ?? "(any)")}, found ${found.length}`,
    );
  }
  return found[0];
}

/** The elements of `elements` whose text holds `text` (any case), as Playwright's `hasText`. */
export const withText = (elements: Element[], text: string) =>
  elements.filter((element) => textOf(element).toLowerCase().includes(text.toLowerCase()));

/** The text of what an element shows, white space collapsed: no script, style or hidden part. */
export function shownText(element: AnyNode | null): string {
  const shown = (node: AnyNode): string => {
    if (node.type === "text") return (node as unknown as { data: string }).data;
    if (node.type !== "tag") return "";
    const el = node as Element;
    if (UNSHOWN.has(el.name) || "hidden" in el.attribs) return "";
    return el.children.map(shown).join("");
  };
  return element ? collapse(shown(element)) : "";
}

/**
 * The elements under `root` that show exactly `text` (white space collapsed), the innermost
 * ones, as Playwright's `getByText(text, { exact: true })` finds them.
 */
export function byText(root: AnyNode | AnyNode[], text: string): Element[] {
  const matching = all("*", root).filter(
    (element) => !UNSHOWN.has(element.name) && shownText(element) === text,
  );
  return matching.filter((element) => !matching.some((other) => other.parent === element));
}
