import { IMAGE_PATH_RULE } from "./fields";
import {
  countWords,
  INLINE_DEPTH,
  inlineText,
  parseArticleBody,
  type ArticleInline,
} from "./articleBody";

const text = (words: string): ArticleInline => ({
  kind: "text",
  text: words,
  href: null,
  children: [],
});
const code = (words: string): ArticleInline => ({ ...text(words), kind: "code" });
const mark = (kind: "strong" | "emphasis", ...children: ArticleInline[]): ArticleInline => ({
  kind,
  text: null,
  href: null,
  children,
});
const link = (href: string, ...children: ArticleInline[]): ArticleInline => ({
  kind: "link",
  text: null,
  href,
  children,
});

/** The inline tree of a one-paragraph body. */
const inlineOf = (markdown: string) => {
  const { blocks, problems } = parseArticleBody(markdown);
  expect(problems).toEqual([]);
  return blocks[0].content;
};

const depth = (nodes: readonly ArticleInline[]): number =>
  nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depth(node.children)));

describe("inline text", () => {
  it("keeps emphasis, strong text, code and links as nodes", () => {
    expect(inlineOf("Use *short* **clear** `alt` text and [ask us](/contact/).")).toEqual([
      text("Use "),
      mark("emphasis", text("short")),
      text(" "),
      mark("strong", text("clear")),
      text(" "),
      code("alt"),
      text(" text and "),
      link("/contact/", text("ask us")),
      text("."),
    ]);
  });

  it("keeps marks inside a link as one link, and a link inside emphasis inside it", () => {
    expect(inlineOf("Read [**our** guide](/resources/) and *see [the map](/x/) now*.")).toEqual([
      text("Read "),
      link("/resources/", mark("strong", text("our")), text(" guide")),
      text(" and "),
      mark("emphasis", text("see "), link("/x/", text("the map")), text(" now")),
      text("."),
    ]);
  });

  it("keeps escaped characters literal", () => {
    expect(inlineOf("It costs \\*nothing\\* \\{really\\}")).toEqual([
      text("It costs *nothing* {really}"),
    ]);
  });

  it("folds a mark inside the same mark into it, so no tree is deeper than the renderer asks", () => {
    expect(inlineOf("*a *b* c*")).toEqual([mark("emphasis", text("a b c"))]);
    const nested = "*a **b *c [d **e** f](/x/)* g** h*";
    expect(inlineText(inlineOf(nested))).toBe("a b c d e f g h");
    expect(depth(inlineOf(nested))).toBeLessThanOrEqual(INLINE_DEPTH);
    expect(depth(inlineOf("[***`x`***](/x/)"))).toBe(INLINE_DEPTH);
  });

  it("leaves a lone asterisk as text", () => {
    expect(inlineOf("5 * 3 = 15")).toEqual([text("5 * 3 = 15")]);
  });

  it("reads HTML entities as the characters they stand for, to be shown as text", () => {
    expect(inlineOf("Never paste &lt;script&gt; tags &amp; hope.")).toEqual([
      text("Never paste <script> tags & hope."),
    ]);
  });
});

describe("parseArticleBody", () => {
  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    const { blocks, problems } = parseArticleBody("First line\nwraps here.\n\nSecond paragraph.\n");
    expect(problems).toEqual([]);
    expect(blocks.map((b) => inlineText(b.content))).toEqual([
      "First line wraps here.",
      "Second paragraph.",
    ]);
  });

  it("reads headings and ordered and unordered lists", () => {
    const { blocks, problems } = parseArticleBody(
      "## Start here\nIntro text.\n\n- one\n- two\n  continues\n\n1. first\n2. second\n\nEnd.",
    );
    expect(problems).toEqual([]);
    expect(blocks.map((b) => [b.kind, b.level, b.ordered])).toEqual([
      ["heading", 2, null],
      ["paragraph", null, null],
      ["list", null, false],
      ["list", null, true],
      ["paragraph", null, null],
    ]);
    expect(blocks[2].items.map((i) => inlineText(i.content))).toEqual(["one", "two continues"]);
  });

  // A "###" first would put an h3 straight under the page's h1: a screen reader's outline of
  // the page would skip a level.
  it("keeps heading levels from skipping one: a ### with no ## above it is a level-2 heading", () => {
    const { blocks, problems } = parseArticleBody(
      "Intro.\n\n### First\n\nText.\n\n### Second\n\n## Part\n\n### Under it\n\nEnd.",
    );
    expect(problems).toEqual([]);
    expect(
      blocks.filter((b) => b.kind === "heading").map((b) => [inlineText(b.content), b.level]),
    ).toEqual([
      ["First", 2],
      ["Second", 2],
      ["Part", 2],
      ["Under it", 3],
    ]);
  });

  it("reads everyday Markdown: * lists, _emphasis_ and loose lists", () => {
    const { blocks, problems } = parseArticleBody("Intro.\n\n* one _a_\n\n* two\n");
    expect(problems).toEqual([]);
    expect(blocks[1].items).toEqual([
      { content: [text("one "), mark("emphasis", text("a"))] },
      { content: [text("two")] },
    ]);
  });

  it("reports an empty body", () => {
    expect(parseArticleBody("  \n\n").problems).toEqual([
      expect.objectContaining({ field: "body", received: "an empty body" }),
    ]);
  });

  // Issue 48: the parser reads a line of no-break spaces as a paragraph, which shows nothing.
  it("reports a body of no-break and ideographic spaces as empty", () => {
    expect(parseArticleBody("\u00A0\n\n\u3000\u00A0\n").problems).toEqual([
      expect.objectContaining({ field: "body", received: "an empty body" }),
    ]);
  });

  it("takes an image beside a right-to-left mark for an image on its own line", () => {
    // cspell:disable-next-line -- Hebrew and Arabic words
    const { blocks, problems } = parseArticleBody("שלום.\n\n![חנות](./images/shop.jpg)\u200F\n");
    expect(problems).toEqual([]);
    expect(blocks[1]).toEqual(expect.objectContaining({ kind: "image" }));
  });

  it("names the line of anything outside the subset, counted from the top of the file", () => {
    const { problems } = parseArticleBody('Text.\n\n<Chart data="x" />\n\n# Big title', 6);
    expect(problems).toEqual([
      expect.objectContaining({ field: "body (line 9)", received: "the tag <Chart>" }),
      expect.objectContaining({ field: "body (line 11)", received: "a heading of level 1" }),
    ]);
  });

  it("refuses nested lists, block quotes, code blocks, rules and reference links", () => {
    const body = [
      "Intro.",
      "",
      "- one",
      "  - nested",
      "",
      "> quoted",
      "",
      "```",
      "",
      "```",
      "***",
      "",
      "See [the guide][g].",
      "",
      "[g]: /resources/",
    ].join("\n");
    const { problems } = parseArticleBody(body);
    expect(problems.map((p) => [p.field, p.received])).toEqual([
      ["body (line 4)", "a list item with more than one paragraph or a list inside it"],
      ["body (line 6)", "a block quote"],
      ["body (line 8)", "a code block"],
      ["body (line 11)", "a horizontal rule"],
      ["body (line 13)", "a reference-style link"],
      ["body (line 15)", "a reference-style link"],
    ]);
  });
});

describe("images", () => {
  it("reads an image on a line of its own as an image block, with its alt text, path and line", () => {
    const { blocks, problems } = parseArticleBody(
      "Intro.\n\n![Our shop front on  Main Street](./images/shop.jpg)\n\nAfter.",
      4,
    );
    expect(problems).toEqual([]);
    expect(blocks.map((block) => block.kind)).toEqual(["paragraph", "image", "paragraph"]);
    expect(blocks[1].image).toEqual({
      alt: "Our shop front on Main Street",
      src: "./images/shop.jpg",
      line: 7,
    });
  });

  it("refuses an image without alt text, naming its line", () => {
    const { problems } = parseArticleBody("Intro.\n\n![ ](./images/shop.jpg)", 6);
    expect(problems).toEqual([
      expect.objectContaining({ field: "body (line 9)", received: "an image with no alt text" }),
    ]);
  });

  it("refuses an image inside a sentence, which has no place in the text's flow", () => {
    const { problems } = parseArticleBody("See ![the chart](./images/chart.png) here.");
    expect(problems).toEqual([
      expect.objectContaining({
        field: "body (line 1)",
        received: 'the image "the chart" inside text',
      }),
    ]);
  });

  it.each([
    "/images/shop.jpg",
    "../shared/shop.jpg",
    "images/../../secret.jpg",
    "https://cdn.example.com/shop.jpg",
    "javascript:alert(1)",
    "./images/animation.gif",
    "./images/.hidden.jpg",
  ])("refuses the image path %s, which is not a picture file beside the article", (src) => {
    const { problems } = parseArticleBody(`Intro.\n\n![A shop](${src})`);
    expect(problems).toEqual([
      expect.objectContaining({ field: "body (line 3)", expected: IMAGE_PATH_RULE }),
    ]);
  });

  it("leaves alt text out of the word count: it is not read as part of the text", () => {
    const { blocks } = parseArticleBody("Two words.\n\n![Four words of alt](./a.png)");
    expect(countWords(blocks)).toBe(2);
  });
});

describe("countWords", () => {
  it("counts the words a reader sees, not the Markdown syntax", () => {
    const { blocks } = parseArticleBody("## Two words\n\nA [linked phrase](/x/) - and **more**.");
    expect(countWords(blocks)).toBe(7);
  });
});
