/** @jest-environment node */
import fc from "fast-check";
import { parseArticleBody } from "./articleBody";
import { readArticleText } from "./articleSource";

/*
 * The article reader (normalize, split, limits, Markdown parser) over generated articles: the
 * bypasses found after the first hardening (a bare CR that one step counted as a line break and
 * another did not) were inputs no example test held. Each property runs a few hundred articles.
 */

/** Pieces of Markdown that cost the parser most: markers, nesting, delimiters, tags. */
const piece = fc.constantFrom(
  "- ",
  "* ",
  "+ ",
  "1. ",
  "> ",
  "  ",
  "    ",
  "\t",
  "*",
  "_",
  "**",
  "***",
  "`",
  "[",
  "](/x/)",
  "![a](./i.jpg)",
  "<",
  "{",
  "}",
  "#",
  "\\",
  "&amp;",
  "word ",
  "Text. ",
  "\u202E",
  "é",
);
const lineEnding = fc.constantFrom("\n", "\r\n", "\r");

/** A line of pieces, or one piece repeated up to the sizes that stalled the parser (nesting, runs). */
const line = fc.oneof(
  { arbitrary: fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join("")), weight: 3 },
  {
    arbitrary: fc
      .tuple(piece, fc.integer({ min: 2, max: 10000 }))
      .map(([p, times]) => p.repeat(times)),
    weight: 1,
  },
);

/** An article: front matter, then lines ended by any mix of LF, CRLF and bare CR. */
const article = fc
  .tuple(fc.array(fc.tuple(line, lineEnding), { maxLength: 40 }), lineEnding)
  .map(
    ([lines, end]) =>
      `---${end}title: "Generated"${end}---${end}${lines.map(([text, eol]) => text + eol).join("")}`,
  );

/** The reader's whole work on `text`, as the build does it: problems, or the parsed blocks. */
function read(text: string) {
  const split = readArticleText(text);
  if ("problems" in split) return { problems: split.problems };
  const { body, lineOffset } = split.source;
  return parseArticleBody(body, lineOffset);
}

describe("the article reader, over generated articles", () => {
  // Its speed at the writers' limits is bench:hostile's budget (bench/budgets.json), measured
  // on its own: timed here, beside the other Jest worker, lint and a build, a wall-clock limit
  // failed on a busy machine with the parser unchanged.
  it("never throws, whatever the article", () => {
    fc.assert(
      fc.property(article, (text) => {
        expect(() => read(text)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it("reads an article the same whatever its line endings", () => {
    fc.assert(
      fc.property(article, lineEnding, (text, end) => {
        const lf = text.replace(/\r\n?/g, "\n");
        expect(read(lf.replace(/\n/g, end))).toEqual(read(lf));
      }),
      { numRuns: 300 },
    );
  });
});
