import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { ZodArray, ZodNullable, ZodObject, ZodOptional, type core } from "zod";
import {
  ARTICLE_TITLE_MAX,
  articleCategories,
  articleFrontmatterSchema,
  caseStudySchema,
  serviceSchema,
  siteConfigSchema,
} from "../../../src/content/schemas";
import { readServices } from "../../../src/content/readContent.testing";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { text } from "../../../src/content/fields";
import { articlePath } from "../../../src/content/article";
import { routes } from "../../../src/lib/routes";
import { cmsBackend } from "./buildAdmin";
import { cmsConfig, YAML_LIST_FIELD } from "./config";
import { fieldsFor, type CmsField } from "./fieldsFromSchema";

/** The tests' own site (fixture-site/): the desk's configuration is made from any valid one. */
const fixtureSite = path.resolve(__dirname, "../../../fixture-site");
const site = readSiteConfig(fixtureSite);
const serviceTitles = readServices(fixtureSite).map((service) => service.title);
const config = cmsConfig({ site, serviceTitles, backend: { repo: "owner/site", branch: "main" } });
const collection = (name: string) => {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const fileFields = (name: string) => {
  const found = collection(name);
  if (!("files" in found) || !found.files) throw new Error(`${name} is not a files collection`);
  return found.files[0].fields as CmsField[];
};
const articleFields = (collection("articles") as { fields: CmsField[] }).fields;
const field = (fields: CmsField[], name: string) => {
  const found = fields.find((entry) => entry.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

/** Every field path of a schema ("location.city", "social.url"), through lists and groups. */
function schemaPaths(schema: core.$ZodType, prefix = ""): string[] {
  let inner = schema;
  while (inner instanceof ZodOptional || inner instanceof ZodNullable) inner = inner.unwrap();
  if (inner instanceof ZodArray) return schemaPaths(inner.element, prefix);
  if (!(inner instanceof ZodObject)) return [];
  return Object.entries(inner.shape).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...schemaPaths(value, path)];
  });
}

/** Every field path of the generated configuration, the same way. */
function configPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((entry) => {
    const path = prefix ? `${prefix}.${entry.name}` : entry.name;
    return [path, ...configPaths(entry.fields ?? [], path)];
  });
}

describe("the CMS configuration generated from the content schemas", () => {
  const caseStudy = caseStudySchema({
    services: serviceTitles,
    categories: site.caseStudyCategories,
  });
  const listItems = (name: string) => field(fileFields(name), YAML_LIST_FIELD).fields ?? [];

  it.each([
    ["articles", articleFrontmatterSchema(articleCategories(site)), articleFields],
    ["site", siteConfigSchema, fileFields("site")],
    ["services", serviceSchema, listItems("services")],
    ["case-studies", caseStudy, listItems("case-studies")],
  ] as const)("%s: has every field of its schema", (_name, schema, fields) => {
    expect(configPaths(fields)).toEqual(expect.arrayContaining(schemaPaths(schema)));
  });

  it("fails when a schema gains a field the configuration does not have", () => {
    const extended = articleFrontmatterSchema(articleCategories(site)).extend({
      subtitle: text.optional(),
    });
    expect(configPaths(articleFields)).not.toEqual(expect.arrayContaining(schemaPaths(extended)));
    expect(configPaths(fieldsFor(extended, {}))).toContain("subtitle");
  });

  it("is a configuration Sveltia CMS accepts: every option one its own schema knows", () => {
    // The schema the package publishes (its `exports` name only the module, one folder down).
    const file = path.join(require.resolve("@sveltia/cms"), "../../schema/sveltia-cms.json");
    const schema = JSON.parse(fs.readFileSync(file, "utf8"));
    // Its formats (regex, uri) are checked by the CMS itself; the shape is what is held here.
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
      schema,
    );
    // As written to public/admin/config.json, where options left undefined are not there.
    expect(validate(JSON.parse(JSON.stringify(config)))).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
  });

  it("offers the badge categories, then the other accepted ones, as a select", () => {
    expect(field(articleFields, "category")).toMatchObject({
      widget: "select",
      options: [...site.resourceCategories, ...site.otherCategories],
    });
  });

  it("requires what the build requires, and only that", () => {
    const required = articleFields.filter((entry) => entry.required !== false).map((e) => e.name);
    expect(required).toEqual(["title", "excerpt", "category", "tags", "body"]);
  });

  it("holds the title to the build's length and readTime to its form", () => {
    const [titlePattern] = field(articleFields, "title").pattern ?? [""];
    expect(new RegExp(titlePattern).test("x".repeat(ARTICLE_TITLE_MAX))).toBe(true);
    expect(new RegExp(titlePattern).test("x".repeat(ARTICLE_TITLE_MAX + 1))).toBe(false);
    expect(new RegExp(titlePattern).test("   ")).toBe(false);
    const readTime = field(articleFields, "readTime");
    expect(readTime.hint).toMatch(/computed when empty/i);
    const [readTimePattern] = readTime.pattern ?? [""];
    expect(new RegExp(readTimePattern).test("5 min read")).toBe(true);
    expect(new RegExp(readTimePattern).test("five minutes")).toBe(false);
  });

  it("writes tags as a list, the date as YYYY-MM-DD and draft as a toggle", () => {
    expect(field(articleFields, "tags")).toMatchObject({ widget: "list", min: 1 });
    expect(field(articleFields, "date")).toMatchObject({
      widget: "datetime",
      type: "date",
      format: "YYYY-MM-DD",
      required: false,
    });
    // The writer learns there that a later day schedules the article.
    expect(field(articleFields, "date").hint).toMatch(/later day schedules it/);
    expect(field(articleFields, "draft")).toMatchObject({ widget: "boolean", required: false });
  });

  it("gives a new article today's date in the site's zone, not the UTC day", () => {
    expect(field(articleFields, "date")).toMatchObject({
      default: "{{now}}",
      input_timezone: site.timeZone,
    });
  });

  it("refuses an image without alt text in the body", () => {
    const [pattern] = field(articleFields, "body").pattern ?? [""];
    expect(new RegExp(pattern).test("Text\n\n![A shop front](./images/shop.jpg)")).toBe(true);
    expect(new RegExp(pattern).test("Text\n\n![](./images/shop.jpg)")).toBe(false);
  });

  it("puts uploads beside the articles, written as ./images/<file>", () => {
    expect(collection("articles")).toMatchObject({
      folder: "content/articles",
      extension: "mdx",
      media_folder: "images",
      public_folder: "./images",
    });
  });

  it("names only folders inside content/, the writers' files", () => {
    const folders = [config.media_folder];
    for (const entry of config.collections as {
      folder?: string;
      media_folder?: string;
      files?: { file: string }[];
    }[]) {
      if (entry.folder) folders.push(entry.folder);
      folders.push(...(entry.files ?? []).map((file) => file.file));
      // A collection's media folder is relative to its files, unless it starts with "/", then
      // relative to the repository.
      const base = entry.folder ?? (entry.files?.[0] ? path.dirname(entry.files[0].file) : "");
      if (entry.media_folder?.startsWith("/")) folders.push(entry.media_folder.slice(1));
      else if (entry.media_folder) folders.push(path.join(base, entry.media_folder));
    }
    expect(folders.length).toBeGreaterThan(config.collections.length);
    expect(folders.filter((folder) => !path.normalize(folder).startsWith("content/"))).toEqual([]);
  });

  it("edits each YAML file whose top level is a list as that list, saved as the whole file", () => {
    for (const name of ["services", "case-studies"]) {
      expect(collection(name)).toMatchObject({ format: "yaml" });
      expect(fileFields(name)).toEqual([
        expect.objectContaining({ name: YAML_LIST_FIELD, widget: "list", root: true }),
      ]);
    }
  });

  it("commits to the GitHub repository and branch the build names, through the editorial workflow", () => {
    const env = { CMS_GITHUB_REPO: "agency/site", CMS_BRANCH: "content" };
    const production = cmsConfig({ site, serviceTitles, backend: cmsBackend("/nonexistent", env) });
    expect(production.backend).toEqual({ name: "github", repo: "agency/site", branch: "content" });
    expect(production.publish_mode).toBe("editorial_workflow");
    // No local write server to point at: a writer's checkout is opened by the browser itself.
    expect(production).not.toHaveProperty("local_backend");
  });

  it("keeps every change a draft until someone publishes it (the editorial workflow)", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    // The Draft switch still keeps an article off the live site once published.
    expect(field(articleFields, "draft").hint).toMatch(/stays off the live site/);
  });

  it("links each entry's preview to its page on the site", () => {
    expect(collection("articles")).toMatchObject({ preview_path: articlePath("{{slug}}") });
    const filePreview = (name: string) =>
      (collection(name) as { files: { preview_path: string }[] }).files[0].preview_path;
    expect(filePreview("site")).toBe(routes.home);
    expect(filePreview("services")).toBe(routes.services);
    expect(filePreview("case-studies")).toBe(routes.portfolio);
  });

  it("maps an image path to the media library, which offers only the site's own files", () => {
    expect(field(listItems("case-studies"), "image")).toMatchObject({
      widget: "image",
      choose_url: false,
    });
    expect(field(articleFields, "image")).toMatchObject({ widget: "image", choose_url: false });
    expect(config.media_libraries).toEqual({ stock_assets: false });
    expect(field(listItems("case-studies"), "imageAlt").widget).toBe("string");
  });
});
