import type { GatsbyNode, Node } from "gatsby";
import { readArticleFile } from "../../../src/content/articleSource";
import { articleFromMdx } from "../../../src/content/article";
import { isArticleFile } from "./contentCheck";

/**
 * Only Mdx nodes are offered to onCreateNode. Gatsby asks this first; without it, it called
 * onCreateNode for every node it made, 248 times in a one-article rebuild at 200 articles (the
 * 244 SitePage nodes among them), about 30 ms of calls that returned at once (#22's budget).
 */
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) =>
  (node as Node).internal.type === "Mdx";

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
