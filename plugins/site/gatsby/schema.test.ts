import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { z, type ZodTypeAny } from "zod";
import { isoDate } from "../../../src/content/fields";
import {
  articleFrontmatterSchema,
  caseStudySchema,
  faqSchema,
  serviceSchema,
  siteConfigSchema,
} from "../../../src/content/schemas";
import { typeDefs } from "./schema";

/**
 * The GraphQL types of ./schema.ts held to the zod schemas of src/content/schemas.ts, the
 * source of truth, field by field: the same fields, required in zod exactly where non-null
 * ("!") in GraphQL, lists where lists, numbers as Int or Float, text as String (a date as
 * Date, an image path as a File found by @fileByRelativePath), nested groups recursively.
 * Each failure says what to change.
 */

const ZOD = "src/content/schemas.ts";
const SDL = "plugins/site/gatsby/schema.ts";

/** What Gatsby declares before the site's types: only what ./schema.ts uses. */
const GATSBY_STUBS = /* GraphQL */ `
  interface Node {
    id: ID!
  }
  scalar Date
  type File {
    id: ID!
  }
  directive @dontInfer on OBJECT
  directive @dateformat(formatString: String) on FIELD_DEFINITION
  directive @fileByRelativePath(from: String) on FIELD_DEFINITION
`;

const schema = buildSchema(`${GATSBY_STUBS}\n${typeDefs}`);

/** How one GraphQL type is made from one zod schema. */
interface Pair {
  zod: ZodTypeAny;
  /** The schema's name in src/content/schemas.ts, for the messages. */
  zodName: string;
  /** Fields the build works out rather than reads, each with the module that does. */
  derived?: Record<string, string>;
  /** Optional fields the build always fills (so non-null here), each with the module that does. */
  filled?: Record<string, string>;
  /** Fields stored under another name: zod's name to GraphQL's. */
  renamed?: Record<string, string>;
}

const ARTICLE_MODULE = "src/content/article.ts (articleFromMdx)";
const DATES_MODULE = "plugins/site/articles/articleDates.ts (articleDates)";

/** Every node type of ./schema.ts with the schema its files are checked with. */
const PAIRS: Record<string, Pair> = {
  SiteConfig: { zod: siteConfigSchema, zodName: "siteConfigSchema" },
  FaqEntry: { zod: faqSchema, zodName: "faqSchema" },
  Service: { zod: serviceSchema, zodName: "serviceSchema" },
  CaseStudy: {
    zod: caseStudySchema({ services: ["A service"], categories: ["A category"] }),
    zodName: "caseStudySchema",
  },
  Article: {
    zod: articleFrontmatterSchema(),
    zodName: "articleFrontmatterSchema",
    derived: {
      slug: ARTICLE_MODULE,
      path: ARTICLE_MODULE,
      wordCount: ARTICLE_MODULE,
      blocks: `${ARTICLE_MODULE}, parsed by src/content/articleBody.ts`,
      published: DATES_MODULE,
      updated: DATES_MODULE,
    },
    filled: {
      readTime: `${ARTICLE_MODULE}: worked out from the words`,
      draft: `${ARTICLE_MODULE}: false`,
    },
    renamed: { image: "socialImage" },
  },
};

/** Node types of ./schema.ts whose fields no writer's zod schema declares. */
const NOT_FROM_ZOD: Record<string, string> = {
  FreeDownload: "made by plugins/site/downloads from the generated files",
};

/** What a zod field stands for, as far as GraphQL can say it. */
type Shape =
  | { kind: "scalar"; graphql: readonly string[]; required: boolean }
  | { kind: "list"; of: Shape; required: boolean }
  | { kind: "object"; fields: Record<string, ZodTypeAny>; required: boolean };

/** A zod schema's shape: optional, nullable, refinements and transforms unwrapped. */
function shapeOf(zod: ZodTypeAny): Shape {
  const required = !zod.isOptional() && !zod.isNullable();
  let inner = zod;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault
  ) {
    inner = inner instanceof z.ZodDefault ? inner.removeDefault() : inner.unwrap();
  }
  if (inner === isoDate) return { kind: "scalar", graphql: ["Date"], required };
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  if (inner instanceof z.ZodObject) return { kind: "object", fields: inner.shape, required };
  if (inner instanceof z.ZodArray) return { kind: "list", of: shapeOf(inner.element), required };
  if (inner instanceof z.ZodString || inner instanceof z.ZodEnum) {
    return { kind: "scalar", graphql: ["String"], required };
  }
  if (inner instanceof z.ZodNumber) {
    return { kind: "scalar", graphql: inner.isInt ? ["Int"] : ["Float"], required };
  }
  if (inner instanceof z.ZodBoolean) return { kind: "scalar", graphql: ["Boolean"], required };
  throw new Error(`schema.test.ts cannot compare a ${inner.constructor.name} yet: teach shapeOf`);
}

/** The GraphQL type a shape reads as, e.g. `[String!]!`; a group of fields is a new type. */
function written(shape: Shape): string {
  const inner =
    shape.kind === "scalar"
      ? shape.graphql[0]
      : shape.kind === "list"
        ? `[${written(shape.of)}]`
        : `<a type with ${Object.keys(shape.fields).join(", ")}>`;
  return `${inner}${shape.required ? "!" : ""}`;
}

/**
 * What must change in the GraphQL type `type` at `where` (e.g. `SiteConfig.social[]`) for it to
 * read as `shape`. `field` is the field's definition, for its directives.
 */
function typeProblems(
  where: string,
  shape: Shape,
  type: GraphQLOutputType,
  field: GraphQLField<unknown, unknown>,
): string[] {
  const inZod = `in zod (${ZOD})`;
  const inSdl = `in ${SDL}`;
  if (shape.required !== isNonNullType(type)) {
    return [
      shape.required
        ? `${where} is required ${inZod} but nullable ${inSdl}: add "!"`
        : `${where} is optional ${inZod} but non-null ${inSdl}: remove "!", or fill it in the build and list it as filled in schema.test.ts`,
    ];
  }
  const own = isNonNullType(type) ? type.ofType : type;
  if (shape.kind === "list") {
    if (!isListType(own)) {
      return [`${where} is a list ${inZod} but ${String(type)} ${inSdl}: write ${written(shape)}`];
    }
    return typeProblems(`${where}[]`, shape.of, own.ofType, field);
  }
  if (isListType(own)) {
    return [
      `${where} is not a list ${inZod} but ${String(type)} ${inSdl}: write ${written(shape)}`,
    ];
  }
  if (shape.kind === "object") {
    if (!isObjectType(own)) {
      return [
        `${where} is a group of fields ${inZod} but ${String(type)} ${inSdl}: write ${written(shape)}`,
      ];
    }
    return fieldProblems(where, own, shape.fields, {});
  }
  const name = getNamedType(own).name;
  const path = field.astNode?.directives?.some((d) => d.name.value === "fileByRelativePath");
  const accepted =
    shape.graphql.includes("String") && path ? ["File", ...shape.graphql] : shape.graphql;
  if (!accepted.includes(name)) {
    return [
      `${where} is ${shape.graphql.join(" or ")} ${inZod} but ${name} ${inSdl}: write ${written(shape)}`,
    ];
  }
  return [];
}

/** What must change for the fields of `type` to be those of `fields` (plus `pair`'s own rules). */
function fieldProblems(
  where: string,
  type: GraphQLObjectType,
  fields: Record<string, ZodTypeAny>,
  pair: Omit<Pair, "zod" | "zodName"> & { zodName?: string },
): string[] {
  const { derived = {}, filled = {}, renamed = {} } = pair;
  const sdlFields = type.getFields();
  const fromZod = new Set<string>();
  const problems: string[] = [];
  for (const [zodName, zod] of Object.entries(fields)) {
    const name = renamed[zodName] ?? zodName;
    fromZod.add(name);
    const at = `${where}.${name}`;
    const field = sdlFields[name];
    const own = shapeOf(zod);
    const shape = filled[zodName] ? { ...own, required: true } : own;
    if (!field) {
      problems.push(
        `${at} is in zod (${ZOD}${pair.zodName ? `, ${pair.zodName}` : ""}) but not in ${SDL}: add "${name}: ${written(shape)}" to type ${type.name}`,
      );
      continue;
    }
    problems.push(...typeProblems(at, shape, field.type, field));
  }
  for (const name of Object.keys(sdlFields)) {
    if (fromZod.has(name) || name in derived) continue;
    problems.push(
      `${where}.${name} is in ${SDL} but not in zod (${ZOD}${pair.zodName ? `, ${pair.zodName}` : ""}): remove it from type ${type.name}, add it to the zod schema, or list it as derived in schema.test.ts with the module that derives it`,
    );
  }
  for (const [name, module] of Object.entries(derived)) {
    if (!(name in sdlFields)) {
      problems.push(
        `${where}.${name} is listed as derived (by ${module}) in schema.test.ts but is not in ${SDL}: remove it from the list`,
      );
    }
    if (fromZod.has(name)) {
      problems.push(
        `${where}.${name} is listed as derived in schema.test.ts but zod declares it: remove it from the list`,
      );
    }
  }
  return problems;
}

/** What must change for the GraphQL type `typeName` to follow `pair`. */
function pairProblems(typeName: string, pair: Pair): string[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return [`${SDL} has no type ${typeName}: declare it`];
  const shape = shapeOf(pair.zod);
  if (shape.kind !== "object") throw new Error(`${pair.zodName} is not a group of fields`);
  return fieldProblems(typeName, type, shape.fields, pair);
}

describe("the GraphQL types (plugins/site/gatsby/schema.ts)", () => {
  it.each(Object.entries(PAIRS))("%s has the fields of its zod schema", (typeName, pair) => {
    expect(pairProblems(typeName, pair)).toEqual([]);
  });

  it("declare each node type either from a zod schema or as made by the build", () => {
    const nodeTypes = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => type.getInterfaces().some((face) => face.name === "Node"))
      .map((type) => type.name)
      .sort();
    expect(nodeTypes).toEqual([...Object.keys(PAIRS), ...Object.keys(NOT_FROM_ZOD)].sort());
  });
});

describe("the comparison itself", () => {
  const broken = (edit: (sdl: string) => string, typeName: string) => {
    const built = buildSchema(`${GATSBY_STUBS}\n${edit(typeDefs)}`);
    const type = built.getType(typeName);
    if (!isObjectType(type)) throw new Error(`No type ${typeName}`);
    const shape = shapeOf(PAIRS[typeName].zod);
    if (shape.kind !== "object") throw new Error("Not a group of fields");
    return fieldProblems(typeName, type, shape.fields, PAIRS[typeName]);
  };

  it("names the field and what to write when a field is missing, nullable or of another kind", () => {
    expect(
      broken((sdl) => sdl.replace("tagline: String!", "tagline: String"), "SiteConfig"),
    ).toEqual([`SiteConfig.tagline is required in zod (${ZOD}) but nullable in ${SDL}: add "!"`]);
    expect(broken((sdl) => sdl.replace("    areaServed: String!\n", ""), "SiteConfig")).toEqual([
      `SiteConfig.areaServed is in zod (${ZOD}, siteConfigSchema) but not in ${SDL}: add "areaServed: String!" to type SiteConfig`,
    ]);
    expect(
      broken((sdl) => sdl.replace("callMinutes: Int!", "callMinutes: String!"), "SiteConfig"),
    ).toEqual([
      `SiteConfig.claims.callMinutes is Int in zod (${ZOD}) but String in ${SDL}: write Int!`,
    ]);
    expect(
      broken((sdl) => sdl.replace("features: [String!]!", "features: String!"), "Service"),
    ).toEqual([
      `Service.features is a list in zod (${ZOD}) but String! in ${SDL}: write [String!]!`,
    ]);
    expect(
      broken(
        (sdl) => sdl.replace("    wordCount: Int!\n", "    wordCount: Int!\n    teaser: String\n"),
        "Article",
      ),
    ).toEqual([
      `Article.teaser is in ${SDL} but not in zod (${ZOD}, articleFrontmatterSchema): remove it from type Article, add it to the zod schema, or list it as derived in schema.test.ts with the module that derives it`,
    ]);
  });
});
