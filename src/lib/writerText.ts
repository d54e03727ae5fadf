/**
 * Writers' text at the door: one normal form for everything read from a writer's file, one rule
 * for which characters a reader can see, and the characters no writer's text may hold, in any
 * field, in an article's body, in a URL path, or in a spreadsheet cell of a download
 * (src/lib/spreadsheetFormula.ts).
 *
 * Hidden characters are drawn as nothing where the writer reads the file, yet change what a
 * visitor sees: a title can look like another article's, hold hidden words, or read backwards,
 * and a title of hidden characters alone passes for filled and shows blank. Which characters
 * are hidden is Unicode's own answer, by property: the list kept here before missed the
 * Egyptian hieroglyph format controls (U+13430), and would miss whatever Unicode adds next.
 *
 * - Control characters (General_Category Cc): a bell or an escape means nothing on a page and
 *   can upset a terminal or a feed reader. The tab and line feed are ordinary whitespace in a
 *   paragraph; a one-line field such as a title refuses them, and the carriage return and the
 *   line and paragraph separators (U+2028, U+2029) too.
 * - Format characters (Cf) and Default_Ignorable_Code_Point: the zero-width space, soft hyphen,
 *   word joiner, byte order mark inside text, direction controls, variation selectors, tag
 *   characters, and the Hangul fillers, letters that look like a space but are not one to any
 *   check.
 * - Noncharacters (Noncharacter_Code_Point), which no text holds and XML forbids: one in a title
 *   made the whole feed unreadable.
 * - Two symbols drawn as nothing, which no property singles out: the blank Braille pattern
 *   (U+2800) and the musical null notehead (U+1D159).
 *
 * Text is visible when it holds a character that is none of these and not whitespace (Unicode's
 * White_Space, so the no-break and ideographic spaces too): hasVisibleText, the one test of a
 * filled field. Unassigned code points count as visible and are not refused: Node and each
 * browser know a different Unicode version, and an emoji newer than one of them must not be
 * refused by the desk and accepted by the build.
 *
 * Kept where real writing needs them:
 * - the implicit direction marks LRM, RLM and ALM (U+200E, U+200F, U+061C), in text holding
 *   right-to-left letters: UAX #9 (section 2.6) has them act like an invisible strong letter,
 *   which Hebrew and Arabic text needs beside numbers and Latin words, and which cannot reverse
 *   a run of text. In text without such letters they change nothing a reader sees, so
 *   "SEO\u200E Basics" would be a second title looking exactly like "SEO Basics";
 * - the zero-width joiner inside an emoji sequence (👩‍💻), a variation selector after an emoji
 *   or a keycap digit (❤️, 1️⃣) or after a CJK ideograph, and the tag characters of a
 *   subdivision flag (🏴 + tags + cancel tag);
 * - the zero-width joiner and non-joiner between two letters of a script that joins its
 *   letters (Arabic, Persian, the Indic scripts), where they choose a letter's shape. Between
 *   Latin, Greek or Cyrillic letters they only hide a break in a word;
 * - the format characters that are drawn, spanning the digits after them (the Arabic number
 *   sign U+0600...): Unicode's Prepended_Concatenation_Mark, which a regular expression cannot
 *   name, so they are listed.
 *
 * Never kept, even in right-to-left text: the explicit embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069). They show text in an order other than the one stored
 * ("a\u202Ebc" reads "acb"): the Trojan Source characters (CVE-2021-42574).
 *
 * The checks here run in the browser too (the renderer's link check, the desk), so they use no
 * lookbehind or `v`-flag regular expressions, and no script a browser of 2019 would not know.
 */

/** Symbols that are drawn as nothing, though Unicode classes them with visible ones. */
const BLANK_SYMBOLS = "\\u2800\\u{1D159}";

/** Every character a reader cannot see, besides whitespace. */
const HIDDEN = `\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\p{Noncharacter_Code_Point}${BLANK_SYMBOLS}`;

/** Refused in one-line fields only: a title, a tag, a name, a URL. */
const LINE_BREAKS = "\\t\\n\\r\\u2028\\u2029";

/**
 * Every character that may be refused, whatever stands around it (global). For what must never
 * show one unescaped, such as an error message, and for the spreadsheet guard, which skips
 * them.
 */
export const REFUSED_CHARACTER = new RegExp(`[${HIDDEN}${LINE_BREAKS}]`, "gu");

const VISIBLE = new RegExp(`[^${HIDDEN}\\p{White_Space}]`, "u");

/**
 * Whether `value` holds a character a reader can see: anything but whitespace and the hidden
 * characters above. The one test of a filled field; "\u00A0", "\u200E" or "\u3164" is blank.
 */
export const hasVisibleText = (value: string) => VISIBLE.test(value);

/** One character that may be refused, outside a one-line field (tabs and line feeds are not). */
const HIDDEN_IN_TEXT = new RegExp(`(?![\\t\\n\\r])[${HIDDEN}]`, "u");
const HIDDEN_IN_ONE_LINE = new RegExp(`[${HIDDEN}${LINE_BREAKS}]`, "u");

/** The format characters that are drawn (Prepended_Concatenation_Mark, Unicode 17). */
const DRAWN_FORMAT = /[\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]/u;
/** LRM, RLM, ALM: a direction for the characters beside them, never a reordering. */
const IMPLICIT_MARKS: ReadonlySet<number> = new Set([0x200e, 0x200f, 0x061c]);
/**
 * A letter of a script written right to left, used today. Script names only: JavaScript cannot
 * ask for a character's Bidi_Class.
 */
const RIGHT_TO_LEFT_LETTER =
  /(?=\p{L})[\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}\p{sc=Samaritan}\p{sc=Mandaic}\p{sc=Adlam}\p{sc=Hanifi_Rohingya}]/u;

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const SKIN_TONE = /[\u{1F3FB}-\u{1F3FF}]/u;
const IDEOGRAPH = /\p{Ideographic}/u;
const LETTER = /[\p{L}\p{M}]/u;
/** Scripts whose letters never join: a joiner between two of them only hides a break. */
const NON_JOINING = /[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Common}\p{sc=Inherited}]/u;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
const KEYCAP = 0x20e3;

const isTag = (cp: number | undefined) => cp !== undefined && cp >= 0xe0020 && cp <= 0xe007e;
const isVariationSelector = (cp: number) =>
  (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const is = (pattern: RegExp, cp: number | undefined) =>
  cp !== undefined && pattern.test(String.fromCodePoint(cp));
const joiningLetter = (cp: number | undefined) => is(LETTER, cp) && !is(NON_JOINING, cp);

/** The emoji a zero-width joiner follows, looking past one skin tone or presentation mark. */
function emojiBefore(cps: readonly number[], index: number): boolean {
  let before = index - 1;
  if (cps[before] === 0xfe0f || is(SKIN_TONE, cps[before])) before -= 1;
  return is(PICTOGRAPHIC, cps[before]);
}

/** The indices of the tag characters of subdivision flags (🏴 + tags + cancel tag). */
function flagTags(cps: readonly number[]): Set<number> {
  const kept = new Set<number>();
  cps.forEach((cp, start) => {
    if (cp !== BLACK_FLAG) return;
    let end = start + 1;
    while (isTag(cps[end])) end += 1;
    if (end > start + 1 && cps[end] === CANCEL_TAG) {
      for (let index = start + 1; index <= end; index += 1) kept.add(index);
    }
  });
  return kept;
}

/** What the text around a hidden character holds, worked out once per value. */
interface Context {
  cps: readonly number[];
  flagTags: Set<number>;
  rightToLeft: boolean;
}

/** Whether the hidden character at `index` is part of real writing (see the top of the file). */
function keptInContext({ cps, flagTags: tags, rightToLeft }: Context, index: number): boolean {
  const cp = cps[index];
  const before = cps[index - 1];
  const after = cps[index + 1];
  if (tags.has(index)) return true;
  if (IMPLICIT_MARKS.has(cp)) return rightToLeft;
  if (cp === ZWJ && emojiBefore(cps, index) && is(PICTOGRAPHIC, after)) return true;
  if ((cp === ZWJ || cp === ZWNJ) && joiningLetter(before) && joiningLetter(after)) return true;
  if (cp === 0xfe0e || cp === 0xfe0f) {
    if (is(PICTOGRAPHIC, before)) return true;
    if (before !== undefined && /[0-9#*]/.test(String.fromCodePoint(before)) && after === KEYCAP) {
      return true;
    }
  }
  return (isVariationSelector(cp) && is(IDEOGRAPH, before)) || is(DRAWN_FORMAT, cp);
}

/**
 * The refused characters in `value`, each once, in the order they first appear: the hidden
 * ones above, less those real writing needs where they stand; in a one-line field, line
 * breaks and tabs too.
 */
export function unsafeCharacters(value: string, { oneLine }: { oneLine: boolean }): string[] {
  const hidden = oneLine ? HIDDEN_IN_ONE_LINE : HIDDEN_IN_TEXT;
  if (!hidden.test(value)) return [];
  const cps = Array.from(value, (character) => character.codePointAt(0) as number);
  const context = {
    cps,
    flagTags: flagTags(cps),
    rightToLeft: RIGHT_TO_LEFT_LETTER.test(value),
  };
  const found = new Set<string>();
  cps.forEach((cp, index) => {
    // Printable ASCII is never hidden: most of any text skips the regular expression.
    if (cp >= 0x20 && cp < 0x7f) return;
    if (is(hidden, cp) && !keptInContext(context, index)) found.add(String.fromCodePoint(cp));
  });
  return [...found];
}

/** Whether `value` holds a character writers' text may not hold (see unsafeCharacters). */
export const hasUnsafeCharacters = (value: string, options: { oneLine: boolean }) =>
  unsafeCharacters(value, options).length > 0;

/** A range of code points and what a writer is told it is. */
type Named = readonly [first: number, last: number, name: string];

/**
 * The names a writer is told, for the characters a writer may meet; the others are named by
 * their class (see `named`). Which characters are refused is decided above, not here.
 */
const NAMES: readonly Named[] = [
  [0x0009, 0x0009, "tab"],
  [0x000a, 0x000a, "line break"],
  [0x000d, 0x000d, "carriage return"],
  [0x00ad, 0x00ad, "soft hyphen"],
  [0x034f, 0x034f, "combining grapheme joiner"],
  [0x061c, 0x061c, "Arabic letter mark"],
  [0x115f, 0x1160, "Hangul filler"],
  [0x200b, 0x200b, "zero-width space"],
  [0x200c, 0x200c, "zero-width non-joiner"],
  [0x200d, 0x200d, "zero-width joiner"],
  [0x200e, 0x200e, "left-to-right mark"],
  [0x200f, 0x200f, "right-to-left mark"],
  [0x2028, 0x2028, "line separator"],
  [0x2029, 0x2029, "paragraph separator"],
  [0x202a, 0x202a, "left-to-right embedding"],
  [0x202b, 0x202b, "right-to-left embedding"],
  [0x202c, 0x202c, "pop directional formatting"],
  [0x202d, 0x202d, "left-to-right override"],
  [0x202e, 0x202e, "right-to-left override"],
  [0x2060, 0x2060, "word joiner"],
  [0x2061, 0x2064, "invisible operator"],
  [0x2066, 0x2066, "left-to-right isolate"],
  [0x2067, 0x2067, "right-to-left isolate"],
  [0x2068, 0x2068, "first strong isolate"],
  [0x2069, 0x2069, "pop directional isolate"],
  [0x2800, 0x2800, "blank Braille pattern"],
  [0x3164, 0x3164, "Hangul filler"],
  [0xfe00, 0xfe0f, "variation selector"],
  [0xfeff, 0xfeff, "zero-width no-break space"],
  [0xffa0, 0xffa0, "Hangul filler"],
  [0x13430, 0x1343f, "Egyptian hieroglyph format control"],
  [0x1d159, 0x1d159, "musical null notehead"],
  [0xe0000, 0xe007f, "tag character"],
  [0xe0100, 0xe01ef, "variation selector"],
];

const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, "0");

/** The code point as Unicode writes it, e.g. U+202E. */
export const codePoint = (character: string) => `U+${hex(character.codePointAt(0) ?? 0)}`;

const CONTROL = /\p{Cc}/u;
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

/** "the right-to-left override (U+202E)", "the control character (U+0007)". */
const named = (character: string) => {
  const cp = character.codePointAt(0) ?? 0;
  const name =
    NAMES.find(([first, last]) => cp >= first && cp <= last)?.[2] ??
    (CONTROL.test(character)
      ? "control character"
      : NONCHARACTER.test(character)
        ? "noncharacter"
        : "invisible character");
  return `the ${name} (${codePoint(character)})`;
};

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
  // The writer of "SEO\u200E Basics" may have seen the mark kept in a Hebrew title: say why.
  const marks = found.some((character) => IMPLICIT_MARKS.has(character.codePointAt(0) ?? 0))
    ? " (a direction mark belongs only in text with right-to-left letters, such as Hebrew or Arabic)"
    : "";
  return (
    `${what} without ${oneLine ? "line breaks or " : ""}hidden characters: delete ` +
    `${listed(found.map(named))}, retyping the words around ${them} if your editor does not show ${them}${marks}`
  );
}

/**
 * A writer's file as every limit and parser sees it: without an editor's byte order mark,
 * with Windows (CRLF) and old Mac (CR) line endings as line feeds, and in Unicode's composed
 * form (NFC), so "é" typed as e + accent is the same text as "é". Applied once, where a file
 * is read (src/content/articleSource.ts, the desk's preview): a bare CR that one reader
 * counts as a line break and another does not would let text past a limit.
 */
export const normalizeText = (text: string) =>
  text
    .replace(/^\uFEFF+/, "")
    .replace(/\r\n?/g, "\n")
    .normalize("NFC");
