import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import type { Problem } from "./problems";
import { bodyLimitProblems, LIMITS, sizeProblem, utf8Bytes } from "./limits";
import { parseYaml } from "./yaml";

/**
 * An article file as the build reads it, the one way it is read: its size checked before it is
 * read, its text checked to be UTF-8, its front matter (between `---` lines) read by the strict
 * YAML reader (./yaml.ts), its body held to the limits any parser is given (./limits.ts).
 * gatsby-plugin-mdx only sees a file that passed all of this
 * (plugins/gatsby-plugin-mdx-within-limits).
 */

export interface ArticleSource {
  /** The front matter's values, not yet checked against the article schema. */
  frontmatter: unknown;
  body: string;
  /** Lines above the body in the file, so body problems name the editor's line. */
  lineOffset: number;
}

export type ArticleSourceResult = { source: ArticleSource } | { problems: Problem[] };

const FENCE = /^---[ \t]*\r?$/;

/** Splits an article's text into front matter and body, and reads the front matter. */
export function splitArticle(text: string): ArticleSourceResult {
  const bytes = utf8Bytes(text);
  if (bytes > LIMITS.articleBytes) {
    return { problems: [sizeProblem(bytes, LIMITS.articleBytes, "an article", "split it into several")] };
  }
  // An editor's byte order mark is not part of the first line.
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  if (!FENCE.test(lines[0] ?? "")) return { source: { frontmatter: {}, body: text, lineOffset: 0 } };
  const close = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (close === -1) {
    return {
      problems: [
        {
          field: "line 1",
          expected: 'front matter that ends with a line "---" before the article text',
          received: 'no closing "---"',
        },
      ],
    };
  }
  const read = parseYaml(lines.slice(1, close).join("\n"), {
    lineOffset: 1,
    maxBytes: LIMITS.frontMatterBytes,
    what: "front matter",
  });
  if (read.problems.length > 0) return { problems: read.problems };
  const body = lines.slice(close + 1).join("\n");
  const lineOffset = close + 1;
  const limits = bodyLimitProblems(body, lineOffset);
  if (limits.length > 0) return { problems: limits };
  return { source: { frontmatter: read.data ?? {}, body, lineOffset } };
}

/**
 * A writer's file as text. Bytes that are not UTF-8 would reach visitors as "\uFFFD" marks, so
 * they are a problem naming the line, as is a NUL character (a sign of a binary file).
 */
export function readTextFile(absolutePath: string): { text: string } | { problem: Problem } {
  const bytes = fs.readFileSync(absolutePath);
  const lines = bytes.toString("latin1").split("\n");
  // "\n" is never part of a multi-byte UTF-8 character, so each line can be checked alone.
  const badLine = lines.findIndex((line) => !isUtf8(Buffer.from(line, "latin1")));
  if (badLine !== -1) {
    return {
      problem: {
        field: `line ${badLine + 1}`,
        expected: "text saved as UTF-8 (in your editor: Save with Encoding, UTF-8)",
        received: "bytes that are not UTF-8",
      },
    };
  }
  const nulLine = lines.findIndex((line) => line.includes("\0"));
  if (nulLine !== -1) {
    return {
      problem: { field: `line ${nulLine + 1}`, expected: "text", received: "a NUL character" },
    };
  }
  return { text: bytes.toString("utf8") };
}

/** Reads an article file: its size first, then its text, front matter and body limits. */
export function readArticleFile(absolutePath: string): ArticleSourceResult {
  const { size } = fs.statSync(absolutePath);
  if (size > LIMITS.articleBytes) {
    return { problems: [sizeProblem(size, LIMITS.articleBytes, "an article", "split it into several")] };
  }
  const read = readTextFile(absolutePath);
  return "problem" in read ? { problems: [read.problem] } : splitArticle(read.text);
}

/** Reads a YAML content file: its size first, then its text and values. */
export function readYamlFile(
  absolutePath: string,
): { data: unknown; problems: [] } | { data: null; problems: Problem[] } {
  const { size } = fs.statSync(absolutePath);
  if (size > LIMITS.yamlBytes) {
    return {
      data: null,
      problems: [sizeProblem(size, LIMITS.yamlBytes, "a YAML file", "move the rest into another file")],
    };
  }
  const read = readTextFile(absolutePath);
  return "problem" in read ? { data: null, problems: [read.problem] } : parseYaml(read.text);
}
