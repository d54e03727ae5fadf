import { countWords, parseArticleBody, parseRuns, type InlineRun } from "./articleBlocks";

const run = (text: string, marks: Partial<InlineRun> = {}): InlineRun => ({
  text,
  strong: false,
  emphasis: false,
  code: false,
  href: null,
  ...marks,
});

describe("parseRuns", () => {
  it("keeps emphasis, strong text, code and links as marked runs", () => {
    expect(parseRuns("Use *short* **clear** `alt` text and [ask us](/contact/).")).toEqual([
      run("Use "),
      run("short", { emphasis: true }),
      run(" "),
      run("clear", { strong: true }),
      run(" "),
      run("alt", { code: true }),
      run(" text and "),
      run("ask us", { href: "/contact/" }),
      run("."),
    ]);
  });

  it("nests marks inside links and keeps escaped characters literal", () => {
    expect(parseRuns("[**Google** profile](https://g.co) costs \\*nothing\\*")).toEqual([
      run("Google", { strong: true, href: "https://g.co" }),
      run(" profile", { href: "https://g.co" }),
      run(" costs *nothing*"),
    ]);
  });

  it("leaves a lone asterisk as text", () => {
    expect(parseRuns("5 * 3 = 15")).toEqual([run("5 * 3 = 15")]);
  });
});

describe("parseArticleBody", () => {
  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    const { blocks, problems } = parseArticleBody("First line\nwraps here.\n\nSecond paragraph.\n");
    expect(problems).toEqual([]);
    expect(blocks.map((b) => b.runs.map((r) => r.text).join(""))).toEqual([
      "First line wraps here.",
      "Second paragraph.",
    ]);
  });

  it("reads headings and ordered and unordered lists", () => {
    const { blocks } = parseArticleBody(
      "## Start here\nIntro text.\n\n- one\n- two\n  continues\n\n1. first\n2. second\n\nEnd.",
    );
    expect(blocks.map((b) => [b.kind, b.level, b.ordered])).toEqual([
      ["heading", 2, null],
      ["paragraph", null, null],
      ["list", null, false],
      ["list", null, true],
      ["paragraph", null, null],
    ]);
    expect(blocks[2].items.map((i) => i.runs[0].text)).toEqual(["one", "two continues"]);
  });

  it("reports an empty body", () => {
    expect(parseArticleBody("  \n\n").problems).toEqual([
      expect.objectContaining({ field: "body", received: "an empty body" }),
    ]);
  });

  it("names the line of anything the dialog cannot show", () => {
    const { problems } = parseArticleBody('Text.\n\n<Chart data="x" />\n\n# Big title');
    expect(problems.map((p) => p.field)).toEqual(["body (line 5)", "body (line 3)"]);
  });
});

describe("countWords", () => {
  it("counts the words a reader sees, not the Markdown syntax", () => {
    const { blocks } = parseArticleBody("## Two words\n\nA [linked phrase](/x/) - and **more**.");
    expect(countWords(blocks)).toBe(7);
  });
});
