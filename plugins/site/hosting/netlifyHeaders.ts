import { createHash } from "node:crypto";
import {
  ADMIN_PATH,
  articleBodyPath,
  articlePath,
  FEED_PATHS,
  routes,
  SEARCH_INDEX_PATH,
} from "../../../src/lib/routes";
import { isPlainHttpsUrl } from "../../../src/lib/safeUrl";

/**
 * Netlify's `_headers` file: the site's Content-Security-Policy, the security headers and cache
 * rules. Netlify applies every rule matching a path and joins a repeated header with ", ", so
 * two CSPs would both be enforced and two Cache-Control values would contradict each other:
 * each header name is set by exactly one rule for any path, Cache-Control only on rules that
 * never overlap. Netlify has no "every path but /admin/" pattern, so the site's CSP is not on
 * `/*` but on `/` and each top-level file and folder of the build except the desk's.
 */

export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export interface PolicyInput {
  /** The text of each inline script the site ships, as ./knownScripts allowed them. */
  inlineScripts: string[];
  /** The scheduler the Contact page embeds; its origin is the only frame the site allows. */
  bookingUrl: string;
  /** Allow compiling WebAssembly, for the article search's engine: see SEARCH_FOLDERS. */
  webAssembly?: boolean;
}

/**
 * The one origin the site may frame, checked again though content validation did: a host with
 * `;`, `,`, `*` or a space would change the policy, and one bad header can block every script.
 */
function frameOrigin(bookingUrl: string): string {
  if (!isPlainHttpsUrl(bookingUrl)) {
    throw new Error(
      `content/site.yaml bookingUrl ${JSON.stringify(bookingUrl)} is not an https URL with a plain host name; it is not written into the Content-Security-Policy`,
    );
  }
  return new URL(bookingUrl).origin;
}

export function contentSecurityPolicy({
  inlineScripts: scripts,
  bookingUrl,
  webAssembly = false,
}: PolicyInput) {
  const hashes = [...new Set(scripts.map(scriptHash))].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...hashes].join(" "),
    // Emotion writes <style> tags at runtime; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${frameOrigin(bookingUrl)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** Directives a `<meta>` policy cannot carry; browsers ignore them there, with a warning. */
const HEADER_ONLY = /^(frame-ancestors|report-uri|report-to|sandbox)\b/;

/**
 * The site's policy for the 404 page's `<meta http-equiv>`: Netlify serves that page for any
 * unknown path with that path's headers, which no CSP rule covers. `frame-ancestors` is
 * header-only; `X-Frame-Options: DENY` on every path covers framing.
 */
export function metaContentSecurityPolicy(input: PolicyInput) {
  return contentSecurityPolicy(input)
    .split("; ")
    .filter((directive) => !HEADER_ONLY.test(directive))
    .join("; ");
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const CHARSET = /<meta charSet="utf-8"\/>/;

/** The page with `policy` in a `<meta>` right after its charset (replacing an earlier build's). */
export function withPolicyMeta(html: string, policy: string, file: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, "&quot;")}"/>`;
  if (META_POLICY.test(html)) return html.replace(META_POLICY, () => meta);
  if (!CHARSET.test(html)) {
    throw new Error(`${file}: no <meta charSet="utf-8"/> to put the 404 page's policy after`);
  }
  return html.replace(CHARSET, (charset) => charset + meta);
}

const SECURITY_HEADERS: [string, string][] = [
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  ],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  // Another site's window opened from here cannot reach back into it, while the windows this
  // site opens (the scheduler's, the share links) keep working.
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
];

export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** True for webpack's content-hashed bundles (`app-90d6fdd71972dba5f43f.js`), safe to cache forever. */
export const isHashedAsset = (file: string) => /-[0-9a-f]{20}\.(js|css)$/.test(file);

/**
 * The desk's Content-Security-Policy, what Sveltia CMS needs and no more (no `'unsafe-eval'`,
 * no WebAssembly: its image encoders run only for uploads it is told to convert): its styles
 * are inline and the preview's are a `blob:` stylesheet in a `blob:` frame; GitHub's API and
 * status page (Sveltia warns writers when GitHub is down), GitHub avatars, and `blob:` and
 * `data:` for pictures read through the API or just uploaded, which it also reads back with
 * `fetch`. Its fonts are its own files (plugins/site/desk/buildAdmin.ts, selfHostedFonts).
 */
export function adminContentSecurityPolicy() {
  return [
    "default-src 'self'",
    // 'report-sample': a refused script is named in the violation (a contributor's payload).
    "script-src 'self' 'report-sample'",
    "style-src 'self' 'unsafe-inline' blob:",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Whether search engines may index this build: only production's (Netlify's `CONTEXT`; a local
 * build has none and is made as production's), so a preview does not compete with the live site.
 */
export const isIndexed = (deployContext: string | undefined) =>
  !deployContext || deployContext === "production";

export interface HeadersInput extends PolicyInput {
  /** URL paths of the built pages (`/`, `/about/`...), which must always be revalidated. */
  pagePaths: string[];
  /** URL paths of the hashed bundles at the site root (`/app-<hash>.js`). */
  hashedAssets: string[];
  /** Every file of the build as a URL path (`/about/index.html`), to scope the site's CSP. */
  files: string[];
  /** Netlify's `CONTEXT` for this build, undefined outside Netlify: see isIndexed. */
  deployContext: string | undefined;
}

/**
 * The top-level folders whose policy allows WebAssembly: the pages with the article search
 * (src/components/ArticleSearch.tsx), all under /resources/. Every other page keeps the strict one.
 */
const SEARCH_FOLDERS: string[] = [routes.resources];

/** Whether a pattern of sitePolicyPatterns (`/resources`, `/resources/*`) is a search folder's. */
const searches = (pattern: string) => SEARCH_FOLDERS.includes(`/${pattern.split("/")[1]}/`);

/**
 * The search index's cache rules: Pagefind names its chunks and metadata by content hash, so
 * they are immutable; its script, engine and entry keep their names, so they are revalidated.
 */
function searchIndexCacheRules(files: readonly string[]): [string, string][] {
  const inIndex = files
    .filter((file) => file.startsWith(SEARCH_INDEX_PATH))
    .map((file) => file.slice(SEARCH_INDEX_PATH.length));
  const folders = [...new Set(inIndex.filter((f) => f.includes("/")).map((f) => f.split("/")[0]))];
  const topFiles = inIndex.filter((file) => !file.includes("/"));
  const hashed = (file: string) => /_[0-9a-f]{6,}\.pf_[a-z]+$/.test(file);
  return [
    ...folders.map((folder): [string, string] => [`${SEARCH_INDEX_PATH}${folder}/*`, IMMUTABLE]),
    ...topFiles.map((file): [string, string] => [
      `${SEARCH_INDEX_PATH}${file}`,
      hashed(file) ? IMMUTABLE : REVALIDATE,
    ]),
  ].sort(([a], [b]) => a.localeCompare(b));
}

function sitePolicyPatterns(files: string[]): string[] {
  const admin = ADMIN_PATH.slice(1, -1);
  const patterns = new Set(["/"]);
  for (const file of files) {
    const [top, ...rest] = file.split("/").filter(Boolean);
    if (!top || top === admin) continue;
    patterns.add(`/${top}`);
    if (rest.length > 0) patterns.add(`/${top}/*`);
  }
  return [...patterns].sort();
}

const rule = (pattern: string, headers: [string, string][]) =>
  [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** The feeds' media types: some readers take plain XML or JSON for no feed. */
export const FEED_TYPES: Record<keyof typeof FEED_PATHS, string> = {
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/** Every article's body file as one rule: Netlify's `:slug` matches one path segment. */
export const ARTICLE_BODY_FILES = articleBodyPath(articlePath(":slug"));

export function netlifyHeaders(input: HeadersInput): string {
  const csp = contentSecurityPolicy({ ...input, webAssembly: false });
  const searchCsp = contentSecurityPolicy({ ...input, webAssembly: true });
  const indexed = isIndexed(input.deployContext);
  // Outside production every path gets noindex from `/*`, the desk included: a second
  // X-Robots-Tag on `/admin/*` would be joined to it, so the desk's own is production's only
  // (its page's robots meta tag still says nofollow).
  const robots = (value: string): [string, string][] => [["X-Robots-Tag", value]];
  const rules = [
    rule("/*", [...SECURITY_HEADERS, ...(indexed ? [] : robots("noindex"))]),
    ...sitePolicyPatterns(input.files).map((pattern) =>
      rule(pattern, [["Content-Security-Policy", searches(pattern) ? searchCsp : csp]]),
    ),
    rule(`${ADMIN_PATH}*`, [
      ["Content-Security-Policy", adminContentSecurityPolicy()],
      ...(indexed ? robots("noindex, nofollow") : []),
      ["Cache-Control", REVALIDATE],
    ]),
    rule("/static/*", [["Cache-Control", IMMUTABLE]]),
    rule("/page-data/*", [["Cache-Control", REVALIDATE]]),
    ...[...input.hashedAssets].sort().map((file) => rule(file, [["Cache-Control", IMMUTABLE]])),
    ...[...input.pagePaths].sort().map((page) => rule(page, [["Cache-Control", REVALIDATE]])),
    // A reader polls the feed: it must see a new article as soon as it is published.
    ...(Object.keys(FEED_PATHS) as (keyof typeof FEED_PATHS)[]).map((feed) =>
      rule(FEED_PATHS[feed], [
        ["Content-Type", FEED_TYPES[feed]],
        ["Cache-Control", REVALIDATE],
      ]),
    ),
    // The Resources dialog reads an article from its body file: revalidated like page data,
    // so a corrected article reads the same in the dialog as on its page.
    rule(ARTICLE_BODY_FILES, [["Cache-Control", REVALIDATE]]),
    ...searchIndexCacheRules(input.files).map(([pattern, value]) =>
      rule(pattern, [["Cache-Control", value]]),
    ),
  ];
  return `# Written by plugins/site/gatsby/onPostBuild.ts after every build; do not edit.\n${rules.join("\n")}\n`;
}
