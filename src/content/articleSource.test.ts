/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readArticleFile, splitArticle } from "./articleSource";
import { readTextFile } from "./textFile";
import { readYamlFile } from "./yaml";
import { kilobytes, LIMITS } from "./limits";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "article-source-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const write = (name: string, text: string | Buffer) => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
};

/** The source of a result that must have one. */
const sourceOf = (result: ReturnType<typeof splitArticle>) => {
  if ("problems" in result) throw new Error(JSON.stringify(result.problems));
  return result.source;
};

describe("splitArticle", () => {
  it("reads the front matter and counts the lines above the body", () => {
    expect(sourceOf(splitArticle("---\ntitle: x\n---\nBody\n"))).toEqual({
      frontmatter: { title: "x" },
      body: "Body\n",
      lineOffset: 3,
    });
  });

  it("keeps dates as the text the writer typed", () => {
    expect(
      sourceOf(splitArticle("---\ndate: 2025-02-30\ntags: [a]\n---\nBody")).frontmatter,
    ).toEqual({ date: "2025-02-30", tags: ["a"] });
  });

  it("takes a file without front matter as all body", () => {
    expect(sourceOf(splitArticle("Just text."))).toEqual({
      frontmatter: {},
      body: "Just text.",
      lineOffset: 0,
    });
  });

  it("names a front matter that never ends", () => {
    expect(splitArticle("---\ntitle: x\nBody")).toEqual({
      problems: [expect.objectContaining({ field: "line 1", received: 'no closing "---"' })],
    });
  });

  it("refuses YAML aliases before expanding them: a 500-byte file of ten chained lists", () => {
    const lines = ["a0: &a0 [x,x,x,x,x,x,x,x,x,x]"];
    for (let level = 1; level < 10; level += 1) {
      lines.push(
        `a${level}: &a${level} [${Array(10)
          .fill(`*a${level - 1}`)
          .join(",")}]`,
      );
    }
    const text = `---\n${lines.join("\n")}\n---\nBody`;
    expect(text.length).toBeLessThan(600);
    const result = splitArticle(text);
    expect("problems" in result && result.problems[0]).toEqual({
      field: "line 3",
      expected: "each value written out (YAML aliases such as *name are not accepted)",
      received: "the alias *a0 (and 89 more)",
    });
  });

  it("names a repeated field and a tag with their lines, as a writer reads them", () => {
    const result = splitArticle(
      '---\ntitle: "One"\ntitle: "Two"\nrun: !!js/function "function () {}"\n---\nBody',
    );
    expect("problems" in result && result.problems).toEqual([
      expect.objectContaining({ field: "line 3", received: 'a second "title"' }),
      expect.objectContaining({ field: "line 4", received: "the tag !!js/function" }),
    ]);
  });

  it("refuses front matter over its limit without parsing it", () => {
    const big = `---\nnotes: "${"x".repeat(LIMITS.frontMatterBytes)}"\n---\nBody`;
    expect(splitArticle(big)).toEqual({
      problems: [
        expect.objectContaining({
          expected: expect.stringMatching(/^front matter of at most 16 KB/),
        }),
      ],
    });
  });

  it("holds the body to the parser's limits, naming the file's line", () => {
    const result = splitArticle(`---\ntitle: x\n---\nFine.\n\n${"- ".repeat(40)}x\n`);
    expect("problems" in result && result.problems).toEqual([
      expect.objectContaining({ field: "body (line 6)", received: "40" }),
    ]);
  });
});

describe("reading files", () => {
  it("refuses an article over the size limit before reading it", () => {
    const file = write(
      "huge.mdx",
      `---\ntitle: x\n---\n${"word ".repeat(LIMITS.articleBytes / 5 + 1)}`,
    );
    const read = jest.spyOn(fs, "readFileSync");
    try {
      expect(readArticleFile(file)).toEqual({
        problems: [
          expect.objectContaining({
            expected: `an article of at most ${kilobytes(LIMITS.articleBytes)}; split it into several`,
          }),
        ],
      });
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it("reads YAML content files the same strict way", () => {
    expect(readYamlFile(write("ok.yaml", "- title: One\n- title: Two\n"))).toEqual({
      data: [{ title: "One" }, { title: "Two" }],
      text: "- title: One\n- title: Two\n",
      problems: [],
    });
    expect(readYamlFile(write("alias.yaml", "a: &x [1]\nb: *x\n")).problems).toEqual([
      expect.objectContaining({ field: "line 2", received: "the alias *x" }),
    ]);
  });

  // Editors on Windows, and some git settings, save CRLF; old Mac editors a bare CR.
  it("reads an article saved with CRLF or bare-CR line endings, or a BOM, exactly as LF", () => {
    const lf = '---\ntitle: "Line endings"\ntags: [SEO]\n---\n\nOne.\n\n- a\n- b\n';
    const expected = readArticleFile(write("lf.mdx", lf));
    expect("source" in expected && expected.source.lineOffset).toBe(4);
    for (const [name, text] of [
      ["crlf.mdx", lf.replace(/\n/g, "\r\n")],
      ["cr.mdx", lf.replace(/\n/g, "\r")],
      ["bom.mdx", `\uFEFF${lf.replace(/\n/g, "\r\n")}`],
    ]) {
      expect(readArticleFile(write(name, text))).toEqual(expected);
    }
  });

  // The security review's input: 10,000 list markers on one \n-line, which micromark reads as
  // many lines: before, the limits passed it and the parser ran for about 110 s.
  it("holds a bare-CR article to the same limits as an LF one", () => {
    const body = `Intro.\r\r${"- ".repeat(10000)}x\r`;
    const read = readArticleFile(write("cr-markers.mdx", `---\rtitle: x\r---\r${body}`));
    expect("problems" in read && read.problems).toEqual([
      expect.objectContaining({ field: "body (line 6)", received: "10000" }),
    ]);
  });

  it("names the line of bytes that are not UTF-8, and of a NUL character", () => {
    expect(
      readTextFile(write("latin1.mdx", Buffer.from("One\nTwo\nCaf\xe9\n", "latin1")), "article"),
    ).toEqual({
      problem: expect.objectContaining({ field: "line 3", received: "bytes that are not UTF-8" }),
    });
    expect(readTextFile(write("nul.mdx", "One\nTwo\nTh\0ree\n"), "article")).toEqual({
      problem: { field: "line 3", expected: "text", received: "a NUL character" },
    });
    expect(readTextFile(write("utf8.mdx", "Café au lait\n"), "article")).toEqual({
      text: "Café au lait\n",
    });
  });
});
