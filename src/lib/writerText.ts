/**
 * Characters that never belong in what a writer types, in any field or in an article's body:
 * they are invisible where the writer reads the file, yet change what a visitor sees.
 *
 * - Control characters, C0 (U+0000-U+001F) and C1 (U+007F-U+009F): a bell or an escape means
 *   nothing on a page and can upset a terminal or a feed reader. The tab, line feed and carriage
 *   return are ordinary whitespace in a paragraph (and in a body saved with Windows line
 *   endings); a one-line field such as a title refuses them, and the line and paragraph
 *   separators (U+2028, U+2029) too.
 * - The explicit directional formatting characters of the Unicode Bidirectional Algorithm
 *   (UAX #9, section 2): the embeddings LRE and RLE (U+202A, U+202B), PDF (U+202C), the
 *   overrides LRO and RLO (U+202D, U+202E) and the isolates LRI, RLI, FSI and PDI
 *   (U+2066-U+2069). They show text in an order other than the one stored: "a\u202Ebc" reads
 *   "acb" on a card, in the dialog, in a feed reader and in search results. These nine are the
 *   characters of the Trojan Source attack (CVE-2021-42574) and of the Rust compiler's deny-by-default
 *   text_direction_codepoint lints.
 *
 * Kept: the implicit directional marks LRM, RLM and ALM (U+200E, U+200F, U+061C). UAX #9
 * (section 2.6) has them act like an invisible strong letter: they decide which side a
 * neighboring punctuation mark or number goes on and cannot reverse a run of text. Hebrew and
 * Arabic text legitimately needs them.
 */

const CONTROLS = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F`;
const DIRECTION_CONTROLS = String.raw`\u202A-\u202E\u2066-\u2069`;
const LINE_BREAKS = String.raw`\t\n\r\u2028\u2029`;

/**
 * A character a writer's text may not hold where line breaks are allowed: article bodies,
 * excerpts, descriptions. Not global, so `.test()` has no `lastIndex` to trip over.
 */
export const UNSAFE_IN_TEXT = new RegExp(`[${CONTROLS}${DIRECTION_CONTROLS}]`);

/** A character a one-line field (a title, a tag, a name, a URL) may not hold. */
export const UNSAFE_IN_ONE_LINE = new RegExp(`[${CONTROLS}${DIRECTION_CONTROLS}${LINE_BREAKS}]`);

/** Whether `value` holds a character writers' text may not hold (see UNSAFE_IN_TEXT). */
export const hasUnsafeCharacters = (value: string, { oneLine }: { oneLine: boolean }) =>
  (oneLine ? UNSAFE_IN_ONE_LINE : UNSAFE_IN_TEXT).test(value);

/** The refused characters in `value`, each once, in the order they first appear. */
export function unsafeCharacters(value: string, { oneLine }: { oneLine: boolean }): string[] {
  const unsafe = oneLine ? UNSAFE_IN_ONE_LINE : UNSAFE_IN_TEXT;
  return [...new Set([...value].filter((character) => unsafe.test(character)))];
}

const NAMES: Record<string, string> = {
  "\t": "tab",
  "\n": "line break",
  "\r": "carriage return",
  "\u2028": "line separator",
  "\u2029": "paragraph separator",
  "\u202A": "left-to-right embedding",
  "\u202B": "right-to-left embedding",
  "\u202C": "pop directional formatting",
  "\u202D": "left-to-right override",
  "\u202E": "right-to-left override",
  "\u2066": "left-to-right isolate",
  "\u2067": "right-to-left isolate",
  "\u2068": "first strong isolate",
  "\u2069": "pop directional isolate",
};

/** The code point as Unicode writes it, e.g. U+202E. */
export const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** "the right-to-left override (U+202E)", "the control character (U+0007)". */
const named = (character: string) =>
  `the ${NAMES[character] ?? "control character"} (${codePoint(character)})`;

const listed = (items: string[]) =>
  items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * What a writer is told when a field holds refused characters: what the field takes, then
 * each character by name and code point, so it can be found even where it is invisible.
 * `what` names the kind of value, e.g. "text" or "an https URL".
 */
export function unsafeCharacterRule(
  found: readonly string[],
  { oneLine, what = oneLine ? "one line of text" : "text" }: { oneLine: boolean; what?: string },
): string {
  const them = found.length === 1 ? "it" : "them";
  return (
    `${what} without ${oneLine ? "line breaks or " : ""}hidden characters: delete ` +
    `${listed(found.map(named))}, retyping the words around ${them} if your editor does not show ${them}`
  );
}
