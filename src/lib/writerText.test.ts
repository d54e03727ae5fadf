import fc from "fast-check";
import {
  codePoint,
  hasUnsafeCharacters,
  hasVisibleText,
  normalizeText,
  REFUSED_CHARACTER,
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

  it("allows tabs and line breaks in a paragraph, not on one line", () => {
    for (const value of ["one\ntwo", "one\ttwo", "one\u2028two"]) {
      expect(hasUnsafeCharacters(value, { oneLine: false })).toBe(false);
      expect(hasUnsafeCharacters(value, { oneLine: true })).toBe(true);
    }
  });

  // The characters a security review got past the first list: each hides a break in a word,
  // or is a blank letter that looks like a space.
  it.each(
    [
      "\u200B",
      "\uFEFF",
      "\u00AD",
      "\u3164",
      "\u115F",
      "\u1160",
      "\uFFA0",
      "\u2800",
      "\u034F",
      "\u2060",
      "\u200C",
      "\u200D",
      "\uFE0F",
      "\u{E0041}",
      "\u{E007F}",
      "\u{1D173}",
    ].map((character) => [codePoint(character), character]),
  )("refuses the invisible or blank character %s between Latin letters", (_name, character) => {
    expect(unsafeCharacters(`SEO${character}basics`, { oneLine: true })).toEqual([character]);
    expect(unsafeCharacters(`SEO${character}basics`, { oneLine: false })).toEqual([character]);
  });

  // Hebrew and Arabic text needs the implicit marks; they cannot reverse a run of text.
  it.each(["\u200E", "\u200F", "\u061C"].map((mark) => [codePoint(mark), mark]))(
    "keeps the implicit mark %s in text with right-to-left letters",
    (_name, mark) => {
      // cspell:disable-next-line -- Hebrew and Arabic words
      expect(hasUnsafeCharacters(`שלום C++${mark} עולם`, { oneLine: true })).toBe(false);
      // cspell:disable-next-line -- Hebrew and Arabic words
      expect(hasUnsafeCharacters(`مرحبا${mark} SEO`, { oneLine: false })).toBe(false);
    },
  );

  // Issue 48: in text that runs left to right a mark changes nothing a reader sees, so
  // "SEO\u200E Basics" is another title that looks exactly like "SEO Basics".
  it.each(["\u200E", "\u200F", "\u061C"].map((mark) => [codePoint(mark), mark]))(
    "refuses the implicit mark %s in text without right-to-left letters",
    (_name, mark) => {
      expect(unsafeCharacters(`SEO${mark} Basics`, { oneLine: true })).toEqual([mark]);
      expect(unsafeCharacters(mark, { oneLine: false })).toEqual([mark]);
    },
  );

  it("refuses the direction controls in right-to-left text too", () => {
    for (const control of DIRECTION_CONTROLS) {
      // cspell:disable-next-line -- Hebrew and Arabic words
      expect(unsafeCharacters(`שלום${control} עולם`, { oneLine: true })).toEqual([control]);
    }
  });

  // Issue 48: what Unicode classifies as invisible, whether or not a list here named it.
  it.each(
    [
      "\u{13430}", // Egyptian hieroglyph format control (Cf)
      "\u{1343F}",
      "\u{1D159}", // musical symbol null notehead: a symbol that draws nothing
      "\u180E", // Mongolian vowel separator (Cf)
      "\u{E0001}", // language tag (Cf)
      "\u{E01EF}", // the last variation selector
    ].map((character) => [codePoint(character), character]),
  )("refuses the invisible character %s", (_name, character) => {
    expect(unsafeCharacters(`SEO${character}basics`, { oneLine: true })).toEqual([character]);
    expect(unsafeCharacters(character, { oneLine: false })).toEqual([character]);
  });

  it("keeps the Arabic number sign, a format character that is drawn", () => {
    expect(unsafeCharacters("\u0600\u0661\u0662", { oneLine: true })).toEqual([]);
  });

  it.each([
    ["a ZWJ sequence", "Coders 👩‍💻 and 👨🏽‍🚀 astronauts"],
    ["a family", "👨‍👩‍👧‍👦"],
    ["a subdivision flag", "Made in 🏴󠁧󠁢󠁳󠁣󠁴󠁿 and 🏴󠁧󠁢󠁷󠁬󠁳󠁿 and 🏴󠁧󠁢󠁥󠁮󠁧󠁿"],
    ["a person with a skin tone in a ZWJ sequence", "👩🏽‍💻"],
    ["an emoji with its presentation mark", "We ❤️ small shops ☎️"],
    ["a keycap", "Step 1️⃣ then #️⃣"],
    ["a heart in text style", "❤︎"],
    ["a CJK ideograph with its variation", "葛󠄀城"],
    ["Persian with a zero-width non-joiner", "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645"],
    ["Hindi with a zero-width joiner", "क्‍ष"],
  ])("keeps %s", (_name, value) => {
    expect(unsafeCharacters(value, { oneLine: true })).toEqual([]);
  });

  it("refuses a joiner or presentation mark that joins nothing", () => {
    expect(unsafeCharacters("👩\u200D", { oneLine: true })).toEqual(["\u200D"]);
    expect(unsafeCharacters("\u200D💻", { oneLine: true })).toEqual(["\u200D"]);
    expect(unsafeCharacters("a\uFE0F", { oneLine: true })).toEqual(["\uFE0F"]);
    expect(unsafeCharacters("1\uFE0F", { oneLine: true })).toEqual(["\uFE0F"]);
    // Tag characters outside a flag, or a flag never closed by its cancel tag.
    expect(unsafeCharacters("🏴\u{E0067}\u{E0062}", { oneLine: true })).toEqual([
      "\u{E0067}",
      "\u{E0062}",
    ]);
    expect(unsafeCharacters("x\u{E0067}\u{E007F}", { oneLine: true })).toEqual([
      "\u{E0067}",
      "\u{E007F}",
    ]);
  });

  it("keeps ordinary text: accents, curly quotes, dashes, emoji, non-breaking spaces", () => {
    const value = "Café “owners” – 100% 👍\u00A0done";
    expect(hasUnsafeCharacters(value, { oneLine: true })).toBe(false);
  });

  it("finds the same characters when asked again (no regular expression state kept)", () => {
    expect(hasUnsafeCharacters("x\u202Ey", { oneLine: false })).toBe(true);
    expect(hasUnsafeCharacters("x\u202Ey", { oneLine: false })).toBe(true);
  });

  it("never keeps a listed character with only ASCII letters around it (generated text)", () => {
    const listed = fc.constantFrom(
      ..."\u200B\u200C\u200D\u2060\u00AD\u3164\u115F\uFFA0\u2800\u034F\uFE0F\uFEFF\u202E".split(""),
    );
    const ascii = fc.string({ unit: fc.constantFrom(..."abc XYZ019-'.,".split("")) });
    fc.assert(
      fc.property(ascii, listed, ascii, (before, character, after) => {
        const value = `${before}${character}${after}`;
        expect(unsafeCharacters(value, { oneLine: false })).toContain(character);
        // Every refused character is also one the messages escape.
        expect(value.match(REFUSED_CHARACTER)).toContain(character);
      }),
      { numRuns: 500 },
    );
  });

  it("lists each refused character once, in order", () => {
    expect(unsafeCharacters("a\u202Eb\u0007c\u202E", { oneLine: true })).toEqual([
      "\u202E",
      "\u0007",
    ]);
  });
});

describe("hasVisibleText, the one rule for text a reader can see", () => {
  it.each([
    ["nothing", ""],
    ["spaces, tabs and line breaks", " \t\n "],
    ["no-break and ideographic spaces", "\u00A0\u3000\u2003"],
    ["a left-to-right mark", "\u200E"],
    ["a right-to-left mark and an Arabic letter mark", "\u200F\u061C"],
    ["a zero-width space and a byte order mark", "\u200B\uFEFF"],
    ["an Egyptian hieroglyph format control", "\u{13430}"],
    ["a musical null notehead", "\u{1D159}"],
    ["a blank Braille pattern", "\u2800"],
    ["a Hangul filler", "\u3164"],
    ["a variation selector and a joiner", "\uFE0F\u200D"],
    ["tag characters", "\u{E0067}\u{E0062}\u{E007F}"],
  ])("sees nothing in %s", (_name, value) => {
    expect(hasVisibleText(value)).toBe(false);
  });

  it.each([
    ["a letter", "a"],
    ["a digit among spaces", "\u00A0 1 \u3000"],
    // cspell:disable-next-line -- Hebrew and Arabic words
    ["Hebrew with its mark", "\u200Fשלום"],
    ["an emoji ZWJ sequence", "👩🏽‍💻"],
    ["a subdivision flag", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"],
    ["a heart with its presentation mark", "❤️"],
    ["punctuation", "?"],
  ])("sees %s", (_name, value) => {
    expect(hasVisibleText(value)).toBe(true);
  });

  it("sees nothing in text of whitespace, controls, format and ignorable characters (generated)", () => {
    const unseen = Array.from({ length: 0x110000 }, (_, cp) => cp)
      .filter((cp) => cp < 0xd800 || cp > 0xdfff)
      .map((cp) => String.fromCodePoint(cp))
      .filter((character) =>
        /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(character),
      );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...unseen) }), (value) => {
        expect(hasVisibleText(value)).toBe(false);
      }),
      { numRuns: 1000 },
    );
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

describe("normalizeText", () => {
  it("reads CRLF, bare CR and LF text alike, without the byte order mark", () => {
    const lf = "---\ntitle: A\n---\n\nOne.\n\nTwo.\n";
    expect(normalizeText(lf.replace(/\n/g, "\r\n"))).toBe(lf);
    expect(normalizeText(lf.replace(/\n/g, "\r"))).toBe(lf);
    expect(normalizeText(`\uFEFF${lf}`)).toBe(lf);
  });

  it("composes accents (NFC), so a title typed either way is the same text", () => {
    expect(normalizeText("Cafe\u0301")).toBe("Café");
  });

  it("leaves no carriage return in any text (generated)", () => {
    const unit = fc.constantFrom("a", " ", "\r", "\n", "\r\n", "\uFEFF", "é");
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        const normalized = normalizeText(text);
        expect(normalized).not.toContain("\r");
        expect(normalizeText(normalized)).toBe(normalized);
      }),
      { numRuns: 1000 },
    );
  });
});
