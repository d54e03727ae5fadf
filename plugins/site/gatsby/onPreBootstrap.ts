import type { GatsbyNode } from "gatsby";
import { makeBrandFiles } from "../brand/brandFiles";
import { checkInternals } from "../internals";

/**
 * Before anything is built: every Gatsby internal the site relies on is checked (../internals),
 * then the icons, social card, manifest and robots.txt are made (../brand/brandFiles), before
 * the build copies static/ (and in `gatsby develop`). Gatsby runs in the site's folder.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, cache }) => {
  const root = process.cwd();
  try {
    checkInternals(root);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  try {
    await makeBrandFiles(root, cache);
  } catch (error) {
    reporter.panicOnBuild(
      "Could not make the icons, social image, manifest or robots.txt",
      error instanceof Error ? error : new Error(String(error)),
    );
  }
};
