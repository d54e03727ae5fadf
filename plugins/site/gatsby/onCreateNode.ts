import type { GatsbyNode, Node } from "gatsby";
import { articleFromMdx, linesBeforeBody, readFrontmatter, readTextFile } from "./articleNode";
import { isArticleFile } from "./contentCheck";

/**
 * Turns each article's MDX into an Article node: its front matter validated, its body parsed
 * into blocks once. Drafts get a node too, with `draft: true`; whether a build shows them is
 * decided where pages and listings are made (./createResolvers.ts), never here, because Gatsby
 * keeps this node for later builds, whichever command made it.
 *
 * A file that breaks its own rules makes no node. Its problems, and the rules that read other
 * files, are reported by ./contentCheck.ts on every build, for kept nodes too.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type !== "Mdx") return;
  const parentFile = node.parent ? getNode(node.parent) : undefined;
  const absolutePath = parentFile?.absolutePath as string | undefined;
  if (!absolutePath || !isArticleFile(parentFile)) return;

  const file = readTextFile(absolutePath);
  if ("problem" in file) return;
  const body = String(node.body ?? "");
  const { article } = articleFromMdx(absolutePath, readFrontmatter(file.text), body, {
    lineOffset: linesBeforeBody(file.text, body),
  });
  if (!article) return;
  const articleNode = {
    ...article,
    id: createNodeId(`Article >>> ${article.slug}`),
    parent: node.id,
    children: [],
    internal: { type: "Article", contentDigest: createContentDigest(article) },
  };
  actions.createNode(articleNode);
  actions.createParentChildLink({ parent: node, child: articleNode as unknown as Node });
};
