import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildSchema,
  isNonNullType,
  isObjectType,
  parse,
  visit,
  type GraphQLObjectType,
} from "graphql";
import { z, type ZodType } from "zod";
import { articleFromMdx } from "../../../src/content/article";
import type { ArticleBlock, ArticleImage, ArticleInline } from "../../../src/content/articleBody";
import { articleDates } from "../articles/articleDates";
import { NODE_TYPES, shapeOf, typeDefs, type FromZod } from "./schema";

/**
 * The GraphQL types of ./schema.ts: those of writers' files are written there from their zod
 * schemas (src/content/schemas.ts), the rest by hand. These tests hold the writing to what a
 * page needs (each kind of zod field as the type a query gets), the hand-written fields of the
 * Article type to the modules that make them, and the node articleFromMdx makes to its type.
 * Each failure says what to change.
 */

const SDL = "plugins/site/gatsby/schema.ts";
const ARTICLE_MODULE = "src/content/article.ts (articleFromMdx)";
const DATES_MODULE = "plugins/site/articles/articleDates.ts (articleDates)";

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
const objectType = (name: string) => schema.getType(name) as GraphQLObjectType;

/** A field as a query gets it: its type, then its directives, e.g. `Date @dateformat`. */
function declared(typeName: string, field: string): string {
  const found = objectType(typeName).getFields()[field];
  if (!found) return "(no such field)";
  const directives = found.astNode?.directives?.map((d) => ` @${d.name.value}`) ?? [];
  return `${String(found.type)}${directives.join("")}`;
}

/** The Article fields written by hand in ./schema.ts, each with the module that makes it. */
const ARTICLE_DERIVED: Record<string, string> = {
  slug: ARTICLE_MODULE,
  path: ARTICLE_MODULE,
  blocks: `${ARTICLE_MODULE}, parsed by src/content/articleBody.ts`,
  published: DATES_MODULE,
  updated: DATES_MODULE,
};

/** Node types of ./schema.ts whose fields no writer's zod schema declares. */
const NOT_FROM_ZOD: Record<string, string> = {
  FreeDownload: "made by plugins/site/downloads from the generated files",
};

/**
 * Whether a type the build makes is the one its GraphQL type (written by hand in ./schema.ts,
 * generated into src/gatsby-types.d.ts) declares: every value it makes allowed there, and no
 * field of it left out.
 */
type HeldTo<Made, Declared> = [Made] extends [Declared]
  ? [Exclude<keyof Made, keyof Declared>] extends [never]
    ? "held"
    : `left out of GraphQL: ${Exclude<keyof Made, keyof Declared> & string}`
  : "GraphQL declares a field, or a value never null, that the build does not make";

// `npm run typecheck` fails here when the body's types (src/content/articleBody.ts) and their
// GraphQL types part: change both. GraphQL finds an image's file; the build alone reads its line.
const _bodyTypesHeld: [
  HeldTo<ArticleInline, Queries.ArticleInline>,
  HeldTo<Omit<ArticleBlock, "image">, Omit<Queries.ArticleBlock, "image">>,
  HeldTo<Omit<ArticleImage, "line">, Omit<Queries.ArticleImage, "file">>,
] = ["held", "held", "held"];

describe("the GraphQL types (plugins/site/gatsby/schema.ts)", () => {
  it.each([
    ["required text", "SiteConfig", "name", "String!"],
    ["optional text list", "SiteConfig", "unconfirmed", "[String!]"],
    ["whole number", "SiteClaims", "responseHours", "Int!"],
    ["group of fields, by its name", "SiteConfig", "location", "SiteLocation!"],
    ["list of groups", "SiteConfig", "social", "[SocialLink!]!"],
    ["nullable text in a group", "SocialLink", "url", "String"],
    ["one of a list of names", "Service", "icon", "String!"],
    ["path to a file beside the content file", "CaseStudy", "image", "File! @fileByRelativePath"],
    ["optional date", "Article", "date", "Date @dateformat"],
    ["optional field the build fills", "Article", "readTime", "String!"],
    ["optional image, under its node's name", "Article", "socialImage", "File @fileByRelativePath"],
  ])("write a zod schema's %s as a query gets it", (_, typeName, field, expected) => {
    expect(declared(typeName, field)).toBe(expected);
  });

  it("write every field of each writer's file, and the Article's others by hand", () => {
    const fromZod = (name: keyof typeof NODE_TYPES) => {
      const { zod, renamed = {} }: FromZod & { zod: ZodType } = NODE_TYPES[name];
      const shape = shapeOf(zod);
      return shape.kind === "object" ? Object.keys(shape.fields).map((f) => renamed[f] ?? f) : [];
    };
    for (const name of Object.keys(NODE_TYPES) as (keyof typeof NODE_TYPES)[]) {
      const own = name === "Article" ? Object.keys(ARTICLE_DERIVED) : [];
      const problems = Object.keys(objectType(name).getFields())
        .filter((field) => !fromZod(name).includes(field) && !own.includes(field))
        .map(
          (field) =>
            `${name}.${field} is written in ${SDL} by hand: list it in ARTICLE_DERIVED in schema.test.ts with the module that makes it`,
        );
      expect(problems).toEqual([]);
    }
  });

  it("declare each node type either from a zod schema or as made by the build", () => {
    const nodeTypes = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => type.getInterfaces().some((face) => face.name === "Node"))
      .map((type) => type.name)
      .sort();
    expect(nodeTypes).toEqual([...Object.keys(NODE_TYPES), ...Object.keys(NOT_FROM_ZOD)].sort());
  });

  it("say which zod type has no GraphQL type yet", () => {
    expect(() => shapeOf(z.union([z.string(), z.number()]))).toThrow(
      "No GraphQL type for a ZodUnion yet: teach shapeOf",
    );
  });
});

/** Node fields no query asks for, kept off the GraphQL type, each with what reads them. */
const NOT_IN_GRAPHQL: Record<string, string> = {
  wordCount: "readArticles (src/content/readContent.ts) and the tests and benchmarks that call it",
};

/** What must change for an Article node (with its dates) to hold what `type` declares. */
function nodeProblems(type: GraphQLObjectType, node: Record<string, unknown>): string[] {
  const fields = type.getFields();
  return [
    ...Object.keys(node)
      .filter((name) => !(name in fields) && !(name in NOT_IN_GRAPHQL))
      .map(
        (name) =>
          `the Article node's ${name} is not in ${SDL}: declare it, or list it in NOT_IN_GRAPHQL in schema.test.ts with what reads it`,
      ),
    ...Object.values(fields)
      .filter((field) => isNonNullType(field.type) && (node[field.name] ?? null) === null)
      .map(
        (field) =>
          `Article.${field.name} is non-null in ${SDL} but ${ARTICLE_MODULE} leaves it empty: fill it there, or remove it from NODE_TYPES.Article.filled`,
      ),
  ];
}

/** An Article node as onCreateNode makes it from `frontmatter`, without git history. */
function articleNode(make: typeof articleFromMdx, frontmatter: object) {
  const { article, problems } = make("/site/content/articles/a-node.mdx", frontmatter, "Words.");
  if (!article) throw new Error(JSON.stringify(problems));
  return { ...article, ...articleDates(article.date, undefined, "2026-01-01").dates };
}

const FRONT_MATTER = { title: "A title", excerpt: "Short.", category: "SEO", tags: ["Local"] };
const EVERY_FIELD = {
  ...FRONT_MATTER,
  readTime: "1 min read",
  date: "2025-04-01",
  draft: true,
  image: "./images/card.jpg",
};

describe("the Article node (src/content/article.ts) and its GraphQL type", () => {
  const type = objectType("Article");

  it.each([
    ["only the required fields", FRONT_MATTER],
    ["every field", EVERY_FIELD],
  ])("a node made from %s holds what the type declares, and nothing else", (_, frontmatter) => {
    expect(nodeProblems(type, articleNode(articleFromMdx, frontmatter))).toEqual([]);
  });

  it("names what to change when the two part", () => {
    const { draft: _, ...unfilled } = articleNode(articleFromMdx, FRONT_MATTER);
    expect(nodeProblems(type, { ...unfilled, teaser: "x" })).toEqual([
      `the Article node's teaser is not in ${SDL}: declare it, or list it in NOT_IN_GRAPHQL in schema.test.ts with what reads it`,
      `Article.draft is non-null in ${SDL} but ${ARTICLE_MODULE} leaves it empty: fill it there, or remove it from NODE_TYPES.Article.filled`,
    ]);
  });
});

/**
 * The "Adding a field" list of docs/architecture.md, proved: a field declared in
 * articleFrontmatterSchema alone is on the node, in the GraphQL type and, once a component's
 * fragment asks for it, in the body file's query, with no other module changed.
 */
describe("a new optional front-matter field", () => {
  const SCHEMAS = "../../../src/content/schemas";
  type Modules = {
    article: typeof import("../../../src/content/article");
    schema: typeof import("./schema");
    bodyFiles: typeof import("../articles/bodyFiles");
  };
  let modules: Modules;
  let root: string;

  beforeAll(async () => {
    // A fresh registry, so every module reads the one declaration below, through one zod.
    jest.resetModules();
    jest.doMock(SCHEMAS, () => {
      const actual = jest.requireActual<typeof import("../../../src/content/schemas")>(SCHEMAS);
      const { oneLineText: line } = jest.requireActual<
        typeof import("../../../src/content/fields")
      >("../../../src/content/fields");
      // The one edit: the declaration.
      const withSubtitle = (categories?: readonly string[]) =>
        actual.articleFrontmatterSchema(categories).extend({ subtitle: line.optional() });
      return { ...actual, articleFrontmatterSchema: withSubtitle };
    });
    modules = {
      article: await import("../../../src/content/article"),
      schema: await import("./schema"),
      bodyFiles: await import("../articles/bodyFiles"),
    };
    // The site with the card's fragment asking for it, as the card would to show it.
    root = fs.mkdtempSync(path.join(os.tmpdir(), "adding-a-field-"));
    for (const module of modules.bodyFiles.BODY_FILE_MODULES) {
      const text = fs.readFileSync(path.resolve(__dirname, "../../..", module), "utf8");
      fs.mkdirSync(path.dirname(path.join(root, module)), { recursive: true });
      fs.writeFileSync(
        path.join(root, module),
        text.replace(/(fragment ArticleSummaryFields on Article \{\n)/, "$1    subtitle\n"),
      );
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is on the node, under its own name, or absent when the file has none", () => {
    const make = modules.article.articleFromMdx;
    expect(articleNode(make, { ...FRONT_MATTER, subtitle: "Why it matters" })).toMatchObject({
      subtitle: "Why it matters",
    });
    expect(articleNode(make, FRONT_MATTER)).not.toHaveProperty("subtitle");
  });

  it("is in the GraphQL type, nullable, and the node holds what the type declares", () => {
    const built = buildSchema(`${GATSBY_STUBS}\n${modules.schema.typeDefs}`);
    const type = built.getType("Article") as GraphQLObjectType;
    expect(String(type.getFields().subtitle?.type)).toBe("String");
    const node = articleNode(modules.article.articleFromMdx, { ...EVERY_FIELD, subtitle: "S" });
    expect(nodeProblems(type, node)).toEqual([]);
  });

  it("is in the body file's query once the card's fragment asks for it", () => {
    const asked = (query: string) => {
      const names: string[] = [];
      visit(parse(query), { Field: (field) => void names.push(field.name.value) });
      return names;
    };
    expect(asked(modules.bodyFiles.ARTICLE_FILES_QUERY)).not.toContain("subtitle");
    expect(asked(modules.bodyFiles.articleFilesQuery(root))).toContain("subtitle");
  });
});
