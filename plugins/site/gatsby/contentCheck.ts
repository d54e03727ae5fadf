import path from "node:path";
import type { Node, NodePluginArgs, Reporter } from "gatsby";
import { placeholdersIn } from "../../../src/lib/claims";
import {
  articleCategories,
  caseStudySchema,
  faqSchema,
  serviceSchema,
  siteConfigSchema,
  type SiteConfigFile,
} from "../../../src/schema/content";
import { knownName } from "../../../src/schema/fields";
import { formatProblems, type Problem } from "../../../src/schema/problems";
import { check } from "../../../src/schema/siteConfig";
import { readArticleFile, readYamlFile } from "../../../src/content/articleSource";
import { ARTICLES_DIR, articleLinkProblems, checkArticle, type ArticleLinks } from "./articleNode";
import { gatsbyCommand } from "./gatsbyInternals";

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
    check(schema, entry.service).problems.map((problem) => ({
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
  if (type === "Service") return check(serviceSchema, record).problems;
  if (type === "SiteConfig") {
    const { data, problems } = check(siteConfigSchema, record);
    return data ? footerServiceProblems(data, serviceTitles) : problems;
  }
  // The others name things in site.yaml; when it is broken, its own problems say so.
  if (!site) return [];
  if (type === "FaqEntry") {
    const { data: faq, problems } = check(faqSchema, record);
    return faq ? placeholderProblems(faq.answer, site) : problems;
  }
  const schema = caseStudySchema({
    services: caseStudyServiceNames(site, serviceTitles),
    categories: site.caseStudyCategories,
  });
  const problems = [...check(schema, record).problems];
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
  { yamlFiles, yaml, articles, unread }: ContentSnapshot,
  fileExists: (file: string) => boolean,
): FileProblems[] {
  const siteRecord = yaml.find((entry) => entry.type === "SiteConfig");
  const site = siteRecord ? check(siteConfigSchema, siteRecord.record).data : null;
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
  for (const { file, links } of articles) {
    if (categories) add(file, articleLinkProblems(file, links, categories));
  }
  for (const file of unread) add(file, readAgain(file, categories ?? []));
  return [...byFile]
    .map(([file, problems]) => ({ file, problems }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The problems of an article that made no node, read from its file as the node would be. */
function readAgain(file: string, categories: readonly string[]): Problem[] {
  const read = readArticleFile(file);
  if ("problems" in read) return read.problems;
  const { frontmatter, body, lineOffset } = read.source;
  const { problems } = checkArticle(file, frontmatter, body, { lineOffset, categories });
  // The site's reader took it, but gatsby-plugin-mdx did not (see reportUnreadable).
  return problems.length > 0 ? problems : [unreadable(file)];
}

/** Why a transformer could not read files the site's readers took, in this process. */
const unreadableFiles = new Map<string, string>();

const unreadable = (file: string): Problem => ({
  field: "(file)",
  expected: "a file gatsby-plugin-mdx can read, as the site's reader did",
  received: unreadableFiles.get(file) ?? "a file it could not read",
});

/**
 * Reports a file that a wrapped transformer (plugins/*-within-limits) could not read although
 * the site's reader took it: the file and the transformer's first line, never a stack trace.
 */
export function reportUnreadable(
  reporter: Parameters<typeof reportProblems>[0],
  file: string,
  error: unknown,
) {
  const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  unreadableFiles.set(file, JSON.stringify(reason));
  reportProblems(
    reporter,
    formatProblems(path.relative(process.cwd(), file) || file, [
      { field: "(file)", expected: "a file the build can read", received: JSON.stringify(reason) },
    ]),
  );
}

/** The writer's message for every file with problems: the file, then one line per problem. */
export const formatContentProblems = (files: FileProblems[]) =>
  files
    .map(({ file, problems }) =>
      formatProblems(path.relative(process.cwd(), file) || file, problems),
    )
    .join("\n\n");

/**
 * How a bad file is reported. `gatsby build` stops (a broken page must never deploy);
 * `gatsby develop` prints the same message and keeps serving the rest of the site, so a
 * writer fixes the file and sees the page come back on save, with no restart.
 */
export function reportProblems(
  reporter: { panic: (message: string) => unknown; error: Reporter["error"] },
  message: string,
) {
  if (gatsbyCommand() === "develop") reporter.error(message);
  else reporter.panic(message);
}

/** The part of Gatsby's Node API arguments the check reads. */
type NodeAccess = Pick<NodePluginArgs, "getNodesByType" | "getNode">;

/** The File node a node was made from, or undefined. */
const fileNodeOf = (node: Node, getNode: NodeAccess["getNode"]) =>
  node.parent ? getNode(node.parent) : undefined;

/** The path of the file a node was made from, or undefined. */
const sourceFile = (node: Node, getNode: NodeAccess["getNode"]) =>
  fileNodeOf(node, getNode)?.absolutePath as string | undefined;

/**
 * Whether a File node is an article: in content/articles/ (`relativeDirectory` is relative
 * to the content/ source, whatever the working directory).
 */
export const isArticleFile = (file: Node | undefined) =>
  file?.relativeDirectory === path.basename(ARTICLES_DIR);

/** Fields Gatsby and the YAML transformer add to every node; not the writer's. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields", "yamlId"]);

const contentOf = (node: Node): Record<string, unknown> =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_FIELDS.has(key)));

/** The writers' content as Gatsby holds it now, nodes kept from earlier builds included. */
export function contentSnapshot({ getNodesByType, getNode }: NodeAccess): ContentSnapshot {
  const yaml = YAML_TYPES.flatMap((type) =>
    getNodesByType(type).flatMap((node) => {
      const file = sourceFile(node, getNode);
      return file ? [{ type, file, record: contentOf(node) }] : [];
    }),
  );
  const articleNodes = getNodesByType("Article");
  // Article -> Mdx -> File: the files that made an article.
  const made = new Set(
    articleNodes.map((node) => (node.parent ? getNode(node.parent)?.parent : undefined)),
  );
  const articles = articleNodes.flatMap((node) => {
    const mdx = node.parent ? getNode(node.parent) : undefined;
    const file = mdx && sourceFile(mdx, getNode);
    return file ? [{ file, links: node as unknown as ArticleLinks }] : [];
  });
  const files = getNodesByType("File").filter((file) => file.sourceInstanceName === "content");
  const yamlFiles = files
    .filter((file) => [".yaml", ".yml"].includes(String(file.ext)))
    .map((file) => String(file.absolutePath));
  const unread = files
    .filter((file) => isArticleFile(file) && file.ext === ".mdx" && !made.has(file.id))
    .map((file) => String(file.absolutePath));
  return { yamlFiles, yaml, articles, unread };
}
