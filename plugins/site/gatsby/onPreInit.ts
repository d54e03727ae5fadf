import type { GatsbyNode } from "gatsby";
import { ContentError } from "../../../src/content/problems";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { buildDay } from "../../../src/content/publication";
import { isDevelop } from "../runMode";
import { directRunProblem } from "../../../scripts/direct-run.mjs";

/**
 * Stops Gatsby started without npm's scripts, which check its cache first (scripts/direct-run.mjs).
 * Then a mistake in site.yaml stops it here, naming each field once: gatsby-config cannot stop on
 * it (readSiteConfigOrNull), and going on would bury it under one GraphQL error per query.
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
  // SITE_NOW (the day to build as of) is checked as early: every listing reads it.
  let day: string;
  try {
    day = buildDay(timeZone);
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  // One day for every later step, Gatsby's query workers included, so a build that runs across
  // midnight publishes the same articles everywhere; the preview keeps reading the clock.
  if (!isDevelop()) process.env.SITE_NOW = day;
  reporter.info(`Publishing as of ${day}`);
};
