import { redirectScript } from "../../../src/lib/caseRedirect";
import { type GatsbyBuildData, gatsbyScripts, valueMadeBy } from "./gatsbyScripts";
import { BUNDLE_LOADER_SCRIPT, PAGE_PATH_SCRIPT } from "./pageScripts";

/**
 * The inline scripts the site means to ship, each described by the code that emits it, and
 * the check that a built page holds no other.
 *
 * The Content-Security-Policy allows inline scripts by the hash of their text. Hashing every
 * inline script the build finds would also bless one that an injection put into a page, so
 * the policy lists only the scripts below, and the build stops at any other, naming the page.
 */

/** One kind of inline script the site ships. */
export interface KnownScript {
  /** What it is, for messages. */
  name: string;
  /** The file that makes it, and so the one to change when it changes. */
  from: string;
  /** True when `text` (between the tags) is this script. */
  is: (text: string) => boolean;
}

/** What the known scripts of a build are made from. */
export interface BuildScriptsInput extends GatsbyBuildData {
  /** Every page path of this build (`/`, `/about/`...), which the 404 page's script may list. */
  pagePaths: readonly string[];
}

const exactly = (name: string, from: string, script: string): KnownScript => ({
  name,
  from,
  is: (text) => text === script,
});

/**
 * The 404 page's script (src/lib/caseRedirect.ts) embeds the list of the site's pages, so it is
 * matched as redirectScript's text around a list: the list is read out of the script, must name
 * only pages of this build, and redirectScript must make exactly the same text from it. So only
 * page paths can differ from what that function writes.
 */
function caseRedirect(pagePaths: readonly string[]): KnownScript {
  const pages = new Set(pagePaths);
  const isPageList = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((path) => typeof path === "string" && pages.has(path));
  return {
    name: "the 404 page's redirect to a mis-cased page's address",
    from: "src/lib/caseRedirect.ts",
    is: (text) =>
      valueMadeBy(redirectScript, ["/marker-for-the-page-list/"], isPageList, text) !== undefined,
  };
}

/** Every kind of inline script a page of this build may hold, but data blocks. */
export function knownScripts(input: BuildScriptsInput): KnownScript[] {
  const [chunkMapping, compilationHash] = gatsbyScripts(input);
  const pageScripts = "plugins/site/hosting/pageScripts.ts";
  const gatsby = "Gatsby's scripts slice, made again by plugins/site/hosting/gatsbyScripts.ts";
  return [
    exactly("the page-path script", pageScripts, PAGE_PATH_SCRIPT),
    exactly("the bundle loader", pageScripts, BUNDLE_LOADER_SCRIPT),
    exactly("Gatsby's chunk mapping", gatsby, chunkMapping),
    exactly("Gatsby's compilation hash", gatsby, compilationHash),
    caseRedirect(input.pagePaths),
  ];
}

/** A `<script>` element as it stands in the HTML. */
export interface ScriptElement {
  /** The opening tag, as written. */
  tag: string;
  /** Its `type`, lowercased and trimmed; "" when it has none. */
  type: string;
  /** True when it loads a file (`src`), whose text a browser ignores. */
  external: boolean;
  /** Everything between the opening tag and `</script`. */
  text: string;
}

/**
 * Every `<script` in the HTML, in order, found the way a browser ends one: at the first
 * `</script` after the opening tag (followed by a space, `/` or `>`), whatever the case. An
 * opening tag with no end is returned with the rest of the page as its text, as a browser
 * would run it. Not a full HTML parser: anything odd it meets becomes a script no kind
 * matches, so the check fails closed.
 */
export function scriptElements(html: string): ScriptElement[] {
  const elements: ScriptElement[] = [];
  const open = /<script(?=[\s/>])[^>]*>/gi;
  let match: RegExpExecArray | null;
  while ((match = open.exec(html))) {
    const start = match.index + match[0].length;
    const end = /<\/script[\s/>]/i.exec(html.slice(start));
    const text = end ? html.slice(start, start + end.index) : html.slice(start);
    const tag = match[0];
    elements.push({
      tag,
      type: (/\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*))/i.exec(tag) ?? [])
        .slice(1)
        .join("")
        .trim()
        .toLowerCase(),
      external: /\ssrc\s*=/i.test(tag),
      text,
    });
    open.lastIndex = start + text.length;
  }
  return elements;
}

/**
 * The text of every inline script in the HTML but JSON-LD data blocks, in order: what a
 * policy would have to allow for the page to run as built.
 */
export const inlineScripts = (html: string): string[] =>
  scriptElements(html)
    .filter((script) => !script.external && script.type !== "application/ld+json")
    .map((script) => script.text);

/**
 * A JSON-LD data block: never run, so outside the policy, but it must not be able to end its
 * element early (src/seo/structuredData.ts escapes every `<`), and must be whole JSON.
 */
function isJsonLd({ type, text }: ScriptElement): boolean {
  if (type !== "application/ld+json" || text.includes("<")) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The start of a script as the build's message shows it: its tag and first characters. */
function scriptStart({ tag, text }: ScriptElement, length = 100): string {
  const flat = `${tag}${text}`.replace(/\s+/g, " ");
  return flat.length > length ? `${flat.slice(0, length)}…` : `${flat}</script>`;
}

/** Thrown when a built page holds an inline script the site does not mean to ship. */
export class UnknownScriptError extends Error {}

/**
 * The text of every known inline script in `pages` (a public/ path and its HTML each), in page
 * order, for the policy; stops the build when any page holds another, naming each page and
 * showing the start of each such script. Files (`src`) are left to the policy's `'self'`; a
 * JSON-LD block is known but never run, so it is not among those returned.
 */
export function allowedInlineScripts(
  pages: { file: string; html: string }[],
  kinds: KnownScript[],
): string[] {
  const allowed: string[] = [];
  const problems: string[] = [];
  for (const { file, html } of pages) {
    for (const script of scriptElements(html)) {
      if ((script.external && script.text.trim() === "") || isJsonLd(script)) continue;
      if (kinds.some((kind) => kind.is(script.text))) allowed.push(script.text);
      else problems.push(`  ${file}: ${scriptStart(script)}`);
    }
  }
  if (problems.length > 0) {
    const known = kinds.map((kind) => `  - ${kind.name} (${kind.from})`);
    throw new UnknownScriptError(
      [
        `${problems.length === 1 ? "An inline script" : `${problems.length} inline scripts`} the site does not ship, so the Content-Security-Policy will not allow ${problems.length === 1 ? "it" : "them"}:`,
        ...problems,
        "The inline scripts a page may hold (plugins/site/hosting/knownScripts.ts):",
        ...known,
        "  - JSON-LD data (<script type=\"application/ld+json\">, never run, no '<' in it)",
        "Find what put it into the page. If the site means to ship it, add it to knownScripts.ts beside the code that writes it.",
      ].join("\n"),
    );
  }
  return allowed;
}
