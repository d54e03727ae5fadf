import type { GatsbyNode, Node } from "gatsby";
import { readArticleFile } from "../../../src/content/articleSource";
import { articleFromMdx } from "../../../src/content/article";
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

  // Read again by the site's own reader: front matter one way (gatsby-plugin-mdx's parse is
  // ignored), and the body with the line numbers of the file.
  const read = readArticleFile(absolutePath);
  if ("problems" in read) return;
  const { frontmatter, body, lineOffset } = read.source;
  const { article } = articleFromMdx(absolutePath, frontmatter, body, { lineOffset });
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
