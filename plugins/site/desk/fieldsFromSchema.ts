import type { ZodType } from "zod";
import { FORMATS } from "../../../src/content/fields";
import { jsonSchemaOf, withoutNull, type JsonSchema } from "../../../src/content/jsonSchema";

// The desk's fields from the schemas' JSON Schema, so nothing here reads zod's internals.

/** One field of the desk's configuration, in Decap's format that Sveltia CMS reads (the subset used here). */
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
  /** A datetime field's input: `date` for a day without a time. */
  type?: "date";
  /** The zone a datetime field's `{{now}}` default is read in (an IANA name). */
  input_timezone?: string;
  /** A list saved as the whole file rather than under its name (Sveltia's top-level list). */
  root?: boolean;
  /** Whether an image field also takes a web address (the build takes only a file). */
  choose_url?: boolean;
  buttons?: string[];
  editor_components?: string[];
  summary?: string;
  collapsed?: boolean;
}

/** Per field name, what the schema alone cannot say (the names a select offers, a hint). */
type FieldOverrides = Record<string, Partial<CmsField>>;

/** "readTime" -> "Read time", "imageAlt" -> "Image alt". */
const labelFor = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A text limit, where Number.MAX_SAFE_INTEGER stands for none (src/content/fields.ts). */
const limited = (max: number | undefined) =>
  max !== undefined && max < Number.MAX_SAFE_INTEGER ? max : null;

/** A `pattern` for a string: its own regex, else non-empty text of at most N. */
function stringPattern(schema: JsonSchema): [string, string] | undefined {
  const message = schema.description ?? "";
  if (schema.pattern) return [schema.pattern, message];
  // Blank text fails every text field that must not be empty.
  if ((schema.minLength ?? 0) < 1) return undefined;
  const max = limited(schema.maxLength);
  return [max ? `^(?=[\\s\\S]*\\S)[\\s\\S]{1,${max}}$` : "\\S", message];
}

/** A collapsed list item is shown by its title or label, not as an empty box. */
function summaryOf(schema: JsonSchema): { summary?: string } {
  const name = ["title", "label", "question"].find((key) => key in (schema.properties ?? {}));
  return name ? { summary: `{{fields.${name}}}` } : {};
}

/** An image field: a path the media library fills (`image`, `coverImage`), never its alt text. */
const isImageName = (name: string) => /image$/i.test(name);

/** The desk field for one field's JSON Schema; `required` comes from the parent object. */
function fieldFor(
  name: string,
  json: JsonSchema,
  required: boolean,
  overrides: FieldOverrides,
): CmsField {
  // A value that may be null is not required.
  const { schema, nullable } = withoutNull(json);
  const expected = schema.description ?? "";
  const base: CmsField = {
    name,
    label: labelFor(name),
    widget: "string",
    ...(required && !nullable ? {} : { required: false }),
  };
  const own = overrides[name] ?? {};

  if (schema.format === FORMATS.date) {
    return {
      ...base,
      widget: "datetime",
      type: "date",
      format: "YYYY-MM-DD",
      hint: expected,
      ...own,
    };
  }
  if (schema.type === "boolean") return { ...base, widget: "boolean", default: false, ...own };
  if (schema.enum) {
    return { ...base, widget: "select", options: schema.enum.map(String), ...own };
  }
  if (schema.type === "integer" || schema.type === "number") {
    const exclusive = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : null;
    const min =
      schema.minimum ??
      (exclusive === null ? null : exclusive + (schema.type === "integer" ? 1 : 0));
    return {
      ...base,
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(min === null ? {} : { min }),
      ...own,
    };
  }
  if (schema.type === "object") {
    return { ...base, widget: "object", fields: objectFields(schema, overrides), ...own };
  }
  if (schema.type === "array" && schema.items) {
    const min = schema.minItems ?? 0;
    const element = schema.items;
    // A list written as another widget (a select of several names) keeps only its limits.
    if (own.widget && own.widget !== "list") {
      return { ...base, hint: expected, ...(min > 0 ? { min } : {}), ...own };
    }
    const list: CmsField = {
      ...base,
      widget: "list",
      hint: expected,
      ...(min > 0 ? { min } : {}),
      ...(element.type === "object"
        ? { fields: objectFields(element, overrides), collapsed: true, ...summaryOf(element) }
        : { field: fieldFor(name, element, true, {}), collapsed: false }),
    };
    return { ...list, ...own };
  }
  if (isImageName(name) && schema.type === "string") {
    return { ...base, widget: "image", choose_url: false, hint: expected, ...own };
  }
  const pattern = stringPattern(schema);
  return { ...base, hint: expected, ...(pattern ? { pattern } : {}), ...own };
}

function objectFields(schema: JsonSchema, overrides: FieldOverrides): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fieldFor(name, field, required.has(name), overrides),
  );
}

/** The desk fields of a group of fields (a zod object schema), in the schema's order. */
export function fieldsFor(schema: ZodType, overrides: FieldOverrides): CmsField[] {
  // Refinements are checked by the build; the editor gets the shape they refine.
  return objectFields(jsonSchemaOf(schema), overrides);
}
