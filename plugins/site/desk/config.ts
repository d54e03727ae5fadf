import {
  articleCategories,
  articleFrontmatterSchema,
  caseStudySchema,
  serviceSchema,
  siteConfigSchema,
  type SiteConfigFile,
} from "../../../src/content/schemas";
import { caseStudyServiceNames } from "../../../src/content/check";
import { articlePath, routes } from "../../../src/lib/routes";
import { fieldsFor, type CmsField } from "./fieldsFromSchema";

/** The one field of a file whose top level is a list: the list, saved as the whole file. */
export const YAML_LIST_FIELD = "items";

interface CmsConfigInput {
  site: SiteConfigFile;
  /** Service titles in content/services.yaml, the names a case study may list. */
  serviceTitles: string[];
  /** Where the CMS commits in production: `owner/name` on GitHub, and the branch. */
  backend: { repo: string; branch: string };
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
  // Backticks: the desk renders a hint as Markdown, which would make this example a picture.
  hint: "Paragraphs separated by blank lines, ## and ### headings, lists, emphasis, code and links. Every image needs alt text: `![what it shows](./images/photo.jpg)`",
  // An image without alt text stops the build.
  pattern: ["^(?![\\s\\S]*!\\[\\s*\\]\\()", "every image needs alt text: ![what it shows](...)"],
};

/**
 * The desk's configuration (Decap's format, which Sveltia CMS reads), from the schemas that
 * validate content, so the two cannot drift.
 */
export function cmsConfig({ site, serviceTitles, backend }: CmsConfigInput) {
  const categories = articleCategories(site);
  const article = articleFrontmatterSchema(categories);
  const services = caseStudyServiceNames(site, serviceTitles);
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
    format: "yaml",
    ...extra,
    files: [
      {
        name,
        label,
        file,
        preview_path: previewPath,
        fields: [
          {
            name: YAML_LIST_FIELD,
            label,
            widget: "list",
            root: true,
            collapsed: true,
            summary,
            fields,
          },
        ],
      },
    ],
  });

  return {
    backend: { name: "github", repo: backend.repo, branch: backend.branch },
    // Every change is a draft on its own branch (a pull request Netlify previews) until Publish.
    // A writer's own checkout ("Work with Local Repository") has no branches: it saves files.
    publish_mode: "editorial_workflow",
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    // The Media tab's folder, which the case studies' pictures come from. Sveltia wants a site
    // path here; the collections below say how their files write a picture's path.
    media_folder: "content/images",
    public_folder: "/content/images",
    // The site shows only its own pictures: no stock photos, which its CSP would not load.
    media_libraries: { stock_assets: false },
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
              // Today where the site publishes: the UTC day is tomorrow on a Dallas evening,
              // which would schedule the article.
              default: "{{now}}",
              input_timezone: site.timeZone,
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
          services: { widget: "select", multiple: true, hint: "", options: services },
        }),
        { media_folder: "/content/images", public_folder: "./images" },
      ),
    ],
  };
}
