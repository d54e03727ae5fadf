import {
  ZodArray,
  ZodBoolean,
  ZodEffects,
  ZodEnum,
  ZodNullable,
  ZodNumber,
  ZodObject,
  ZodOptional,
  ZodString,
  type ZodTypeAny,
} from "zod";
import { isoDate } from "../../../src/content/fields";

/**
 * Decap CMS fields from zod schemas: the widget follows the zod type, `required` follows
 * optional/nullable, and a string's pattern and hint come from the schema's own regex, length
 * limit and error message. plugins/site/desk/config.ts adds what only the content knows.
 */

/** One field of Decap's configuration (the subset this site writes). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  value_type?: "int" | "float";
  default?: unknown;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  buttons?: string[];
  editor_components?: string[];
  allow_multiple?: boolean;
  summary?: string;
  collapsed?: boolean;
}

/** Per field name, what the schema alone cannot say (the names a select offers, a hint). */
export type FieldOverrides = Record<string, Partial<CmsField>>;

/** "readTime" -> "Read time", "imageAlt" -> "Image alt". */
const labelFor = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What a schema tells a writer it expects: its own error message for a missing value. */
export function expectedText(schema: ZodTypeAny): string {
  const result = schema.safeParse(undefined);
  return result.success ? "" : (result.error.issues[0]?.message ?? "");
}

/** The string schema at the heart of refinements (`text`, `shortText`, `knownName`), if any. */
function innerString(schema: ZodTypeAny): ZodString | null {
  let current = schema;
  while (current instanceof ZodEffects) current = current.innerType();
  return current instanceof ZodString ? current : null;
}

/**
 * The longest text a string schema accepts, found by asking the schema itself, so a limit
 * written inside a refinement (the article title's 53 characters) still reaches the editor.
 */
function maxLength(schema: ZodTypeAny): number | null {
  const accepts = (length: number) => schema.safeParse("x".repeat(length)).success;
  const limit = 10_000;
  if (!accepts(1) || accepts(limit)) return null;
  let [low, high] = [1, limit];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (accepts(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** A Decap `pattern` for a string schema: its own regex, else non-empty text of at most N. */
function stringPattern(schema: ZodTypeAny, message: string): [string, string] | undefined {
  const string = innerString(schema);
  if (!string) return undefined;
  const regexes = string._def.checks.flatMap((check) =>
    check.kind === "regex" && check.regex.flags === "" ? [check.regex.source] : [],
  );
  if (regexes.length > 0) return [regexes[0], message];
  // An empty or blank value fails every text schema of this site.
  if (schema.safeParse(" ").success) return undefined;
  const max = maxLength(schema);
  return [max ? `^(?=[\\s\\S]*\\S)[\\s\\S]{1,${max}}$` : "\\S", message];
}

/** A collapsed list item is shown by its title or label, not as an empty box. */
function summaryOf(schema: ZodObject<Record<string, ZodTypeAny>>): { summary?: string } {
  const name = ["title", "label", "question"].find((key) => key in schema.shape);
  return name ? { summary: `{{fields.${name}}}` } : {};
}

/** An image field: a path the media library fills (`image`, `coverImage`), never its alt text. */
const isImageName = (name: string) => /image$/i.test(name);

/**
 * The Decap field for one schema field. Optional and nullable fields are not required; the
 * widget follows the zod type; `overrides` add what only the content knows (select options).
 */
export function fieldFor(name: string, schema: ZodTypeAny, overrides: FieldOverrides): CmsField {
  let inner = schema;
  let required = true;
  while (inner instanceof ZodOptional || inner instanceof ZodNullable) {
    required = false;
    inner = inner.unwrap();
  }
  const expected = expectedText(inner);
  const base: CmsField = {
    name,
    label: labelFor(name),
    widget: "string",
    ...(required ? {} : { required: false }),
  };
  const own = overrides[name] ?? {};

  if (inner === isoDate) {
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      hint: expected,
      ...own,
    };
  }
  if (inner instanceof ZodBoolean) return { ...base, widget: "boolean", default: false, ...own };
  if (inner instanceof ZodEnum) {
    return { ...base, widget: "select", options: [...(inner.options as string[])], ...own };
  }
  if (inner instanceof ZodNumber) {
    const check = inner._def.checks.find((c) => c.kind === "min");
    const min =
      check?.kind === "min" ? check.value + (check.inclusive ? 0 : inner.isInt ? 1 : 0) : null;
    return {
      ...base,
      widget: "number",
      value_type: inner.isInt ? "int" : "float",
      ...(min === null ? {} : { min }),
      ...own,
    };
  }
  if (inner instanceof ZodObject) {
    return { ...base, widget: "object", fields: fieldsFor(inner, overrides), ...own };
  }
  if (inner instanceof ZodArray) {
    const min = inner._def.minLength?.value ?? 0;
    const element = inner.element as ZodTypeAny;
    const list: CmsField = {
      ...base,
      widget: "list",
      hint: expected,
      ...(min > 0 ? { min } : {}),
      ...(element instanceof ZodObject
        ? { fields: fieldsFor(element, overrides), collapsed: true, ...summaryOf(element) }
        : { field: fieldFor(name, element, {}), collapsed: false }),
    };
    return { ...list, ...own };
  }
  if (isImageName(name) && innerString(inner)) {
    return { ...base, widget: "image", hint: expected, ...own };
  }
  const pattern = stringPattern(inner, expected);
  return { ...base, hint: expected, ...(pattern ? { pattern } : {}), ...own };
}

/** The Decap fields of a group of fields, in the schema's order. */
export function fieldsFor(
  schema: ZodObject<Record<string, ZodTypeAny>>,
  overrides: FieldOverrides,
) {
  return Object.entries(schema.shape).map(([name, field]) => fieldFor(name, field, overrides));
}
