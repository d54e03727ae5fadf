import type { GatsbyNode } from "gatsby";
import type { ZodType } from "zod";
import { ARTICLE_BLOCK_KINDS, ARTICLE_INLINE_KINDS } from "../../../src/content/articleBody";
import { FORMATS } from "../../../src/content/fields";
import { jsonSchemaOf, withoutNull, type JsonSchema } from "../../../src/content/jsonSchema";
import {
  articleFrontmatterSchema,
  caseStudySchema,
  faqSchema,
  serviceSchema,
  siteConfigSchema,
} from "../../../src/content/schemas";

/** What a zod field stands for, as far as GraphQL can say it. */
type Shape =
  | { kind: "scalar"; graphql: string; directive?: string; required: boolean }
  | { kind: "list"; of: Shape; required: boolean }
  | { kind: "object"; fields: Record<string, Shape>; required: boolean };

const SCALARS: Record<string, string> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
};

/**
 * A zod schema's shape, read from the JSON Schema the desk's fields are written from, so a
 * refinement or a transform is the field a writer fills in; a date and a file are known by the
 * `format` src/content/fields.ts gives them.
 */
export function shapeOf(zod: ZodType): Shape {
  return shapeOfJson(jsonSchemaOf(zod), true, "", `a ${zod.constructor.name}`);
}

/**
 * The shape of the field at `path` (e.g. `social[].url`), required if `present` in its group.
 * A failure names that field, or `top`, what the schema itself is.
 */
function shapeOfJson(json: JsonSchema, present: boolean, path: string, top: string): Shape {
  const { schema, nullable } = withoutNull(json);
  const required = present && !nullable;
  const scalar = (graphql: string, directive?: string): Shape => ({
    kind: "scalar",
    graphql,
    directive,
    required,
  });
  if (schema.format === FORMATS.date) return scalar("Date", "@dateformat");
  if (schema.format === FORMATS.file) return scalar("File", "@fileByRelativePath");
  if (schema.type === "object" && schema.properties) {
    const requiredKeys = new Set(schema.required);
    const fields = Object.entries(schema.properties).map(([key, field]) => [
      key,
      shapeOfJson(field, requiredKeys.has(key), path ? `${path}.${key}` : key, top),
    ]);
    return { kind: "object", fields: Object.fromEntries(fields), required };
  }
  if (schema.type === "array" && schema.items) {
    return { kind: "list", of: shapeOfJson(schema.items, true, `${path}[]`, top), required };
  }
  const graphql = typeof schema.type === "string" ? SCALARS[schema.type] : undefined;
  if (graphql) return scalar(graphql);
  throw new Error(`No GraphQL type for ${path || top} yet: teach shapeOf`);
}

/** The GraphQL type a shape reads as, e.g. `[String!]!`; a group of fields is the type `group`. */
function written(shape: Shape, group: string | undefined): string {
  const inner =
    shape.kind === "scalar"
      ? shape.graphql
      : shape.kind === "list"
        ? `[${written(shape.of, group)}]`
        : group;
  return `${inner}${shape.required ? "!" : ""}`;
}

/** How a type's fields differ from its zod schema's, where the node holds more than the file. */
export interface FromZod {
  /** Optional fields the build always fills, so non-null here. */
  filled?: readonly string[];
  /** Fields the node holds under another name: zod's name to GraphQL's. */
  renamed?: Readonly<Record<string, string>>;
  /** Text fields that are a path to a file beside the content file: the File found there. */
  files?: readonly string[];
  /** The type name of each group of fields (a nested object, or a list of them). */
  groups?: Readonly<Record<string, string>>;
}

/** How each node type made from a writer's file differs from its zod schema. */
export const NODE_TYPES = {
  SiteConfig: {
    zod: siteConfigSchema,
    about: "The business constants from content/site.yaml; the only place they are written.",
    groups: {
      location: "SiteLocation",
      claims: "SiteClaims",
      social: "SocialLink",
      legal: "LegalLink",
      footerServices: "FooterService",
      about: "SiteAbout",
    },
  },
  FaqEntry: {
    zod: faqSchema,
    about: "One of the Contact page's Common Questions (content/faq.yaml), in file order.",
  },
  Service: { zod: serviceSchema, about: "One entry of content/services.yaml, in file order." },
  CaseStudy: {
    // The names it may hold matter to the check, not to the type.
    zod: caseStudySchema({ services: [], categories: [] }),
    about: "One entry of content/case-studies.yaml, in file order.",
    files: ["image"],
    groups: { results: "CaseStudyResult" },
  },
  Article: {
    zod: articleFrontmatterSchema(),
    about:
      "An article, made from one content/articles/<slug>.mdx file: its front matter, then what the build works out.",
    // As articleFromMdx (src/content/article.ts) stores the front matter: these optional
    // fields filled in when absent, and `image` under the name of what it becomes.
    filled: ["readTime", "draft"],
    renamed: { image: "socialImage" },
  },
} satisfies Record<string, FromZod & { zod: ZodType; about: string }>;

/**
 * A GraphQL type (`head`, its name and what it implements) written from the fields of a zod
 * object, with `more` (the fields the build adds) at its end and the types of its groups after.
 */
function typeFromZod(
  shape: Shape,
  { filled = [], renamed = {}, files = [], groups = {} }: FromZod,
  head: string,
  more = "",
): string {
  const nested: string[] = [];
  const lines = Object.entries(shape.kind === "object" ? shape.fields : {}).map(([key, own]) => {
    let field = own;
    if (filled.includes(key)) field = { ...field, required: true };
    if (files.includes(key) && field.kind === "scalar") {
      field = { ...field, graphql: "File", directive: "@fileByRelativePath" };
    }
    const group = groups[key];
    const inner = field.kind === "list" ? field.of : field;
    if (inner.kind === "object") {
      if (!group) throw new Error(`${head}: name the type of its group ${key} in NODE_TYPES`);
      nested.push(typeFromZod(inner, {}, `type ${group}`));
    }
    const directive = field.kind === "scalar" && field.directive ? ` ${field.directive}` : "";
    return `  ${renamed[key] ?? key}: ${written(field, group)}${directive}`;
  });
  return [`${head} {`, ...lines, more, "}", ...nested].join("\n");
}

const nodeType = (name: keyof typeof NODE_TYPES, more = "") => {
  const { zod, about, ...options } = NODE_TYPES[name];
  const head = `"${about}"\ntype ${name} implements Node @dontInfer`;
  return typeFromZod(shapeOf(zod), options, head, more);
};

/**
 * Every content type is declared here with `@dontInfer`, so the generated `Queries.*` types are
 * exact and non-null where a field is required: validation stops the build before a page could
 * meet a field a writer forgot. Writers' fields come from their zod schemas, declared once.
 */
export const typeDefs = /* GraphQL */ `
  ${nodeType("SiteConfig")}
  ${nodeType("FaqEntry")}
  ${nodeType("Service")}
  ${nodeType("CaseStudy")}
  ${nodeType(
    "Article",
    `
    slug: String!
    path: String!
    "Its front matter's date, else when its file was first committed; null when neither is known."
    published: Date @dateformat
    "When its file was last committed, never before published."
    updated: Date @dateformat
    "The body as plain blocks, parsed once at build; the article page and dialog render these."
    blocks: [ArticleBlock!]!`,
  )}

  """
  gatsby-plugin-mdx's own reading of a front matter, which the site does not use: articles
  are read by the site's reader (src/content/articleSource.ts). Declared, not inferred, so a
  writer's front matter never changes the schema or the generated types.
  """
  type MdxFrontmatter @dontInfer {
    title: String
  }

  "The kinds of body block (src/content/articleBody.ts, ArticleBlock.kind)."
  enum ArticleBlockKind { ${ARTICLE_BLOCK_KINDS.join(" ")} }

  type ArticleBlock {
    kind: ArticleBlockKind!
    level: Int
    ordered: Boolean
    "The text of a paragraph or heading, as a tree of inline nodes."
    content: [ArticleInline!]!
    items: [ArticleListItem!]!
    "Set on image blocks only."
    image: ArticleImage
  }

  "An image written in an article, processed by sharp (AVIF, WebP, responsive sizes)."
  type ArticleImage {
    alt: String!
    "The path as written, relative to the article's file."
    src: String!
    "Required: the build checks that the file exists before the node is made."
    file: File! @fileByRelativePath(from: "src")
  }

  type ArticleListItem {
    content: [ArticleInline!]!
  }

  """
  A free file offered on the Resources page, generated at build time from
  content/downloads/<slug>.yaml by plugins/site/downloads.
  """
  type FreeDownload implements Node @dontInfer {
    slug: String!
    "Where its card appears among the downloads, from 0."
    position: Int!
    title: String!
    icon: String!
    description: String!
    "The hashed public URL, e.g. /static/downloads/website-checklist-3f2a9c1d.pdf."
    url: String!
    "The name the visitor's browser saves it under, e.g. website-checklist.pdf."
    fileName: String!
    "PDF, XLSX or CSV."
    format: String!
    mimeType: String!
    sizeBytes: Int!
    "The same content in other formats (the CSV beside a workbook), offered as secondary links."
    alternates: [DownloadFile!]!
  }

  "One generated file of a FreeDownload in another format, with the same fields as its main file."
  type DownloadFile {
    url: String!
    fileName: String!
    format: String!
    mimeType: String!
    sizeBytes: Int!
  }

  "The kinds of inline node (src/content/articleBody.ts, ArticleInlineKind)."
  enum ArticleInlineKind { ${ARTICLE_INLINE_KINDS.join(" ")} }

  """
  Inline text as the writer nested it: words and code are leaves; strong, emphasis and links
  hold other nodes. At most four levels deep (INLINE_DEPTH in src/content/articleBody.ts).
  """
  type ArticleInline {
    kind: ArticleInlineKind!
    "The words of text and code nodes; null for marks."
    text: String
    "A link's address; null for every other kind."
    href: String
    children: [ArticleInline!]!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
