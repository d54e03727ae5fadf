/** @jest-environment node */
import { parseArticleBody } from "./articleBody";
import { bodyLimitProblems, kilobytes, LIMITS } from "./limits";

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
