import { codePoint, unsafeCharacterRule, unsafeCharacters } from "../lib/writerText";
import type { Problem } from "./problems";

/**
 * Limits held before any parser sees a writer's file, far above what a real article needs: a
 * few hundred crafted bytes can otherwise make a parser run for minutes or overflow its stack.
 */
export const LIMITS = {
  /** A whole article file: about 40,000 words, three hours of reading. */
  articleBytes: 256 * 1024,
  frontMatterBytes: 16 * 1024,
  yamlBytes: 256 * 1024,
  /** List or quote markers opening one line: `- - x` nests, which articles do not, at a cost. */
  lineStartMarkers: 1,
  /** Columns of indentation before a line's text (a tab counts as 4). */
  indentColumns: 16,
  listItems: 2000,
  /** `*` or `_` in a row: `***bold and italic***` needs three. */
  delimiterRun: 3,
  /** Runs of `*` or `_` in one paragraph, which the parser pairs up in quadratic time. */
  delimiterRunsPerParagraph: 500,
  delimiterRuns: 5000,
} as const;

/** The size of text saved as UTF-8 (in Node and in the desk's browser alike). */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** Each kind of writer's text with a size limit: the limit, its name, and what to do instead. */
const SIZES = {
  article: [LIMITS.articleBytes, "an article", "split it into several"],
  yaml: [LIMITS.yamlBytes, "a YAML file", "move the rest into another file"],
  frontMatter: [LIMITS.frontMatterBytes, "front matter", "move the rest into another file"],
} as const;

export type SizedText = keyof typeof SIZES;

/** The problem the writer reads when `bytes` of `kind` are over its limit; null within it. */
export function sizeProblem(bytes: number, kind: SizedText): Problem | null {
  const [limit, what, instead] = SIZES[kind];
  if (bytes <= limit) return null;
  return {
    field: "(file)",
    expected: `${what} of at most ${kilobytes(limit)}; ${instead}`,
    // One decimal: just over the limit must not read as the limit itself.
    received: `${(bytes / 1024).toFixed(1)} KB`,
  };
}

/** Blank as the parser reads it: no-break spaces carry a paragraph (and its limit's count) on. */
export const isBlankLine = (line: string) => /^[ \t]*$/.test(line);

const MARKER = /^(?:[-*+]|\d{1,9}[.)]|>)(?:[ \t]+|$)/;
const DELIMITER_RUN = /[*_]+/g;

/** Columns of leading whitespace, a tab counting as 4, and where the text starts. */
function indentation(line: string): { columns: number; start: number } {
  const start = /^[ \t]*/.exec(line)?.[0].length ?? 0;
  const tabs = line.slice(0, start).split("\t").length - 1;
  return { columns: start + 3 * tabs, start };
}

/** List and quote markers opening a line: `- - x` has two, `1. > x` two. */
function lineStartMarkers(line: string, start: number): number {
  let count = 0;
  let rest = line.slice(start);
  for (let match = MARKER.exec(rest); match && match[0] !== ""; match = MARKER.exec(rest)) {
    count += 1;
    rest = rest.slice(match[0].length);
  }
  return count;
}

/** Why no parser should be given an article body: each rule once, at its first line. */
export function bodyLimitProblems(body: string, lineOffset = 0): Problem[] {
  const tooLarge = sizeProblem(utf8Bytes(body), "article");
  if (tooLarge) return [tooLarge];
  const problems = new Map<string, Problem>();
  const report = (rule: string, line: number, expected: string, received: string) => {
    if (!problems.has(rule)) {
      problems.set(rule, { field: `body (line ${line + lineOffset})`, expected, received });
    }
  };
  let runsInParagraph = 0;
  let runs = 0;
  let items = 0;
  // Lines as the Markdown parser counts them, a lone CR too, in case a caller did not normalize.
  const lines = body.split(/\r\n?|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const number = index + 1;
    if (isBlankLine(line)) {
      runsInParagraph = 0;
      continue;
    }
    const found = unsafeCharacters(line, { oneLine: false });
    if (found.length > 0) {
      report(
        "characters",
        number,
        unsafeCharacterRule(found, { oneLine: false }),
        // Named by code point: the message itself must not hold them.
        found.map(codePoint).join(" and "),
      );
    }
    const { columns, start } = indentation(line);
    if (columns > LIMITS.indentColumns) {
      report(
        "indent",
        number,
        `lines indented by at most ${LIMITS.indentColumns} spaces (lists are not nested)`,
        `${columns} spaces`,
      );
    }
    const markers = lineStartMarkers(line, start);
    if (markers > 0) items += 1;
    if (items > LIMITS.listItems) {
      report(
        "items",
        number,
        `at most ${LIMITS.listItems} list items in an article; split it into several`,
        `more than ${LIMITS.listItems}`,
      );
    }
    if (markers > LIMITS.lineStartMarkers) {
      report(
        "markers",
        number,
        `one list or quote marker at the start of a line (lists are not nested)`,
        `${markers}`,
      );
    }
    for (const [run] of line.matchAll(DELIMITER_RUN)) {
      runsInParagraph += 1;
      runs += 1;
      if (run.length > LIMITS.delimiterRun) {
        report(
          "run",
          number,
          `at most ${LIMITS.delimiterRun} * or _ in a row (***bold and italic***); to show the characters, write \\* or put them in \`code\``,
          `${run.length} in a row`,
        );
      }
    }
    if (runs > LIMITS.delimiterRuns) {
      report(
        "all runs",
        number,
        `at most ${LIMITS.delimiterRuns} * or _ marks in an article; split it into several`,
        `more than ${LIMITS.delimiterRuns}`,
      );
    }
    if (runsInParagraph > LIMITS.delimiterRunsPerParagraph) {
      report(
        "runs",
        number,
        `at most ${LIMITS.delimiterRunsPerParagraph} * or _ marks in one paragraph; split it, or write \\* to show the character`,
        `more than ${LIMITS.delimiterRunsPerParagraph}`,
      );
    }
  }
  return [...problems.values()];
}
