import { hasUnsafeCharacters } from "./writerText";

/**
 * Which addresses a writer's file may point at. One module for the build (which refuses
 * anything else with the file and line) and the renderer (which writes nothing else into
 * `href`), so the two lines of defense cannot drift apart.
 *
 * Everything is an allow-list: a scheme the browser would run (`javascript:`), embed
 * (`data:`), downgrade (`http:`) or read as another host (`//host`, `/\host`) never matches.
 */

/** A host name as written in DNS: letters, digits and hyphens in dot-separated labels. */
const HOST = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+`;

/**
 * `https://` and a plain host name, with an optional path, query or fragment. No credentials
 * (`user@`), no port and no characters that mean something in a CSP source list (`;`, `,`,
 * `*`, spaces), since a booking URL's origin is written into the Content-Security-Policy.
 */
const PLAIN_HTTPS = new RegExp(String.raw`^https://${HOST}(?:[/?#][^\s\\]*)?$`, "i");

const MAILTO = new RegExp(String.raw`^mailto:[^\s@/\\?]+@${HOST}(?:\?[^\s\\]*)?$`, "i");

// Whitespace and control characters are how `java\tscript:` gets past naive checks, and a
// backslash is read as a slash by browsers (`/\evil.example` is another host).
const SPACE_OR_BACKSLASH = /[\s\\]/;

/**
 * Whether an address holds a character no address may: whitespace, a backslash, a control
 * character, or a direction override, which would show `/contact/\u202Efdp.exe` as another
 * address than the one a click opens (the characters refused in writers' text,
 * ./writerText.ts).
 */
const hasUnsafeCharacter = (address: string) =>
  SPACE_OR_BACKSLASH.test(address) || hasUnsafeCharacters(address, { oneLine: true });

/** An absolute `https:` URL with a plain host name, e.g. `https://calendly.com/trinity/30min`. */
export const isPlainHttpsUrl = (url: string): boolean =>
  PLAIN_HTTPS.test(url) && !hasUnsafeCharacter(url);

/** The four kinds of address an article may link to. */
export function isSafeHref(href: string): boolean {
  if (href === "" || hasUnsafeCharacter(href)) return false;
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//");
  return isPlainHttpsUrl(href) || MAILTO.test(href);
}

/** What a writer is told when a link is refused. */
export const SAFE_HREF_RULE =
  'a link starting with "https://", "mailto:", a site path such as "/contact/", or "#"';
