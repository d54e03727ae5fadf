import { z } from "zod";

/** The part of JSON Schema (draft 7) that zod writes for the content schemas. */
export interface JsonSchema {
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

/**
 * A content schema as JSON Schema, which the desk's fields and the GraphQL types are both
 * written from: the file's side of each transform, every part written out in place. The YAML
 * parser's Date, which JSON Schema cannot say, is left as any value; ./fields.ts marks dates
 * and file paths by their `format` instead.
 */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    target: "draft-07",
    io: "input",
    reused: "inline",
    unrepresentable: "any",
  }) as JsonSchema;

/** A value that may be null: zod writes `type: [T, "null"]`, or `anyOf` with a null member. */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const { type, anyOf = [] } = schema;
  if (Array.isArray(type) && type.includes("null")) {
    const others = type.filter((member) => member !== "null");
    return {
      schema: { ...schema, type: others.length === 1 ? others[0] : others },
      nullable: true,
    };
  }
  const others = anyOf.filter((member) => member.type !== "null");
  if (others.length === 1 && others.length < anyOf.length) {
    return { schema: { description: schema.description, ...others[0] }, nullable: true };
  }
  return { schema, nullable: false };
}
