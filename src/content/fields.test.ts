import fc from "fast-check";
import { oneLineText, text } from "./fields";
import { articleFrontmatterSchema } from "./schemas";
import { formatProblems, validate } from "./problems";

const articleSchema = articleFrontmatterSchema(["SEO", "Branding"]);

const goodArticle = {
  title: "SEO basics",
  excerpt: "Where to start.",
  category: "SEO",
  tags: ["SEO", "Local"],
};

const problemsOf = (changes: Record<string, unknown>) =>
  validate(articleSchema, { ...goodArticle, ...changes }).problems;

// Issue 48: each of these looked filled, or looked like ordinary words, and was accepted.
describe("writers' fields hold text a reader can see", () => {
  it("refuses a title that is only a left-to-right mark, naming the field and the mark", () => {
    expect(problemsOf({ title: "\u200E" })).toEqual([
      {
        field: "title",
        expected:
          "one line of text without line breaks or hidden characters: delete the left-to-right mark (U+200E), retyping the words around it if your editor does not show it (a direction mark belongs only in text with right-to-left letters, such as Hebrew or Arabic)",
        received: '"\\u200E"',
      },
    ]);
  });

  it("refuses an excerpt that is only a right-to-left mark and an Arabic letter mark", () => {
    expect(problemsOf({ excerpt: "\u200F\u061C" })).toEqual([
      {
        field: "excerpt",
        expected:
          "text without hidden characters: delete the right-to-left mark (U+200F) and the Arabic letter mark (U+061C), retyping the words around them if your editor does not show them (a direction mark belongs only in text with right-to-left letters, such as Hebrew or Arabic)",
        received: '"\\u200F\\u061C"',
      },
    ]);
  });

  it("refuses a tag that is only a left-to-right mark, naming the tag's position", () => {
    expect(problemsOf({ tags: ["SEO", "\u200E"] })).toEqual([
      expect.objectContaining({
        field: "tags[1]",
        expected: expect.stringContaining("delete the left-to-right mark (U+200E)"),
      }),
    ]);
  });

  it("refuses a direction mark hidden in English words, which looks like the words alone", () => {
    const problems = problemsOf({ title: "SEO\u200E Basics" });
    expect(problems).toEqual([
      expect.objectContaining({
        field: "title",
        expected: expect.stringContaining("delete the left-to-right mark (U+200E)"),
        received: '"SEO\\u200E Basics"',
      }),
    ]);
    // The printed message shows where the mark is, never the mark itself.
    expect(formatProblems("seo.mdx", problems)).not.toMatch(/\u200E/);
  });

  it.each([
    // cspell:disable-next-line -- Hebrew and Arabic words
    ["Hebrew", "מדריך SEO\u200F למתחילים"],
    // cspell:disable-next-line -- Hebrew and Arabic words
    ["Arabic", "\u061Cأساسيات SEO\u200E للمبتدئين"],
    ["Persian", "سئو\u200F ۲۰۲۵"],
  ])("keeps a direction mark in a %s title, which needs it", (_script, title) => {
    expect(problemsOf({ title, excerpt: title, tags: [title] })).toEqual([]);
  });

  it.each([
    ["an Egyptian hieroglyph format control", "\u{13430}"],
    ["a musical null notehead", "\u{1D159}"],
    ["an interlinear annotation mark", "\uFFF9"],
  ])("refuses %s, alone or between words", (_name, character) => {
    for (const title of [character, `SEO${character} Basics`]) {
      expect(problemsOf({ title })).toEqual([
        expect.objectContaining({
          field: "title",
          expected: expect.stringMatching(/^one line of text without line breaks or hidden/),
        }),
      ]);
    }
  });

  it.each([
    ["a person with a skin tone at a laptop", "Coding 👩🏽‍💻 at home"],
    ["the flag of England", "Made in 🏴󠁧󠁢󠁥󠁮󠁧󠁿"],
    ["a red heart", "We ❤️ small shops"],
    ["nothing but emoji", "👩🏽‍💻🏴󠁧󠁢󠁥󠁮󠁧󠁿❤️"],
  ])("accepts %s", (_name, title) => {
    expect(problemsOf({ title, excerpt: title, tags: [title] })).toEqual([]);
  });

  it.each([
    ["no-break spaces", "\u00A0\u00A0"],
    ["an ideographic space", "\u3000"],
    ["a Hangul filler", "\u3164"],
  ])("refuses a title of only %s", (_name, title) => {
    expect(problemsOf({ title })).toEqual([expect.objectContaining({ field: "title" })]);
  });
});

/** Every character that is whitespace, a control, a format character or ignorable. */
const UNSEEN = Array.from({ length: 0x110000 }, (_, cp) => cp)
  .filter((cp) => cp < 0xd800 || cp > 0xdfff)
  .map((cp) => String.fromCodePoint(cp))
  .filter((character) =>
    /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(character),
  );

describe("text made of characters no reader sees", () => {
  it("is refused by every text field, however it is mixed (generated)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...UNSEEN), minLength: 1 }), (value) => {
        expect(text.safeParse(value).success).toBe(false);
        expect(oneLineText.safeParse(value).success).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
