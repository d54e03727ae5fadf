import type { GatsbyNode } from "gatsby";
import type { FileSystemNode } from "gatsby-source-filesystem";
import * as mdx from "gatsby-plugin-mdx/gatsby-node";
import { readArticleFile } from "../../src/content/articleSource";
import { reportUnreadable } from "../site/gatsby/contentCheck";
import { wrappedApi } from "../site/internals";

/**
 * gatsby-plugin-mdx, unchanged, except that it is given only the MDX files the site's own
 * reader accepts. It reads a file's front matter with gray-matter and js-yaml as soon as the
 * file's node exists, before any code of the site runs: a 500-byte front matter of chained YAML
 * aliases would expand there to billions of values and stall the build (and Gatsby's schema
 * inference would then walk them). The site's reader (src/content/articleSource.ts) checks the
 * file's size, reads its front matter with no aliases or tags, and holds its body to the
 * parser's limits; a file it refuses never reaches gatsby-plugin-mdx, and the site's content
 * check (src/content/check.ts) reports it, with its line, on every build. The plugin is handed
 * the text as the site's reader read it (`loadNodeContent`, the Node API argument it reads a
 * file through): normalized once, so gray-matter parses exactly what the limits checked, CRLF
 * and bare-CR files alike (src/lib/writerText.ts).
 *
 * Every other API of the plugin is passed on as it is.
 */
export * from "gatsby-plugin-mdx/gatsby-node";

const shouldMdx = wrappedApi(mdx, "shouldOnCreateNode", "gatsby-plugin-mdx");
const onCreateMdx = wrappedApi(mdx, "onCreateNode", "gatsby-plugin-mdx");

// gatsby-plugin-mdx's own rule. Gatsby asks it of every node on every build, unchanged ones
// too, so the file is read in onCreateNode, which runs only for a new or changed file: read
// here, every article was read and checked again on every build (0.5 s at 500 articles).
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = (args, options) =>
  Boolean(shouldMdx(args, options));

// gatsby-plugin-mdx types its node as a File, which shouldOnCreateNode has made sure of.
// Two parameters: Gatsby waits for the callback of an API that declares a third.
export const onCreateNode: GatsbyNode<FileSystemNode>["onCreateNode"] = async (args, options) => {
  const read = readArticleFile(String(args.node.absolutePath));
  if ("problems" in read) return;
  try {
    await onCreateMdx(
      { ...args, loadNodeContent: async () => read.text },
      options,
      () => undefined,
    );
  } catch (error) {
    // What the site's reader accepted but gray-matter could not: the writer still reads the
    // file and the reason, not a stack trace.
    reportUnreadable(args.reporter, String(args.node.absolutePath), error);
  }
};
