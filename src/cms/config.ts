import {
  articleCategories,
  articleFrontmatterSchema,
  caseStudySchema,
  serviceSchema,
  siteConfigSchema,
  type SiteConfigFile,
} from "../schema/content";
import { fieldsFor, type CmsField } from "./fieldsFromSchema";

/**
 * The Decap CMS configuration, generated from the zod schemas that validate content, so the
 * desk at /admin/ asks for exactly the fields the build accepts: a field added to a schema
 * appears in the editor on the next build, and a required field, a list's minimum, a pattern
 * or a category list cannot drift from what the build checks.
 */

/** The Decap format that edits a YAML file whose top level is a list (see src/cms/admin.tsx). */
export const YAML_LIST_FORMAT = "yaml-list";
/** The one field a YAML_LIST_FORMAT entry has: the file's list. */
export const YAML_LIST_FIELD = "items";

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

/** The article body's Markdown editor, limited to what plugins/site/gatsby/articleBlocks.ts accepts. */
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
