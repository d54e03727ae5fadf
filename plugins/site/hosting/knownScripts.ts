import { redirectScript } from "../../../src/lib/caseRedirect";
import { type GatsbyBuildData, gatsbyScripts, valueMadeBy } from "./gatsbyScripts";
import { BUNDLE_LOADER_SCRIPT, PAGE_PATH_SCRIPT } from "./pageScripts";

/**
 * The inline scripts the site means to ship, each described by the code that emits it. The CSP
 * allows inline scripts by hash, and hashing every one the build finds would bless an injected
 * one too: so the policy lists only these, and the build stops at any other, naming the page.
 */

export interface KnownScript {
  name: string;
  /** The file that makes it, and so the one to change when it changes. */
  from: string;
  /** True when `text` (between the tags) is this script. */
  is: (text: string) => boolean;
}

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
 * The 404 page's script (src/lib/caseRedirect.ts) embeds the site's page list: it is known when
 * redirectScript makes exactly its text from a list of this build's pages.
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

interface ScriptElement {
  tag: string;
  /** Its `type`, lowercased and trimmed; "" when it has none. */
  type: string;
  /** True when it loads a file (`src`), whose text a browser ignores. */
  external: boolean;
  text: string;
}

/**
 * Every `<script` in the HTML, in order, ended the way a browser ends one: at the first
 * `</script` followed by a space, `/` or `>`, whatever the case, or at the end of the page.
 * Not a full HTML parser: anything odd becomes a script no kind matches, so the check fails closed.
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

export const inlineScripts = (html: string): string[] =>
  scriptElements(html)
    .filter((script) => !script.external && script.type !== "application/ld+json")
    .map((script) => script.text);

/** A JSON-LD data block: never run, but whole JSON with no `<` that could end it early. */
function isJsonLd({ type, text }: ScriptElement): boolean {
  if (type !== "application/ld+json" || text.includes("<")) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function scriptStart({ tag, text }: ScriptElement, length = 100): string {
  const flat = `${tag}${text}`.replace(/\s+/g, " ");
  return flat.length > length ? `${flat.slice(0, length)}…` : `${flat}</script>`;
}

export class UnknownScriptError extends Error {}

/**
 * The text of every known inline script in `pages`, in order, for the policy; stops the build
 * when any page holds another, naming the page and showing the script's start. Files (`src`)
 * are left to the policy's `'self'`; JSON-LD is known but never run, so not returned.
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
