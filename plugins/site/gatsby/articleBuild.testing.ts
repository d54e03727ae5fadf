import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { parseFrontmatter } from "gatsby-plugin-mdx/dist/frontmatter";
import yaml from "js-yaml";
import type { ArticleContent } from "./articleNode";
import { contentProblems, formatContentProblems } from "./contentCheck";
import { onCreateNode } from "./onCreateNode";

/**
 * One article file through the build's own path, for tests: gatsby-plugin-mdx's front matter
 * split, ./onCreateNode.ts, then the every-build content check (./contentCheck.ts) with the
 * project's content/site.yaml. Returns the node it made, if any, and the message the build
 * prints, if any.
 */
export function buildArticleFile(
  file: string,
  { root = process.cwd() }: { root?: string } = {},
): { article: ArticleContent | null; message: string | null } {
  // gatsby-source-filesystem hands gatsby-plugin-mdx the file read as UTF-8.
  const { body } = parseFrontmatter(file, fs.readFileSync(file, "utf8"));
  const article = createArticleNode(file, body);
  const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8"));
  const problems = contentProblems(
    {
      yaml: [
        {
          type: "SiteConfig",
          file: path.join(root, "content/site.yaml"),
          record: site as Record<string, unknown>,
        },
      ],
      articles: article ? [{ file, links: article }] : [],
      unread: article ? [] : [{ file, body }],
    },
    fs.existsSync,
  ).filter((entry) => entry.file === file);
  return { article, message: problems.length > 0 ? formatContentProblems(problems) : null };
}

/** Runs onCreateNode for the Mdx node of `file`, as Gatsby does; returns the node it made. */
export function createArticleNode(
  file: string,
  body: string,
  relativeDirectory = "articles",
): ArticleContent | null {
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const parent = { id: "file", absolutePath: file, relativeDirectory };
  const node = { id: "mdx", parent: "file", children: [], internal: { type: "Mdx" }, body };
  onCreateNode?.(
    {
      node,
      getNode: (id: string) => (id === "file" ? parent : undefined),
      actions,
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
    } as unknown as CreateNodeArgs<Node>,
    { plugins: [] },
    () => undefined,
  );
  return (actions.createNode.mock.calls[0]?.[0] as ArticleContent | undefined) ?? null;
}
