import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import type { Problem } from "./problems";
import { bodyLimitProblems, LIMITS, sizeProblem, utf8Bytes } from "./limits";
import { parseYaml } from "./yaml";
import { normalizeText } from "../lib/writerText";

/**
 * An article file as the build reads it, the one way it is read: its size checked before it is
 * read, its text checked to be UTF-8 and normalized (line endings, byte order mark, NFC:
 * ../lib/writerText.ts), its front matter (between `---` lines) read by the strict
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

export type ArticleSourceResult = { source: ArticleSource; text: string } | { problems: Problem[] };

const FENCE = /^---[ \t]*$/;

/**
 * Splits an article's text into front matter and body, and reads the front matter. `text` is
 * as a writer's file is read: normalized (normalizeText, which readTextFile applies).
 */
export function splitArticle(text: string): ArticleSourceResult {
  const bytes = utf8Bytes(text);
  if (bytes > LIMITS.articleBytes) {
    return {
      problems: [sizeProblem(bytes, LIMITS.articleBytes, "an article", "split it into several")],
    };
  }
  const lines = text.split("\n");
  if (!FENCE.test(lines[0] ?? "")) {
    return { source: { frontmatter: {}, body: text, lineOffset: 0 }, text };
  }
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
  return { source: { frontmatter: read.data ?? {}, body, lineOffset }, text };
}

/**
 * A writer's file as text, normalized (../lib/writerText.ts): every limit, split and parser
 * after this sees one form, so a file saved on Windows (CRLF) reads as it would on a Mac, and
 * a bare CR cannot end a line for the parser that the limits did not count. Bytes that are not
 * UTF-8 would reach visitors as "\uFFFD" marks, so they are a problem naming the line, as is a
 * NUL character (a sign of a binary file).
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
  return { text: normalizeText(bytes.toString("utf8")) };
}

/**
 * An article's text as a writer's file holds it (any line endings), read as readArticleFile
 * reads the file: normalized, then split. For text that does not come from a file: the
 * benchmark's and the tests' generated articles.
 */
export const readArticleText = (text: string): ArticleSourceResult =>
  splitArticle(normalizeText(text));

/** Reads an article file: its size first, then its text, front matter and body limits. */
export function readArticleFile(absolutePath: string): ArticleSourceResult {
  const { size } = fs.statSync(absolutePath);
  if (size > LIMITS.articleBytes) {
    return {
      problems: [sizeProblem(size, LIMITS.articleBytes, "an article", "split it into several")],
    };
  }
  const read = readTextFile(absolutePath);
  return "problem" in read ? { problems: [read.problem] } : splitArticle(read.text);
}

/** A YAML file's values and its text as read; or its problems. */
export type YamlFileResult =
  { data: unknown; text: string; problems: [] } | { data: null; problems: Problem[] };

/** A YAML content file's text, as readTextFile gives it, its size checked before it is read. */
export function readYamlText(absolutePath: string): { text: string } | { problem: Problem } {
  const { size } = fs.statSync(absolutePath);
  if (size > LIMITS.yamlBytes) {
    return {
      problem: sizeProblem(
        size,
        LIMITS.yamlBytes,
        "a YAML file",
        "move the rest into another file",
      ),
    };
  }
  return readTextFile(absolutePath);
}

/** Reads a YAML content file: its size first, then its text and values. */
export function readYamlFile(absolutePath: string): YamlFileResult {
  const read = readYamlText(absolutePath);
  if ("problem" in read) return { data: null, problems: [read.problem] };
  const parsed = parseYaml(read.text);
  if (parsed.problems.length > 0) return { data: null, problems: parsed.problems };
  return { data: parsed.data, text: read.text, problems: [] };
}
