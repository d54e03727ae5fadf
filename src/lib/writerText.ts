/**
 * Writers' text at the door: one normal form for everything read from a writer's file, and the
 * one list of characters no writer's text may hold, in any field, in an article's body, in a
 * URL path, or in a spreadsheet cell of a download (src/lib/spreadsheetFormula.ts).
 *
 * The refused characters are invisible where the writer reads the file, yet change what a
 * visitor sees: a title can look like another article's, hold hidden words, or read backwards.
 *
 * - Control characters, C0 (U+0000-U+001F) and C1 (U+007F-U+009F): a bell or an escape means
 *   nothing on a page and can upset a terminal or a feed reader. The tab and line feed are
 *   ordinary whitespace in a paragraph; a one-line field such as a title refuses them, and the
 *   carriage return and the line and paragraph separators (U+2028, U+2029) too.
 * - The explicit directional formatting characters of the Unicode Bidirectional Algorithm
 *   (UAX #9, section 2): the embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069).
 *   They show text in an order other than the one stored ("a\u202Ebc" reads "acb"): the Trojan
 *   Source characters (CVE-2021-42574).
 * - Invisible characters and fillers: Unicode's Default_Ignorable_Code_Point characters
 *   (zero-width space, soft hyphen, word joiner, variation selectors, tag characters, the
 *   byte order mark inside text...) and the blank letters that look like a space but are not
 *   one to any check (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0; the blank Braille
 *   pattern U+2800), and the noncharacters (U+FDD0-U+FDEF, U+FFFE, U+FFFF), which no text
 *   holds and XML forbids: one in a title made the whole feed unreadable.
 *
 * Kept, because real writing needs them:
 * - the implicit directional marks LRM, RLM and ALM (U+200E, U+200F, U+061C): UAX #9 (section
 *   2.6) has them act like an invisible strong letter, which cannot reverse a run of text;
 *   Hebrew and Arabic text needs them;
 * - the zero-width joiner inside an emoji sequence (👩‍💻), a variation selector after an emoji
 *   or a keycap digit (❤️, 1️⃣) or after a CJK ideograph, and the tag characters of a
 *   subdivision flag (🏴 + tags + cancel tag);
 * - the zero-width joiner and non-joiner between two letters of a script that joins its
 *   letters (Arabic, Persian, the Indic scripts), where they choose a letter's shape. Between
 *   Latin, Greek or Cyrillic letters they only hide a break in a word.
 *
 * The checks here run in the browser too (the renderer's link check, the desk), so they use no
 * lookbehind or `v`-flag regular expressions that older browsers cannot compile.
 */

/** A range of refused code points and what a writer is told it is. */
type Refused = readonly [first: number, last: number, name: string];

const REFUSED: readonly Refused[] = [
  [0x0000, 0x0008, "control character"],
  [0x000b, 0x000c, "control character"],
  [0x000e, 0x001f, "control character"],
  [0x007f, 0x009f, "control character"],
  [0x00ad, 0x00ad, "soft hyphen"],
  [0x034f, 0x034f, "combining grapheme joiner"],
  [0x115f, 0x1160, "Hangul filler"],
  [0x17b4, 0x17b5, "invisible Khmer vowel"],
  [0x180b, 0x180f, "Mongolian format character"],
  [0x200b, 0x200b, "zero-width space"],
  [0x200c, 0x200c, "zero-width non-joiner"],
  [0x200d, 0x200d, "zero-width joiner"],
  [0x202a, 0x202a, "left-to-right embedding"],
  [0x202b, 0x202b, "right-to-left embedding"],
  [0x202c, 0x202c, "pop directional formatting"],
  [0x202d, 0x202d, "left-to-right override"],
  [0x202e, 0x202e, "right-to-left override"],
  [0x2060, 0x2060, "word joiner"],
  [0x2061, 0x2065, "invisible operator"],
  [0x2066, 0x2066, "left-to-right isolate"],
  [0x2067, 0x2067, "right-to-left isolate"],
  [0x2068, 0x2068, "first strong isolate"],
  [0x2069, 0x2069, "pop directional isolate"],
  [0x206a, 0x206f, "deprecated format character"],
  [0x2800, 0x2800, "blank Braille pattern"],
  [0x3164, 0x3164, "Hangul filler"],
  [0xfdd0, 0xfdef, "noncharacter"],
  [0xfe00, 0xfe0f, "variation selector"],
  [0xfeff, 0xfeff, "zero-width no-break space"],
  [0xffa0, 0xffa0, "Hangul filler"],
  [0xfff0, 0xfffb, "special format character"],
  [0xfffe, 0xffff, "noncharacter"],
  [0x1bca0, 0x1bca3, "shorthand format control"],
  [0x1d173, 0x1d17a, "musical format character"],
  [0xe0000, 0xe00ff, "tag character"],
  [0xe0100, 0xe0fff, "variation selector"],
];

/** Refused in one-line fields only: a title, a tag, a name, a URL. */
const LINE_BREAKS: readonly Refused[] = [
  [0x0009, 0x0009, "tab"],
  [0x000a, 0x000a, "line break"],
  [0x000d, 0x000d, "carriage return"],
  [0x2028, 0x2028, "line separator"],
  [0x2029, 0x2029, "paragraph separator"],
];

const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, "0");
const characterClass = (ranges: readonly Refused[]) =>
  ranges
    .map(([first, last]) =>
      first === last ? `\\u{${hex(first)}}` : `\\u{${hex(first)}}-\\u{${hex(last)}}`,
    )
    .join("");

/**
 * Every refused character, whatever stands around it (global). For what must never show one
 * unescaped, such as an error message, and for the spreadsheet guard, which skips them.
 */
export const REFUSED_CHARACTER = new RegExp(
  `[${characterClass([...REFUSED, ...LINE_BREAKS])}]`,
  "gu",
);

/** A quick first test, which most text fails: only a match needs a closer look. */
const CANDIDATE_IN_TEXT = new RegExp(`[${characterClass(REFUSED)}]`, "u");
const CANDIDATE_IN_ONE_LINE = new RegExp(`[${characterClass([...REFUSED, ...LINE_BREAKS])}]`, "u");

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

/** Whether the listed character at `index` is part of real writing (see the top of the file). */
function keptInContext(cps: readonly number[], index: number, tags: Set<number>): boolean {
  const cp = cps[index];
  const before = cps[index - 1];
  const after = cps[index + 1];
  if (tags.has(index)) return true;
  if (cp === ZWJ && emojiBefore(cps, index) && is(PICTOGRAPHIC, after)) return true;
  if ((cp === ZWJ || cp === ZWNJ) && joiningLetter(before) && joiningLetter(after)) return true;
  if (cp === 0xfe0e || cp === 0xfe0f) {
    if (is(PICTOGRAPHIC, before)) return true;
    if (before !== undefined && /[0-9#*]/.test(String.fromCodePoint(before)) && after === KEYCAP) {
      return true;
    }
  }
  return isVariationSelector(cp) && is(IDEOGRAPH, before);
}

const nameOf = (cp: number, ranges: readonly Refused[]) =>
  ranges.find(([first, last]) => cp >= first && cp <= last)?.[2];

/**
 * The refused characters in `value`, each once, in the order they first appear: the listed
 * ones above, less those real writing needs where they stand; in a one-line field, line
 * breaks and tabs too.
 */
export function unsafeCharacters(value: string, { oneLine }: { oneLine: boolean }): string[] {
  if (!(oneLine ? CANDIDATE_IN_ONE_LINE : CANDIDATE_IN_TEXT).test(value)) return [];
  const ranges = oneLine ? [...REFUSED, ...LINE_BREAKS] : REFUSED;
  const cps = Array.from(value, (character) => character.codePointAt(0) as number);
  const tags = flagTags(cps);
  const found = new Set<string>();
  cps.forEach((cp, index) => {
    if (nameOf(cp, ranges) && !keptInContext(cps, index, tags)) {
      found.add(String.fromCodePoint(cp));
    }
  });
  return [...found];
}

/** Whether `value` holds a character writers' text may not hold (see unsafeCharacters). */
export const hasUnsafeCharacters = (value: string, options: { oneLine: boolean }) =>
  unsafeCharacters(value, options).length > 0;

/** The code point as Unicode writes it, e.g. U+202E. */
export const codePoint = (character: string) => `U+${hex(character.codePointAt(0) ?? 0)}`;

/** "the right-to-left override (U+202E)", "the zero-width space (U+200B)". */
const named = (character: string) => {
  const cp = character.codePointAt(0) ?? 0;
  return `the ${nameOf(cp, [...LINE_BREAKS, ...REFUSED]) ?? "hidden character"} (${codePoint(character)})`;
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
  return (
    `${what} without ${oneLine ? "line breaks or " : ""}hidden characters: delete ` +
    `${listed(found.map(named))}, retyping the words around ${them} if your editor does not show ${them}`
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
