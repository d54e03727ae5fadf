import { isAlias, LineCounter, parseDocument, visit, type YAMLError } from "yaml";
import { distinct, type Problem } from "./problems";
import { sizeProblem, utf8Bytes, type SizedText } from "./limits";
import { readTextFile } from "./textFile";

/**
 * The one way a writer's YAML is read, held to what a writer means: no aliases (chained ones
 * expand a small file into billions of values), no tags, each key once, dates kept as written.
 */

type YamlResult = { data: unknown; problems: [] } | { data: null; problems: Problem[] };

/** What to write instead, for the syntax errors writers make (the library's error codes). */
const ADVICE: Record<string, string> = {
  DUPLICATE_KEY: "each field once",
  MISSING_CHAR: 'a closing quote or bracket (a value that starts with " ends with ")',
  BAD_INDENT: "the same indentation for every item of a list or group",
  TAB_AS_INDENT: "spaces to indent, not tabs",
  MULTILINE_IMPLICIT_KEY: 'one "field: value" per line; put a value with a colon in quotes',
  BLOCK_AS_IMPLICIT_KEY: 'one "field: value" per line; put a value with a colon in quotes',
  UNEXPECTED_TOKEN: 'fields written "name: value", list items "- value"',
};

/** The library's message without its own "at line..." tail and code excerpt. */
const firstLine = (message: string) =>
  message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");

function errorProblem(error: YAMLError, text: string, lineOffset: number): Problem {
  const line = (error.linePos?.[0].line ?? 1) + lineOffset;
  // A repeated key is clearer by its name than by the library's words.
  const key = /^[^:\n]*/.exec(text.slice(error.pos[0]))?.[0].trim();
  return {
    field: `line ${line}`,
    expected: `YAML as in the examples: ${ADVICE[error.code] ?? "fields written name: value"}`,
    received:
      error.code === "DUPLICATE_KEY" && key
        ? `a second ${JSON.stringify(key)}`
        : JSON.stringify(firstLine(error.message)),
  };
}

const PLAIN_VALUES =
  "plain values: text, numbers, true or false, lists (tags such as !!str are not used)";

/**
 * Reads `text` as a writer's YAML: a whole file, or front matter (`kind`, for its size limit).
 * `lineOffset` lines are above it in its file, so each problem names the editor's line.
 */
export function parseYaml(
  text: string,
  { lineOffset = 0, kind = "yaml" as SizedText } = {},
): YamlResult {
  const tooLarge = sizeProblem(utf8Bytes(text), kind);
  if (tooLarge) return { data: null, problems: [tooLarge] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    schema: "core",
    uniqueKeys: true,
    prettyErrors: true,
    lineCounter,
  });
  const problems: Problem[] = [...doc.errors, ...doc.warnings]
    // An unknown tag is a warning too; every tag is reported below, as written.
    .filter((error) => error.code !== "TAG_RESOLVE_FAILED")
    .map((error) => errorProblem(error, text, lineOffset));
  const lineAt = (offset = 0) => lineCounter.linePos(offset).line + lineOffset;
  const aliases: { line: number; name: string }[] = [];
  visit(doc, {
    Alias: (_key, node) => {
      aliases.push({ line: lineAt(node.range?.[0]), name: node.source });
      return visit.SKIP;
    },
    Node: (_key, node) => {
      if (isAlias(node) || !node.tag) return undefined;
      // The tag as written, just before the value it tags.
      const written = /!\S*\s*$/.exec(text.slice(0, node.range?.[0] ?? 0))?.[0].trim();
      problems.push({
        field: `line ${lineAt(node.range?.[0])}`,
        expected: PLAIN_VALUES,
        received: `the tag ${written ?? node.tag}`,
      });
      return undefined;
    },
  });
  if (aliases.length > 0) {
    // Once, at the first: a crafted file holds hundreds.
    const [first] = aliases;
    const more = aliases.length > 1 ? ` (and ${aliases.length - 1} more)` : "";
    problems.push({
      field: `line ${first.line}`,
      expected: "each value written out (YAML aliases such as *name are not accepted)",
      received: `the alias *${first.name}${more}`,
    });
  }
  if (problems.length > 0) {
    // One problem per line and kind: an unknown tag is both a warning and a tagged node.
    const once = distinct(problems, (problem) => `${problem.field}\0${problem.expected}`);
    return { data: null, problems: once.sort((a, b) => lineOf(a) - lineOf(b)) };
  }
  return { data: doc.toJS({ maxAliasCount: 0 }), problems: [] };
}

const lineOf = (problem: Problem) => Number(/\d+/.exec(problem.field)?.[0] ?? 0);

type YamlFileResult =
  { data: unknown; text: string; problems: [] } | { data: null; problems: Problem[] };

export function readYamlFile(absolutePath: string): YamlFileResult {
  const read = readTextFile(absolutePath, "yaml");
  if ("problem" in read) return { data: null, problems: [read.problem] };
  const parsed = parseYaml(read.text);
  if (parsed.problems.length > 0) return { data: null, problems: parsed.problems };
  return { data: parsed.data, text: read.text, problems: [] };
}
