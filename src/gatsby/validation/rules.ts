/**
 * A tiny declarative validator for writers' content files. Each rule returns `null` when the
 * value is fine, or a plain-English description of what was expected. Specs nest, so one
 * call reports every problem of a file at once, each with the path of the field.
 */

import { isPlainHttpsUrl } from "../../lib/safeUrl";

export interface Problem {
  /** Dotted path of the field, e.g. `tags` or `social[2].url`. */
  field: string;
  expected: string;
  /** A short rendering of what the file actually holds. */
  received: string;
}

export type Rule = (value: unknown) => string | null;

export interface ListSpec {
  kind: "list";
  item: Spec;
  /** Expected description of the list itself, used when the value is not a list. */
  expected: string;
  minItems?: number;
}

export type Spec = Rule | ListSpec | { [field: string]: Spec };

export type RecordSpec = { [field: string]: Spec };

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim().length > 0;

/** Non-empty text. */
export const text: Rule = (value) => (isText(value) ? null : "non-empty text");

/** Non-empty text of at most `max` characters. */
export const shortText =
  (max: number, why: string): Rule =>
  (value) =>
    isText(value) && value.length <= max ? null : `text of at most ${max} characters (${why})`;

/** Text that may be empty (for example a social link not set up yet). */
export const textOrEmpty: Rule = (value) =>
  typeof value === "string" || value === null ? null : "text (it may be empty)";

/** Marks a field as optional: absent or null is fine, otherwise the rule applies. */
export const optional =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined || value === null ? null : rule(value);

/**
 * An https URL with a plain host name (letters, digits, dots, hyphens; no credentials or port):
 * the booking URL's origin goes into the Content-Security-Policy, where `;`, `,` or `*` in a
 * host would change the policy itself.
 */
export const httpsUrl: Rule = (value) =>
  isText(value) && isPlainHttpsUrl(value)
    ? null
    : 'an absolute https URL with a plain host name, e.g. "https://example.com/page"';

/** An https URL or an empty value: used where the owner has not set a link up yet. */
export const httpsUrlOrEmpty: Rule = (value) =>
  value === "" || value === null || httpsUrl(value) === null
    ? null
    : 'an absolute https URL, or "" while the link is not set up';

/** A path on this site, matching the trailing-slash policy. */
export const sitePath: Rule = (value) =>
  isText(value) && /^\/([a-z0-9-]+\/)*$/.test(value)
    ? null
    : 'a lowercase site path starting and ending with "/", e.g. "/privacy/"';

export const email: Rule = (value) =>
  isText(value) && /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value)
    ? null
    : 'an email address, e.g. "hello@example.com"';

export const positiveInteger: Rule = (value) =>
  typeof value === "number" && Number.isInteger(value) && value > 0
    ? null
    : "a whole number greater than 0";

/** A calendar date written YYYY-MM-DD that really exists (no 2025-02-30). */
export const isoDate: Rule = (value) => {
  const expected = "a date written YYYY-MM-DD, e.g. 2025-03-14";
  // YAML parsers may already have turned an unquoted date into a Date object.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? expected : null;
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return expected;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
    ? null
    : expected;
};

/** Reading time as shown on cards, e.g. "5 min read". */
export const readTime: Rule = (value) =>
  typeof value === "string" && /^[1-9]\d* min read$/.test(value)
    ? null
    : 'text of the form "N min read", e.g. "5 min read"';

/** One of a fixed set of values, listing them so the writer can pick. */
export const oneOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    typeof value === "string" && allowed.includes(value) ? null : `one of: ${allowed.join(", ")}`;

/** A list whose items each follow `item`. */
export const listOf = (item: Spec, expected: string, minItems = 1): ListSpec => ({
  kind: "list",
  item,
  expected,
  minItems,
});

/** A list of non-empty text, the shape of tags, features and results. */
export const textList = (example: string, minItems = 1): ListSpec =>
  listOf(
    text,
    `a list of text with at least ${minItems} item${minItems === 1 ? "" : "s"}, e.g. ${example}`,
    minItems,
  );

/** Short, single-line rendering of a value for error messages. */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "an empty value";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "string") {
    if (value.trim() === "") return "empty text";
    const oneLine = value.replace(/\s+/g, " ");
    return JSON.stringify(oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine);
  }
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isListSpec = (spec: Spec): spec is ListSpec =>
  typeof spec === "object" && (spec as ListSpec).kind === "list";

/**
 * Checks `value` against `spec` and returns every problem found (an empty list when valid).
 * Fields the spec does not know are reported too, because a misspelt field name
 * (`readtime:`) would otherwise be ignored silently.
 */
export function validate(value: unknown, spec: Spec, path = ""): Problem[] {
  if (typeof spec === "function") {
    const expected = spec(value);
    return expected ? [{ field: path, expected, received: describe(value) }] : [];
  }
  if (isListSpec(spec)) {
    if (!Array.isArray(value) || value.length < (spec.minItems ?? 1)) {
      return [{ field: path, expected: spec.expected, received: describe(value) }];
    }
    return value.flatMap((item, index) => validate(item, spec.item, `${path}[${index}]`));
  }
  if (!isPlainObject(value)) {
    return [{ field: path || "(file)", expected: "a group of fields", received: describe(value) }];
  }
  const join = (field: string) => (path ? `${path}.${field}` : field);
  const known = Object.entries(spec).flatMap(([field, fieldSpec]) =>
    validate(value[field], fieldSpec, join(field)),
  );
  const unknown = Object.keys(value)
    .filter((field) => !(field in spec))
    .map((field) => ({
      field: join(field),
      expected: `no such field; known fields are ${Object.keys(spec).join(", ")}`,
      received: describe(value[field]),
    }));
  return [...known, ...unknown];
}

/** The message a writer sees when a file is wrong: the file, then one line per problem. */
export function formatProblems(file: string, problems: Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const lines = problems.map((p) => `  - ${p.field}: expected ${p.expected}; found ${p.received}`);
  return [`${file} has ${count}:`, ...lines].join("\n");
}
