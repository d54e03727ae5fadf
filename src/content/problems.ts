import type { z } from "zod";
import { codePoint, REFUSED_CHARACTER } from "../lib/writerText";

/** One thing wrong in a writer's file, in the words the build prints. */
export interface Problem {
  /** Path of the field, e.g. `tags` or `social[2].url`; or a line, e.g. `body (line 12)`. */
  field: string;
  expected: string;
  /** A short rendering of what the file actually holds. */
  received: string;
}

const escaped = (character: string) => {
  const hex = codePoint(character).slice(2);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex}`;
};

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "an empty value";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "string") {
    if (/^\p{White_Space}*$/u.test(value)) return "empty text";
    // On one line as written; a hidden character escaped, so the writer sees where it is and a
    // direction override cannot turn the message itself around.
    const oneLine = value.replace(/[^\S\t\r\u2028\u2029]+/g, " ");
    const shown = JSON.stringify(oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine);
    return shown.replace(REFUSED_CHARACTER, escaped);
  }
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

/** `["social", 2, "url"]` -> `social[2].url`. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (name, part) =>
      typeof part === "number"
        ? `${name}[${part}]`
        : name
          ? `${name}.${String(part)}`
          : String(part),
    "",
  );

/** The value at a field path (`["social", 2, "url"]`) of parsed content; undefined if none. */
export const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object"
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );

/** One issue as the writer reads it; an unknown field becomes one problem per field. */
function problemsOf(issue: z.core.$ZodIssue, input: unknown): Problem[] {
  const unknownKeys = issue.code === "unrecognized_keys";
  const paths = unknownKeys ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
  return paths.map((path) => ({
    field: fieldName(path) || (unknownKeys ? "" : "(file)"),
    expected: issue.message,
    received: describeValue(valueAt(input, path)),
  }));
}

/** zod checks a list's items before its length; the list's own problem is read first, as written. */
function listsFirst(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const ordered: z.core.$ZodIssue[] = [];
  for (const issue of issues) {
    const ofList =
      (issue.code === "too_small" || issue.code === "too_big") && issue.origin === "array";
    const firstItem = ofList
      ? ordered.findIndex(
          ({ path }) =>
            path.length > issue.path.length && issue.path.every((key, i) => path[i] === key),
        )
      : -1;
    ordered.splice(firstItem === -1 ? ordered.length : firstItem, 0, issue);
  }
  return ordered;
}

/** The typed data, or every problem at once in file order, in its field's words (./fields.ts). */
export function validate<T>(
  schema: z.ZodType<T, unknown>,
  input: unknown,
): { data: T; problems: [] } | { data: null; problems: Problem[] } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, problems: [] };
  // A field's checks all state the same rule, so an empty title fails two of them alike.
  return {
    data: null,
    problems: distinct(listsFirst(result.error.issues).flatMap((i) => problemsOf(i, input))),
  };
}

/** `problems` with each repeat left out, the first kept: `key` says which are the same. */
export function distinct(
  problems: Problem[],
  key: (problem: Problem) => string = (problem) => JSON.stringify(problem),
): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const id = key(problem);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** One problem as a writer reads it, in the build's message and the desk's preview. */
export const problemLine = (p: Problem) =>
  `${p.field}: expected ${p.expected}; found ${p.received}`;

/** The message a writer sees when a file is wrong: the file, then one line per problem. */
export function formatProblems(file: string, problems: Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const lines = problems.map((p) => `  - ${problemLine(p)}`);
  return [`${file} has ${count}:`, ...lines].join("\n");
}

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    super(formatProblems(file, problems));
    this.name = "ContentError";
  }
}
