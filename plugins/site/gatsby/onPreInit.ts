import type { GatsbyNode } from "gatsby";
import { ContentError } from "../../../src/content/problems";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { buildDay } from "../../../src/content/publication";
import { isDevelop } from "../runMode";
import { directRunProblem } from "../../../scripts/direct-run.mjs";

/**
 * First of all, in `gatsby build` and `gatsby develop` alike: Gatsby started without npm's
 * scripts, which check its cache first, stops (scripts/direct-run.mjs). Then site.yaml is read by its
 * one reader, and a mistake stops Gatsby here, naming the file and each field once. Every page
 * and most build steps read it; gatsby-config could not stop on it (see readSiteConfigOrNull),
 * and going on would bury the message under one GraphQL error per query. Then the day the
 * build publishes as of (src/content/publication.ts), said once, or SITE_NOW's mistake.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const direct = directRunProblem(isDevelop() ? "develop" : "build", process.env, process.cwd());
  if (direct) {
    reporter.panic(direct);
    return;
  }
  let timeZone: string;
  try {
    ({ timeZone } = readSiteConfig());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reporter.panic(error.message);
    return;
  }
  // SITE_NOW, the day to build the site as of, is checked as early: every listing reads it.
  let day: string;
  try {
    day = buildDay(timeZone);
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  // A build decides its day once, here, for every later step: pages, queries, body files,
  // feeds and the search index each read the day again, and a build that ran across midnight
  // would otherwise publish an article in some of them and not in others. SITE_NOW is how
  // they all read it, and Gatsby's query workers, started after this, inherit it. The
  // preview keeps reading the clock, so one left running overnight moves on to the next day.
  if (!isDevelop()) process.env.SITE_NOW = day;
  reporter.info(`Publishing as of ${day}`);
};
