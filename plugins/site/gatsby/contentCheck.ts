import fs from "node:fs";
import path from "node:path";
import type { Node, NodePluginArgs, Reporter } from "gatsby";
import { ARTICLES_DIR, type ArticleLinks } from "../../../src/content/article";
import {
  contentProblems,
  formatContentProblems,
  YAML_TYPES,
  type ContentSnapshot,
} from "../../../src/content/check";
import { formatProblems } from "../../../src/content/problems";
import { publicationDay } from "../../../src/content/siteConfig";

/**
 * The every-build content check (src/content/check.ts) as Gatsby runs it: over the content as
 * Gatsby holds it, kept nodes included, reported as Gatsby reports errors.
 */

/** Why a transformer could not read files the site's readers took, in this process. */
const unreadableFiles = new Map<string, string>();

/**
 * Reports a file that a wrapped transformer (plugins/*-within-limits) could not read although
 * the site's reader took it: the file and the transformer's first line, never a stack trace.
 */
export function reportUnreadable(
  reporter: Pick<Reporter, "panicOnBuild">,
  file: string,
  error: unknown,
) {
  const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  unreadableFiles.set(file, JSON.stringify(reason));
  reporter.panicOnBuild(
    formatProblems(path.relative(process.cwd(), file) || file, [
      { field: "(file)", expected: "a file the build can read", received: JSON.stringify(reason) },
    ]),
  );
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
export function contentSnapshot({
  getNodesByType,
  getNode: storeNode,
}: NodeAccess): ContentSnapshot {
  // Each article's Mdx and File nodes are looked up more than once below, and each lookup in
  // Gatsby's store decodes the node again: remembered for this check.
  const seen = new Map<string, Node | undefined>();
  const getNode: NodeAccess["getNode"] = (id) => {
    if (!seen.has(id)) seen.set(id, storeNode(id));
    return seen.get(id);
  };
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

/** Runs the content check over what Gatsby holds and reports every problem found. */
export function checkContent({
  getNodesByType,
  getNode,
  reporter,
}: NodeAccess & { reporter: Pick<Reporter, "panicOnBuild"> }) {
  const problems = contentProblems(
    { ...contentSnapshot({ getNodesByType, getNode }), day: publicationDay() },
    fs.existsSync,
    (file) => unreadableFiles.get(file),
  );
  // `gatsby build` stops (a broken page must never deploy); `gatsby develop` prints the same
  // message and keeps serving, so a writer fixes the file and sees the page come back on save.
  if (problems.length > 0) reporter.panicOnBuild(formatContentProblems(problems));
}
