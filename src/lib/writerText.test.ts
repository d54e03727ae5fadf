import {
  codePoint,
  hasUnsafeCharacters,
  UNSAFE_IN_ONE_LINE,
  UNSAFE_IN_TEXT,
  unsafeCharacterRule,
  unsafeCharacters,
} from "./writerText";

const DIRECTION_CONTROLS = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

describe("unsafe characters in writers' text", () => {
  it.each(DIRECTION_CONTROLS.map((character) => [codePoint(character), character]))(
    "refuses the direction control %s anywhere",
    (_name, character) => {
      expect(hasUnsafeCharacters(`a${character}b`, { oneLine: false })).toBe(true);
      expect(hasUnsafeCharacters(`a${character}b`, { oneLine: true })).toBe(true);
    },
  );

  it.each(
    ["\u0000", "\u0007", "\u001B", "\u007F", "\u0085", "\u009B", "\u000B", "\u000C"].map(
      (character) => [codePoint(character), character],
    ),
  )("refuses the control character %s anywhere", (_name, character) => {
    expect(hasUnsafeCharacters(`a${character}b`, { oneLine: false })).toBe(true);
    expect(hasUnsafeCharacters(`a${character}b`, { oneLine: true })).toBe(true);
  });

  it("allows tabs and line breaks in a paragraph (and a body with Windows line endings), not on one line", () => {
    for (const value of ["one\ntwo", "one\r\ntwo", "one\ttwo", "one\u2028two"]) {
      expect(hasUnsafeCharacters(value, { oneLine: false })).toBe(false);
      expect(hasUnsafeCharacters(value, { oneLine: true })).toBe(true);
    }
  });

  // Hebrew and Arabic text needs the implicit marks; they cannot reverse a run of text.
  it.each(["\u200E", "\u200F", "\u061C"].map((mark) => [codePoint(mark), mark]))(
    "keeps the implicit mark %s",
    (_name, mark) =>
      expect(hasUnsafeCharacters(`C++${mark} and more`, { oneLine: true })).toBe(false),
  );

  it("keeps ordinary text: accents, curly quotes, dashes, emoji, non-breaking spaces", () => {
    const value = "Café “owners” – 100% 👍\u00A0done";
    expect(hasUnsafeCharacters(value, { oneLine: true })).toBe(false);
  });

  it("exports regexes without the global flag, safe to reuse for a body's lines", () => {
    expect(UNSAFE_IN_TEXT.flags).toBe("");
    expect(UNSAFE_IN_ONE_LINE.flags).toBe("");
    expect(UNSAFE_IN_TEXT.test("x\u202Ey")).toBe(true);
    expect(UNSAFE_IN_TEXT.test("x\u202Ey")).toBe(true);
  });

  it("lists each refused character once, in order", () => {
    expect(unsafeCharacters("a\u202Eb\u0007c\u202E", { oneLine: true })).toEqual([
      "\u202E",
      "\u0007",
    ]);
  });
});

describe("unsafeCharacterRule", () => {
  it("names each character and its code point, and says what to do", () => {
    expect(unsafeCharacterRule(["\u202E", "\u0007"], { oneLine: true })).toBe(
      "one line of text without line breaks or hidden characters: delete the right-to-left override (U+202E) and the control character (U+0007), retyping the words around them if your editor does not show them",
    );
    expect(unsafeCharacterRule(["\u2066"], { oneLine: false, what: "a paragraph" })).toBe(
      "a paragraph without hidden characters: delete the left-to-right isolate (U+2066), retyping the words around it if your editor does not show it",
    );
  });
});
