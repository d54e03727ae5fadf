import {
  articleCategories,
  articleFrontmatterSchema,
  caseStudySchema,
  serviceSchema,
  siteConfigSchema,
  type SiteConfigFile,
} from "../../../src/content/schemas";
import { articlePath, routes } from "../../../src/lib/routes";
import { fieldsFor, type CmsField } from "./fieldsFromSchema";

/**
 * The Decap CMS configuration, generated from the zod schemas that validate content, so the
 * desk at /admin/ asks for exactly the fields the build accepts: a field added to a schema
 * appears in the editor on the next build, and a required field, a list's minimum, a pattern
 * or a category list cannot drift from what the build checks.
 */

/**
 * The desk's collections, by name: a draft's branch is named after one (./workflow.ts), and
 * ./config.test.ts holds cmsConfig's collections to this list.
 */
export const DESK_COLLECTIONS: readonly string[] = ["articles", "site", "services", "case-studies"];

/** The Decap format that edits a YAML file whose top level is a list (see plugins/site/desk/admin.tsx). */
export const YAML_LIST_FORMAT = "yaml-list";
/** The one field a YAML_LIST_FORMAT entry has: the file's list. */
export const YAML_LIST_FIELD = "items";

/** Where the CMS writes through git in production. */
export interface CmsBackend {
  /** `owner/name` of the GitHub repository. */
  repo: string;
  branch: string;
}

interface CmsConfigInput {
  site: SiteConfigFile;
  /** Service titles in content/services.yaml, the names a case study may list. */
  serviceTitles: string[];
  backend: CmsBackend;
}

/** The article body's Markdown editor, limited to what src/content/articleBody.ts accepts. */
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
  const services = [...serviceTitles, ...site.footerServices.map((entry) => entry.label)];
  const caseStudy = caseStudySchema({ services, categories: site.caseStudyCategories });
  const summary = "{{fields.title}}";
  const listFile = (
    name: string,
    label: string,
    file: string,
    previewPath: string,
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
        preview_path: previewPath,
        fields: [
          { name: YAML_LIST_FIELD, label, widget: "list", collapsed: true, summary, fields },
        ],
      },
    ],
  });

  return {
    backend: { name: "github", repo: backend.repo, branch: backend.branch },
    // Used only when the page is on localhost and `npm run cms` (plugins/site/desk) answers.
    local_backend: true,
    // Every new or changed entry is a draft on its own branch (a pull request on GitHub, which
    // Netlify builds as a deploy preview) until someone presses Publish: Draft, In review,
    // Ready, then merged. For every collection; the desk's Workflow tab lists them by status.
    publish_mode: "editorial_workflow",
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
        // Where the desk's "View Preview" and "View Live" links lead, after the deploy
        // preview's or the site's address; `{{slug}}` is the article's file name.
        preview_path: articlePath("{{slug}}"),
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
            date: {
              // A new article's date is today in the site's time zone, set when the desk opens
              // (withArticleDateDefault): every article then has the date readers see.
              hint: 'The day it goes live, YYYY-MM-DD. Today or earlier: published with the next Publish. A later day schedules it: it stays off the live site until that morning\'s build, and the preview marks it "Scheduled for" that day',
            },
            readTime: { hint: 'Computed when empty. If written: "N min read", e.g. "5 min read"' },
            draft: {
              hint: "Leave off: Publish is what puts the article live. On: it stays off the live site and its preview even after Publish, as draft: true does in the file",
            },
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
            preview_path: routes.home,
            fields: fieldsFor(siteConfigSchema, {}),
          },
        ],
      },
      listFile(
        "services",
        "Services",
        "content/services.yaml",
        routes.services,
        fieldsFor(serviceSchema, {}),
      ),
      listFile(
        "case-studies",
        "Case studies",
        "content/case-studies.yaml",
        routes.portfolio,
        fieldsFor(caseStudy, {
          category: { widget: "select", options: site.caseStudyCategories, hint: "" },
          services: {
            widget: "select",
            multiple: true,
            min: 1,
            hint: "",
            options: services,
          },
        }),
        { media_folder: "/content/images", public_folder: "./images" },
      ),
    ],
  };
}

/**
 * `config` with today (YYYY-MM-DD, in the site's time zone) as a new article's date. Set when
 * the desk opens, not when it is built: Decap's own "{{now}}" is the UTC day, which in a
 * Dallas evening is tomorrow, and would schedule the article until midnight.
 */
export function withArticleDateDefault<T extends { collections: readonly object[] }>(
  config: T,
  today: string,
): T {
  return {
    ...config,
    collections: config.collections.map((collection) =>
      (collection as { name?: string }).name === "articles"
        ? {
            ...collection,
            fields: ((collection as { fields: { name: string }[] }).fields ?? []).map((field) =>
              field.name === "date" ? { ...field, default: today } : field,
            ),
          }
        : collection,
    ),
  };
}
