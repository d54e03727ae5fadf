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
import {
  articleCategories,
  articleFrontmatterSchema,
  caseStudySchema,
  serviceSchema,
  siteConfigSchema,
  type SiteConfigFile,
} from "../schema/content";
import { isoDate } from "../schema/fields";

/**
 * The Decap CMS configuration, generated from the zod schemas that validate content, so the
 * desk at /admin/ asks for exactly the fields the build accepts: a field added to a schema
 * appears in the editor on the next build, and a required field, a list's minimum, a pattern
 * or a category list cannot drift from what the build checks.
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

/** The Decap format that edits a YAML file whose top level is a list (see src/cms/admin.tsx). */
export const YAML_LIST_FORMAT = "yaml-list";
/** The one field a YAML_LIST_FORMAT entry has: the file's list. */
export const YAML_LIST_FIELD = "items";

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

/** Where the CMS writes through git in production. */
export interface CmsBackend {
  /** `owner/name` of the GitHub repository. */
  repo: string;
  branch: string;
}

export interface CmsConfigInput {
  site: SiteConfigFile;
  /** Service titles in content/services.yaml, the names a case study may list. */
  serviceTitles: string[];
  backend: CmsBackend;
}

/** The article body's Markdown editor, limited to what src/gatsby/articleBlocks.ts accepts. */
const articleBody: CmsField = {
  name: "body",
  label: "Body",
  widget: "markdown",
  buttons: [
    "bold",
    "italic",
    "code",
    "link",
    "heading-two",
    "heading-three",
    "bulleted-list",
    "numbered-list",
  ],
  editor_components: ["image"],
  hint: "Paragraphs separated by blank lines, ## and ### headings, lists, emphasis, code and links. Every image needs alt text: ![what it shows](./images/photo.jpg)",
  // An image without alt text stops the build.
  pattern: ["^(?![\\s\\S]*!\\[\\s*\\]\\()", "every image needs alt text: ![what it shows](...)"],
};

/** The whole Decap configuration for the site's content. */
export function cmsConfig({ site, serviceTitles, backend }: CmsConfigInput) {
  const categories = articleCategories(site);
  const article = articleFrontmatterSchema(categories);
  const caseStudy = caseStudySchema({
    services: [...serviceTitles, ...site.footerServices.map((entry) => entry.label)],
    categories: site.caseStudyCategories,
  });
  const summary = "{{fields.title}}";
  const listFile = (
    name: string,
    label: string,
    file: string,
    fields: CmsField[],
    extra: Record<string, unknown> = {},
  ) => ({
    name,
    label,
    format: YAML_LIST_FORMAT,
    extension: "yaml",
    ...extra,
    files: [
      {
        name,
        label,
        file,
        fields: [
          { name: YAML_LIST_FIELD, label, widget: "list", collapsed: true, summary, fields },
        ],
      },
    ],
  });

  return {
    backend: { name: "github", repo: backend.repo, branch: backend.branch },
    // Used only when the page is on localhost and `npm run cms` (decap-server) answers.
    local_backend: true,
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    media_folder: "content/images",
    public_folder: "./images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "articles",
        label: "Articles",
        label_singular: "Article",
        folder: "content/articles",
        extension: "mdx",
        format: "frontmatter",
        create: true,
        delete: true,
        slug: "{{slug}}",
        summary: "{{title}} ({{category}})",
        // Images land beside the articles and are written as ./images/<file> in the body.
        media_folder: "images",
        public_folder: "./images",
        fields: [
          ...fieldsFor(article, {
            category: {
              widget: "select",
              options: categories,
              hint: "The first ones get a badge on Resources; the others are listed under All",
            },
            readTime: { hint: 'Computed when empty. If written: "N min read", e.g. "5 min read"' },
            draft: { hint: "On: kept off the live site (npm start still shows it)" },
          }),
          articleBody,
        ],
      },
      {
        name: "site",
        label: "Site settings",
        files: [
          {
            name: "site",
            label: "Business details, categories and links (content/site.yaml)",
            file: "content/site.yaml",
            fields: fieldsFor(siteConfigSchema, {}),
          },
        ],
      },
      listFile("services", "Services", "content/services.yaml", fieldsFor(serviceSchema, {})),
      listFile(
        "case-studies",
        "Case studies",
        "content/case-studies.yaml",
        fieldsFor(caseStudy, {
          category: { widget: "select", options: site.caseStudyCategories, hint: "" },
          services: {
            widget: "select",
            multiple: true,
            min: 1,
            hint: "",
            options: [...serviceTitles, ...site.footerServices.map((entry) => entry.label)],
          },
        }),
        { media_folder: "/content/images", public_folder: "./images" },
      ),
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
