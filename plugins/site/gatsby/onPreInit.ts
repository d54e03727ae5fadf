import type { GatsbyNode } from "gatsby";
import { ContentError } from "../../../src/content/problems";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { buildDay } from "../../../src/content/publication";

/**
 * First of all, in `gatsby build` and `gatsby develop` alike: content/site.yaml is read by its
 * one reader, and a mistake stops Gatsby here, naming the file and each field once. Every page
 * and most build steps read it; gatsby-config could not stop on it (see readSiteConfigOrNull),
 * and going on would bury the message under one GraphQL error per query. Then the day the
 * build publishes as of (src/content/publication.ts), said once, or SITE_NOW's mistake.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  let timeZone: string;
  try {
    ({ timeZone } = readSiteConfig());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reporter.panic(error.message);
    return;
  }
  // SITE_NOW, the day to build the site as of, is checked as early: every listing reads it.
  try {
    reporter.info(`Publishing as of ${buildDay(timeZone)}`);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};
