import type { GatsbyNode } from "gatsby";
import * as mdx from "gatsby-plugin-mdx/gatsby-node";
import { readArticleFile } from "../../src/content/articleSource";
import { onAcceptedFile } from "../site/gatsby/contentCheck";
import { wrappedApi } from "../site/internals";

/**
 * gatsby-plugin-mdx, unchanged, except that it is given only the MDX files the site's own
 * reader accepts (src/content/articleSource.ts). It reads a file's front matter with js-yaml as
 * soon as the file's node exists, before any code of the site runs: a 500-byte front matter of
 * chained YAML aliases would expand there to billions of values and stall the build. A file the
 * reader refuses is reported by the content check (src/content/check.ts) on every build.
 */
export * from "gatsby-plugin-mdx/gatsby-node";

const shouldMdx = wrappedApi(mdx, "shouldOnCreateNode", "gatsby-plugin-mdx");

// gatsby-plugin-mdx's own rule. Gatsby asks it of every node on every build, unchanged ones
// too, so the file is read in onCreateNode, which runs only for a new or changed file.
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = (args, options) =>
  Boolean(shouldMdx(args, options));

export const onCreateNode = onAcceptedFile(
  wrappedApi(mdx, "onCreateNode", "gatsby-plugin-mdx"),
  (file) => {
    const read = readArticleFile(file);
    return "problems" in read ? null : read.text;
  },
);
