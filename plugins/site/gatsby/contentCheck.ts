import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, NodePluginArgs, Reporter } from "gatsby";
import { ARTICLES_DIR, type ArticleLinks } from "../../../src/content/article";
import {
  contentProblems,
  formatContentProblems,
  YAML_TYPES,
  type ContentSnapshot,
} from "../../../src/content/check";
import { formatProblems } from "../../../src/content/problems";
import { publicationDay } from "../../../src/content/siteConfig";

/** Why a transformer could not read files the site's readers took, in this process. */
const unreadableFiles = new Map<string, string>();

/**
 * A wrapped transformer's onCreateNode (plugins/*-within-limits): given only a file the site's
 * reader accepts (`read`: its text, or null), as the reader normalized it, so the transformer
 * parses exactly what the limits checked (src/lib/writerText.ts). A file it then cannot read is
 * reported with the transformer's first line, never a stack trace, and noted for the check.
 */
export const onAcceptedFile =
  (
    transform: NonNullable<GatsbyNode["onCreateNode"]>,
    read: (file: string) => string | null,
  ): GatsbyNode["onCreateNode"] =>
  // Two parameters: Gatsby waits for the callback of an API that declares a third.
  async (args, options) => {
    const file = String(args.node.absolutePath);
    const text = read(file);
    if (text === null) return;
    try {
      await transform({ ...args, loadNodeContent: async () => text }, options, () => undefined);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      unreadableFiles.set(file, JSON.stringify(reason));
      args.reporter.panicOnBuild(
        formatProblems(path.relative(process.cwd(), file) || file, [
          {
            field: "(file)",
            expected: "a file the build can read",
            received: JSON.stringify(reason),
          },
        ]),
      );
    }
  };

type NodeAccess = Pick<NodePluginArgs, "getNodesByType" | "getNode">;

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
  const parentOf = (node: Node | undefined) => {
    const id = node?.parent;
    if (!id) return undefined;
    if (!seen.has(id)) seen.set(id, storeNode(id));
    return seen.get(id);
  };
  const sourceFile = (node: Node | undefined) => parentOf(node)?.absolutePath as string | undefined;
  const yaml = YAML_TYPES.flatMap((type) =>
    getNodesByType(type).flatMap((node) => {
      const file = sourceFile(node);
      return file ? [{ type, file, record: contentOf(node) }] : [];
    }),
  );
  const articleNodes = getNodesByType("Article");
  // Article -> Mdx -> File: the files that made an article.
  const made = new Set(articleNodes.map((node) => parentOf(node)?.parent));
  const articles = articleNodes.flatMap((node) => {
    const file = sourceFile(parentOf(node));
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
