import type { GatsbyNode } from "gatsby";
import { ContentError } from "../../../src/content/problems";
import { readSiteConfig } from "../../../src/content/siteConfig";

/**
 * First of all, in `gatsby build` and `gatsby develop` alike: content/site.yaml is read by its
 * one reader, and a mistake stops Gatsby here, naming the file and each field once. Every page
 * and most build steps read it; gatsby-config could not stop on it (see readSiteConfigOrNull),
 * and going on would bury the message under one GraphQL error per query.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    readSiteConfig();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reporter.panic(error.message);
  }
};
