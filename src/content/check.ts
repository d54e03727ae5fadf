import path from "node:path";
import { placeholdersIn } from "../lib/claims";
import {
  articleCategories,
  caseStudySchema,
  faqSchema,
  serviceSchema,
  siteConfigSchema,
  type SiteConfigFile,
} from "./schemas";
import { knownName } from "./fields";
import { formatProblems, validate, type Problem } from "./problems";
import { readYamlFile } from "./yaml";
import { SITE_FILE } from "./siteConfig";
import {
  articleLinkProblems,
  articleTargetProblems,
  checkArticle,
  type ArticleLinks,
} from "./article";
import { isPublished } from "./publication";

/**
 * The content check of every build, whatever Gatsby kept: onCreateNode runs only for a changed
 * file, too seldom for rules that read other files, and a failed file's node is kept.
 */

/** The YAML node types (gatsby-transformer-yaml, plugins/site/gatsby/yamlTypeName.ts). */
export const YAML_TYPES = ["SiteConfig", "Service", "CaseStudy", "FaqEntry"] as const;
type YamlType = (typeof YAML_TYPES)[number];

export interface YamlRecord {
  type: YamlType;
  file: string;
  record: Record<string, unknown>;
}

export interface ContentSnapshot {
  /** Every YAML file of content/ Gatsby read: each is read again, as a whole, on every build. */
  yamlFiles: string[];
  /** The records of those that passed. */
  yaml: YamlRecord[];
  /** The articles the build made a node for: what each points at in other files. */
  articles: { file: string; links: ArticleLinks }[];
  /** Article files with no Article node: they failed their own rules, or a limit. */
  unread: string[];
  /** The day the build publishes as of; without it, every article that is not a draft counts. */
  day?: string;
}

interface FileProblems {
  file: string;
  problems: Problem[];
}

/** The names a case study may list as services: the services' titles and the footer's labels. */
export const caseStudyServiceNames = (site: SiteConfigFile, serviceTitles: readonly string[]) => [
  ...new Set([...serviceTitles, ...site.footerServices.map((service) => service.label)]),
];

interface Context {
  site: SiteConfigFile | null;
  serviceTitles: string[];
}

/** Each footer service must link to a service the Services page shows. */
function footerServiceProblems(site: SiteConfigFile, serviceTitles: string[]): Problem[] {
  const schema = knownName(serviceTitles, "services in content/services.yaml");
  return site.footerServices.flatMap((entry, index) =>
    validate(schema, entry.service).problems.map((problem) => ({
      ...problem,
      field: `footerServices[${index}].service`,
    })),
  );
}

/** A `{name}` in FAQ copy must be one of the claims it stands for. */
function placeholderProblems(answer: string, site: SiteConfigFile): Problem[] {
  const known = Object.keys(site.claims);
  return placeholdersIn(answer)
    .filter((name) => !known.includes(name))
    .map((name) => ({
      field: "answer",
      expected: `placeholders naming a claim in content/site.yaml: ${known.map((k) => `{${k}}`).join(", ")}`,
      received: `{${name}}`,
    }));
}

/** A picture a YAML file points at, relative to that file, must be there for sharp to read. */
function missingImage(
  field: string,
  image: unknown,
  file: string,
  fileExists: (file: string) => boolean,
): Problem[] {
  const dir = path.dirname(file);
  if (typeof image !== "string" || image.trim() === "" || fileExists(path.resolve(dir, image))) {
    return [];
  }
  return [
    {
      field,
      expected: `a path to an image file, relative to ${path.relative(process.cwd(), dir) || "."}`,
      received: `"${image}", which does not exist`,
    },
  ];
}

function yamlProblems(
  { type, file, record }: YamlRecord,
  { site, serviceTitles }: Context,
  fileExists: (file: string) => boolean,
): Problem[] {
  if (type === "Service") return validate(serviceSchema, record).problems;
  if (type === "SiteConfig") {
    const { data, problems } = validate(siteConfigSchema, record);
    if (!data) return problems;
    return [
      ...footerServiceProblems(data, serviceTitles),
      ...missingImage("about.teamPhoto", data.about?.teamPhoto, file, fileExists),
    ];
  }
  // The others name things in site.yaml; when it is broken, its own problems say so.
  if (!site) return [];
  if (type === "FaqEntry") {
    const { data: faq, problems } = validate(faqSchema, record);
    return faq ? placeholderProblems(faq.answer, site) : problems;
  }
  const schema = caseStudySchema({
    services: caseStudyServiceNames(site, serviceTitles),
    categories: site.caseStudyCategories,
  });
  return [
    ...validate(schema, record).problems,
    ...missingImage("image", record.image, file, fileExists),
  ];
}

/** Every problem of every writer's file, by file; an article with no node is read again. */
export function contentProblems(
  { yamlFiles, yaml, articles, unread, day = "9999-12-31" }: ContentSnapshot,
  fileExists: (file: string) => boolean,
  unreadable: UnreadableReason = () => undefined,
): FileProblems[] {
  const siteRecord = yaml.find((entry) => entry.type === "SiteConfig");
  const site = siteRecord ? validate(siteConfigSchema, siteRecord.record).data : null;
  const context: Context = {
    site,
    serviceTitles: yaml
      .filter((entry) => entry.type === "Service")
      .map((entry) => String(entry.record.title ?? "")),
  };
  const byFile = new Map<string, Problem[]>();
  const add = (file: string, problems: Problem[]) => {
    if (problems.length > 0) byFile.set(file, [...(byFile.get(file) ?? []), ...problems]);
  };
  if (!siteRecord) {
    add(SITE_FILE, [
      { field: "(file)", expected: "the site's settings file", received: "no file" },
    ]);
  }
  for (const file of yamlFiles) add(file, readYamlFile(file).problems);
  for (const entry of yaml) add(entry.file, yamlProblems(entry, context, fileExists));
  const categories = site ? articleCategories(site) : null;
  const published = new Set(
    articles.filter(({ links }) => isPublished(links, day)).map(({ links }) => links.slug),
  );
  for (const { file, links } of articles) {
    if (categories) add(file, articleLinkProblems(file, links, categories));
    if (isPublished(links, day)) {
      add(file, articleTargetProblems(links, published, site?.siteUrl ?? null));
    }
  }
  for (const file of unread) add(file, readAgain(file, categories ?? [], unreadable));
  return [...byFile]
    .map(([file, problems]) => ({ file, problems }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Why a transformer could not read a file the site's readers took, if it said. */
type UnreadableReason = (file: string) => string | undefined;

/** The problems of an article that made no node, read from its file as the node would be. */
function readAgain(
  file: string,
  categories: readonly string[],
  unreadable: UnreadableReason,
): Problem[] {
  const { problems } = checkArticle(file, categories);
  if (problems.length > 0) return problems;
  // The site's reader took it, but gatsby-plugin-mdx did not.
  return [
    {
      field: "(file)",
      expected: "a file gatsby-plugin-mdx can read, as the site's reader did",
      received: unreadable(file) ?? "a file it could not read",
    },
  ];
}

export const formatContentProblems = (files: FileProblems[]) =>
  files
    .map(({ file, problems }) =>
      formatProblems(path.relative(process.cwd(), file) || file, problems),
    )
    .join("\n\n");
