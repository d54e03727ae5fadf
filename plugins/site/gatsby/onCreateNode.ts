import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node, Reporter } from "gatsby";
import {
  articleCategories,
  caseStudySchema,
  faqSchema,
  serviceSchema,
  siteConfigSchema,
  type SiteConfigFile,
} from "../../../src/schema/content";
import { placeholdersIn } from "../../../src/lib/claims";
import { knownName } from "../../../src/schema/fields";
import { ContentError, formatProblems, type Problem } from "../../../src/schema/problems";
import { readServices } from "../../../src/schema/readContent";
import { check, readSiteConfig } from "../../../src/schema/siteConfig";
import {
  ARTICLES_DIR,
  articleFromMdx,
  linesBeforeBody,
  readFrontmatter,
  readTextFile,
} from "./articleNode";

/** Fields Gatsby and the YAML transformer add to every node; not the writer's. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields", "yamlId"]);

const contentOf = (node: Node): Record<string, unknown> =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_FIELDS.has(key)));

const relative = (absolutePath: string) => path.relative(process.cwd(), absolutePath);

/** The titles of content/services.yaml, which other files name. */
function serviceTitles(root = process.cwd()): string[] {
  // services.yaml may itself be broken; its own node reports that, so read it defensively here.
  const services: unknown = readServices(root);
  return Array.isArray(services)
    ? services.map((service: { title?: unknown }) => String(service?.title ?? ""))
    : [];
}

/** The service names a case study may list: the services' titles and the footer's labels. */
export function serviceNames(site: SiteConfigFile, root = process.cwd()): string[] {
  return [...new Set([...serviceTitles(root), ...site.footerServices.map((s) => s.label)])];
}

/** Problems of one YAML record, including an image path that points at no file. */
export function yamlProblems(
  type: string,
  record: Record<string, unknown>,
  dir: string,
): Problem[] {
  if (type === "Service") return check(serviceSchema, record).problems;
  if (type === "SiteConfig") {
    const { data: site, problems } = check(siteConfigSchema, record);
    return site ? footerServiceProblems(site) : problems;
  }
  const site = readSiteConfig();
  if (type === "FaqEntry") {
    const { data: faq, problems } = check(faqSchema, record);
    return faq ? placeholderProblems(faq.answer, site) : problems;
  }
  // CaseStudy: its category and services are names other files list.
  const schema = caseStudySchema({
    services: serviceNames(site),
    categories: site.caseStudyCategories,
  });
  const problems = [...check(schema, record).problems];
  const image = record.image;
  if (typeof image === "string" && image.trim() !== "") {
    if (!fs.existsSync(path.resolve(dir, image))) {
      problems.push({
        field: "image",
        expected: `a path to an image file, relative to ${relative(dir) || "."}`,
        received: `"${image}", which does not exist`,
      });
    }
  }
  return problems;
}

/** Each footer service must link to a service the Services page shows. */
function footerServiceProblems(site: SiteConfigFile, root = process.cwd()): Problem[] {
  const titles = serviceTitles(root);
  const schema = knownName(titles, "services in content/services.yaml");
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

const YAML_TYPES = new Set(["SiteConfig", "Service", "CaseStudy", "FaqEntry"]);

/**
 * How a bad file is reported. `gatsby build` stops (a broken page must never deploy);
 * `gatsby develop` prints the same message and keeps serving the rest of the site, so a
 * writer fixes the file and sees the page come back on save, with no restart.
 */
export function reportProblems(
  reporter: { panic: (message: string) => unknown; error: Reporter["error"] },
  message: string,
) {
  if (process.env.gatsby_executing_command === "develop") reporter.error(message);
  else reporter.panic(message);
}

/** Drafts show in `gatsby develop` (with a label) and are left out of every other build. */
const includeDrafts = () => process.env.gatsby_executing_command === "develop";

/**
 * Validates every writer's file as it enters Gatsby and turns article MDX into Article nodes.
 * A bad file stops `gatsby build` with every problem of that file listed.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const parentFile = node.parent ? getNode(node.parent) : undefined;
  const absolutePath = parentFile?.absolutePath as string | undefined;
  if (!parentFile || !absolutePath) return;

  try {
    createContentNodes(node, absolutePath, parentFile, {
      actions,
      createNodeId,
      createContentDigest,
      reporter,
    });
  } catch (error) {
    // content/site.yaml is read for the names other files may use; if it is broken, say so.
    if (!(error instanceof ContentError)) throw error;
    reportProblems(reporter, error.message);
  }
};

function createContentNodes(
  node: Node,
  absolutePath: string,
  parentFile: Node,
  {
    actions,
    createNodeId,
    createContentDigest,
    reporter,
  }: Pick<CreateNodeArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter">,
) {
  if (YAML_TYPES.has(node.internal.type)) {
    const problems = yamlProblems(node.internal.type, contentOf(node), path.dirname(absolutePath));
    if (problems.length > 0)
      reportProblems(reporter, formatProblems(relative(absolutePath), problems));
    return;
  }

  // `relativeDirectory` is relative to the content/ source, whatever the working directory.
  const inArticles = parentFile.relativeDirectory === path.basename(ARTICLES_DIR);
  if (node.internal.type !== "Mdx" || !inArticles) return;

  const file = readTextFile(absolutePath);
  if ("problem" in file) {
    reportProblems(reporter, formatProblems(relative(absolutePath), [file.problem]));
    return;
  }
  const body = String(node.body ?? "");
  const { article, problems } = articleFromMdx(absolutePath, readFrontmatter(file.text), body, {
    lineOffset: linesBeforeBody(file.text, body),
    categories: articleCategories(readSiteConfig()),
  });
  if (!article) {
    reportProblems(reporter, formatProblems(relative(absolutePath), problems));
    return;
  }
  if (article.draft && !includeDrafts()) return;
  const articleNode = {
    ...article,
    id: createNodeId(`Article >>> ${article.slug}`),
    parent: node.id,
    children: [],
    internal: { type: "Article", contentDigest: createContentDigest(article) },
  };
  actions.createNode(articleNode);
  actions.createParentChildLink({ parent: node, child: articleNode as unknown as Node });
}
