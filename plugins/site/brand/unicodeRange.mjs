// @ts-check
// CSS unicode-range text and the characters it names, both ways: for the social card's faces
// (./brandFiles.ts) and the font files scripts/subset-font.mjs cuts. Plain JavaScript, so the
// script runs it under Node without a build; here, so the build's fingerprint covers it.

/** Every character of a CSS unicode-range, such as "U+0020-007E, U+2013". @param {string} range */
export function rangeCharacters(range) {
  return range
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.replace(/^U\+/i, "").split("-"))
    .map(([from, to = from]) => [parseInt(from, 16), parseInt(to, 16)])
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
    .map((code) => String.fromCodePoint(code))
    .join("");
}

/** The shortest unicode-range of a set of characters. @param {Iterable<string>} characters */
export function unicodeRange(characters) {
  const codes = [...new Set(characters)].map((c) => /** @type {number} */ (c.codePointAt(0)));
  codes.sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const runs = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase().padStart(4, "0");
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}
