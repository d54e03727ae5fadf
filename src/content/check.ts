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
import { formatProblems, type Problem } from "./problems";
import { validate } from "./siteConfig";
import { readYamlFile } from "./yaml";
import {
  articleLinkProblems,
  articleTargetProblems,
  checkArticle,
  type ArticleLinks,
} from "./article";
import { isPublished } from "./publication";

/**
 * The content check that runs on every build, over every writer's file, whatever Gatsby kept.
 *
 * Gatsby calls onCreateNode only for a file that changed since its last build, so a rule checked
 * there is checked once per file, not once per build. That is enough for what a file says on its
 * own (an article's front matter and body: ./onCreateNode.ts), because the node is kept only
 * while the file and the code are unchanged. It is not enough for:
 * - rules that read other files: an article's category must be listed in site.yaml, a case
 *   study's services in services.yaml, a picture must still exist. Retiring a category must fail
 *   the next build for every article that still uses it, edited or not;
 * - a file that failed: its node is kept by Gatsby even when the build stopped, so the next build
 *   would otherwise pass without it (a bad article just missing from the site).
 * YAML files are small and checked here in full.
 */

/** The YAML node types and the file each comes from (gatsby-transformer-yaml, ./yamlTypeName). */
export const YAML_TYPES = ["SiteConfig", "Service", "CaseStudy", "FaqEntry"] as const;
type YamlType = (typeof YAML_TYPES)[number];

export interface YamlRecord {
  type: YamlType;
  /** The absolute path of the file the record is in. */
  file: string;
  record: Record<string, unknown>;
}

/** An article the build made a node for: what it points at in other files. */
export interface ArticleRecord {
  file: string;
  links: ArticleLinks;
}

export interface ContentSnapshot {
  /** Every YAML file of content/ Gatsby read: each is read again, as a whole, on every build. */
  yamlFiles: string[];
  /** The records of those that passed. */
  yaml: YamlRecord[];
  articles: ArticleRecord[];
  /** Article files with no Article node: they failed their own rules, or a limit. */
  unread: string[];
  /**
   * The day the build publishes as of (./publication.ts): a published article may link only
   * to articles published that day. Without it, every article that is not a draft counts.
   */
  day?: string;
}

export interface FileProblems {
  file: string;
  problems: Problem[];
}

/** The names a case study may list as services: the services' titles and the footer's labels. */
export const caseStudyServiceNames = (site: SiteConfigFile, serviceTitles: readonly string[]) => [
  ...new Set([...serviceTitles, ...site.footerServices.map((service) => service.label)]),
];

/** What the other files say, which each file's cross-file rules are checked against. */
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

/** Problems of one YAML record, including an image path that points at no file. */
export function yamlProblems(
  { type, file, record }: YamlRecord,
  { site, serviceTitles }: Context,
  fileExists: (file: string) => boolean,
): Problem[] {
  if (type === "Service") return validate(serviceSchema, record).problems;
  if (type === "SiteConfig") {
    const { data, problems } = validate(siteConfigSchema, record);
    return data ? footerServiceProblems(data, serviceTitles) : problems;
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
  const problems = [...validate(schema, record).problems];
  const image = record.image;
  const dir = path.dirname(file);
  if (typeof image === "string" && image.trim() !== "" && !fileExists(path.resolve(dir, image))) {
    problems.push({
      field: "image",
      expected: `a path to an image file, relative to ${path.relative(process.cwd(), dir) || "."}`,
      received: `"${image}", which does not exist`,
    });
  }
  return problems;
}

/**
 * Every problem of every writer's file in `content`, by file, in a stable order. An article
 * that made no node is read again from its file, to say again why.
 */
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
    add("content/site.yaml", [
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
export type UnreadableReason = (file: string) => string | undefined;

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

/** The writer's message for every file with problems: the file, then one line per problem. */
export const formatContentProblems = (files: FileProblems[]) =>
  files
    .map(({ file, problems }) =>
      formatProblems(path.relative(process.cwd(), file) || file, problems),
    )
    .join("\n\n");
