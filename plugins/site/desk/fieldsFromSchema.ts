import type { ZodTypeAny } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";

// Decap fields from the schemas' JSON Schema, so nothing here reads zod's internals.

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
  summary?: string;
  collapsed?: boolean;
}

/** Per field name, what the schema alone cannot say (the names a select offers, a hint). */
type FieldOverrides = Record<string, Partial<CmsField>>;

/** The part of JSON Schema (draft 7) that zod-to-json-schema writes for these schemas. */
interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
}

/** "readTime" -> "Read time", "imageAlt" -> "Image alt". */
const labelFor = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A text limit, where Number.MAX_SAFE_INTEGER stands for none (src/content/fields.ts). */
const limited = (max: number | undefined) =>
  max !== undefined && max < Number.MAX_SAFE_INTEGER ? max : null;

/** A Decap `pattern` for a string: its own regex, else non-empty text of at most N. */
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

/** A value that may be null is not required; the other member is the field's own schema. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const members = schema.anyOf ?? [];
  const others = members.filter((member) => member.type !== "null");
  if (members.length > 0 && others.length === 1 && others.length < members.length) {
    return { schema: { description: schema.description, ...others[0] }, nullable: true };
  }
  return { schema, nullable: false };
}

/** src/content/fields.ts's isoDate: text, or the Date a YAML parser made of an unquoted date. */
const isDate = (schema: JsonSchema) =>
  schema.anyOf?.some((member) => member.format === "date-time") ?? false;

/** The Decap field for one field's JSON Schema; `required` comes from the parent object. */
function fieldFor(
  name: string,
  json: JsonSchema,
  required: boolean,
  overrides: FieldOverrides,
): CmsField {
  const { schema, nullable } = withoutNull(json);
  const expected = schema.description ?? "";
  const base: CmsField = {
    name,
    label: labelFor(name),
    widget: "string",
    ...(required && !nullable ? {} : { required: false }),
  };
  const own = overrides[name] ?? {};

  if (isDate(schema)) {
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
    return { ...base, widget: "image", hint: expected, ...own };
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

/** The Decap fields of a group of fields (a zod object schema), in the schema's order. */
export function fieldsFor(schema: ZodTypeAny, overrides: FieldOverrides): CmsField[] {
  // Refinements are checked by the build; the editor gets the shape they refine.
  const json = zodToJsonSchema(schema, { $refStrategy: "none", effectStrategy: "input" });
  return objectFields(json as JsonSchema, overrides);
}
