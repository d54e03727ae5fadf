import type { GatsbyNode } from "gatsby";
import * as mdx from "gatsby-plugin-mdx/gatsby-node";
import { readArticleFile } from "../../src/content/articleSource";
import { onAcceptedFile } from "../site/gatsby/contentCheck";
import { wrappedApi } from "../site/internals";

/**
 * gatsby-plugin-mdx, given only the MDX files the site's reader accepts
 * (src/content/articleSource.ts): it reads front matter with js-yaml as soon as the file's node
 * exists, before any site code runs, and a few chained YAML aliases would expand to billions of
 * values and stall the build. The content check (src/content/check.ts) reports a refused file.
 */
export * from "gatsby-plugin-mdx/gatsby-node";

const shouldMdx = wrappedApi(mdx, "shouldOnCreateNode", "gatsby-plugin-mdx");

// The plugin's own rule alone: Gatsby asks it of every node on every build, so the file is read
// in onCreateNode, which runs only for a new or changed file.
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = (args, options) =>
  Boolean(shouldMdx(args, options));

export const onCreateNode = onAcceptedFile(
  wrappedApi(mdx, "onCreateNode", "gatsby-plugin-mdx"),
  (file) => {
    const read = readArticleFile(file);
    return "problems" in read ? null : read.text;
  },
);
