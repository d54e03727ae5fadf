/** @jest-environment node */
import fc from "fast-check";
import type { Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { mdxjs } from "micromark-extension-mdxjs";
import { parseArticleBody } from "./articleBody";
import { bodyLimitProblems, isBlankLine, kilobytes, LIMITS } from "./limits";

/** The paragraphs the article parser (src/content/articleBody.ts) finds in `body`. */
const paragraphsOf = (body: string) =>
  fromMarkdown(body, {
    extensions: [mdxjs()],
    mdastExtensions: [mdxFromMarkdown()],
  }).children.filter((node: Root["children"][number]) => node.type === "paragraph").length;

describe("the limits an article body is held to before it is parsed", () => {
  it("lets ordinary writing through: lists, emphasis, a blank to fill in", () => {
    const body = [
      "A paragraph with *emphasis*, **strong** and ***both***, and a [link](/contact/).",
      "",
      "- one",
      "- two",
      "  continued",
      "",
      "1. first",
      "",
      "Name: ___",
    ].join("\n");
    expect(bodyLimitProblems(body)).toEqual([]);
  });

  it("refuses the review's inputs, each at its first line, without parsing them", () => {
    const cases: [string, string, RegExp][] = [
      // 300 lines of `- - - … x`: 90 KB took the parser 12 s.
      [
        Array.from({ length: 300 }, () => `${"- ".repeat(150)}x`).join("\n"),
        "body (line 8)",
        /list or quote marker at the start/,
      ],
      // Emphasis opened 4,000 times in one paragraph.
      ["*a ".repeat(4000), "body (line 8)", /marks in one paragraph/],
      // 12,000 stars each side: the parser ran 10 s, then the reader overflowed its stack.
      [`${"*".repeat(12000)}x${"*".repeat(12000)}`, "body (line 8)", /in a row/],
      // Deep nesting by indentation.
      [
        Array.from({ length: 40 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n"),
        "body (line 17)",
        /indented by at most/,
      ],
    ];
    for (const [body, field, expected] of cases) {
      // How long it takes is measured by npm run bench:hostile, not here.
      const { blocks, problems } = parseArticleBody(body, 7);
      expect(blocks).toEqual([]);
      expect(problems[0]).toEqual(
        expect.objectContaining({ field, expected: expect.stringMatching(expected) }),
      );
    }
  });

  it("refuses a body over the size limit", () => {
    const body = "Plain words. ".repeat(Math.ceil(LIMITS.articleBytes / 13) + 1);
    expect(bodyLimitProblems(body)).toEqual([
      expect.objectContaining({
        expected: `an article of at most ${kilobytes(LIMITS.articleBytes)}; split it into several`,
      }),
    ]);
  });

  it("counts emphasis marks per paragraph, starting again after each blank line", () => {
    const paragraph = "*a* ".repeat(LIMITS.delimiterRunsPerParagraph / 2);
    expect(bodyLimitProblems(`${paragraph}\n\n${paragraph}`)).toEqual([]);
    expect(bodyLimitProblems(`${paragraph}\n${paragraph}`)).toEqual([
      expect.objectContaining({ field: "body (line 2)" }),
    ]);
  });

  // Issue 48: the limits took these lines for blank, the parser did not, so one paragraph
  // carried 4,800 runs past the limit of 500.
  it.each([
    ["no-break spaces", "\u00A0"],
    ["an ideographic space", "\u3000"],
    ["an em space", "\u2003"],
  ])("counts lines of only %s as part of the paragraph, as the parser does", (_name, space) => {
    const lines = Array.from({ length: 48 }, () => "*a* ".repeat(50).trimEnd());
    const body = lines.join(`\n${space}\n`);
    expect(paragraphsOf(body)).toBe(1);
    const { blocks, problems } = parseArticleBody(body, 7);
    expect(blocks).toEqual([]);
    expect(problems).toEqual([
      {
        // 100 runs a line: the 501st is on the sixth line of text, line 11 of the body.
        field: "body (line 18)",
        expected: `at most ${LIMITS.delimiterRunsPerParagraph} * or _ marks in one paragraph; split it, or write \\* to show the character`,
        received: `more than ${LIMITS.delimiterRunsPerParagraph}`,
      },
    ]);
  });

  it("takes for blank only the lines the parser ends a paragraph at (generated)", () => {
    const unit = fc.constantFrom(" ", "\t", "\u00A0", "\u3000", "\u2003", "\uFEFF", "\u200B", "x");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 6 }), (line) => {
        expect(isBlankLine(line)).toBe(paragraphsOf(`a\n${line}\nb`) === 2);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a direction override or a control character in the text, naming it", () => {
    expect(bodyLimitProblems("Fine.\n\nThe price is \u202E05$ today.\u0007", 3)).toEqual([
      {
        field: "body (line 6)",
        expected: expect.stringMatching(
          /^text without hidden characters: delete the right-to-left override \(U\+202E\) and the control character \(U\+0007\)/,
        ),
        received: "U+202E and U+0007",
      },
    ]);
  });
});
