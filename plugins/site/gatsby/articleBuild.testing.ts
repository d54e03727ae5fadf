import path from "node:path";
import fs from "node:fs";
import type { CreateNodeArgs, Node } from "gatsby";
import { shouldOnCreateNode as mdxWithinLimits } from "../../gatsby-plugin-mdx-within-limits/gatsby-node";
import { readSiteConfig } from "../../../src/content/siteConfig";
import type { ArticleContent } from "../../../src/content/article";
import { contentProblems, formatContentProblems } from "../../../src/content/check";
import { onCreateNode } from "./onCreateNode";

/**
 * One article file through the build's own path, for tests: the guard that decides whether
 * gatsby-plugin-mdx may read the file (plugins/gatsby-plugin-mdx-within-limits), ./onCreateNode.ts
 * for the Mdx node it then makes, and the every-build content check (./contentCheck.ts) with
 * the project's content/site.yaml. Returns the node it made, if any, and the message the
 * build prints, if any.
 */
export function buildArticleFile(
  file: string,
  { root = process.cwd() }: { root?: string } = {},
): { article: ArticleContent | null; message: string | null } {
  // A file the wrapper does not hand to gatsby-plugin-mdx gets no Mdx node.
  const fileNode = { absolutePath: file, ext: path.extname(file), internal: { type: "File" } };
  const readable = mdxWithinLimits?.(
    { node: fileNode as unknown as Node },
    {
      plugins: [],
      extensions: [".mdx"],
    },
  );
  const article = readable ? createArticleNode(file) : null;
  const siteFile = path.join(root, "content/site.yaml");
  const problems = contentProblems(
    {
      yamlFiles: [],
      yaml: [
        {
          type: "SiteConfig",
          file: siteFile,
          record: readSiteConfig(root) as unknown as Record<string, unknown>,
        },
      ],
      articles: article ? [{ file, links: article }] : [],
      unread: article ? [] : [file],
    },
    fs.existsSync,
  ).filter((entry) => entry.file === file);
  return { article, message: problems.length > 0 ? formatContentProblems(problems) : null };
}

/**
 * Runs onCreateNode for the Mdx node of `file` as Gatsby does (another `type` tries a node the
 * site does not read); returns the node it made.
 */
export function createArticleNode(
  file: string,
  relativeDirectory = "articles",
  type = "Mdx",
): ArticleContent | null {
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const parent = { id: "file", absolutePath: file, relativeDirectory };
  const node = { id: "mdx", parent: "file", children: [], internal: { type } };
  onCreateNode?.(
    {
      node,
      getNode: (id: string) => (id === "file" ? parent : undefined),
      actions,
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
      reporter: { warn: () => undefined },
    } as unknown as CreateNodeArgs<Node>,
    { plugins: [] },
    () => undefined,
  );
  return (actions.createNode.mock.calls[0]?.[0] as ArticleContent | undefined) ?? null;
}
