import type { GatsbyNode, Node } from "gatsby";
import { readArticleFile } from "../../../src/content/articleSource";
import { articleFromMdx } from "../../../src/content/article";
import { isArticleFile } from "./contentCheck";
import { articleDates, historyReader, UNKNOWN_DATE } from "../articles/articleDates";
import { publicationDay } from "../../../src/content/siteConfig";

/**
 * The articles' git history, read once per process: `gatsby develop` sees a commit made while
 * it runs only after a restart, which only moves an undated article's dates.
 */
let historyOf: ReturnType<typeof historyReader> | null = null;

/**
 * Drafts and scheduled articles get a node too: whether a run shows them is decided per query
 * (./createResolvers.ts), as a scheduled article's day comes while Gatsby keeps its node. A file
 * that breaks its rules makes no node; ./contentCheck.ts reports it on every build.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
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
  historyOf ??= historyReader(process.cwd());
  const { history, unreadable } = historyOf(absolutePath);
  const day = publicationDay();
  const { dates, late } = articleDates(article.date, history, day);
  if (unreadable.length > 0) {
    reporter.warn(
      `${article.slug}.mdx has commits dated ${unreadable.map((time) => `"${time}"`).join(", ")} in git, which no page or feed can show: its dates leave them out.`,
    );
  }
  if (late) {
    reporter.warn(
      `${article.slug}.mdx was committed with a date after ${day}, the day this build publishes as of (is a computer's clock ahead?): its page dates it ${day} instead.`,
    );
  }
  if (!dates.published) {
    reporter.warn(
      `${article.slug}.mdx has no date and no commit yet: its page shows no date and the feeds date it ${UNKNOWN_DATE.toISOString().slice(0, 10)} until it has one. Write date: YYYY-MM-DD in its front matter.`,
    );
  }
  const articleNode = {
    ...article,
    ...dates,
    id: createNodeId(`Article >>> ${article.slug}`),
    parent: node.id,
    children: [],
    internal: { type: "Article", contentDigest: createContentDigest(article) },
  };
  actions.createNode(articleNode);
  actions.createParentChildLink({ parent: node, child: articleNode as unknown as Node });
};
