import type { GatsbyNode } from "gatsby";
import { YAML_TYPES } from "../../../src/content/check";
import { makeBrandFiles } from "../hosting/brandFiles";
import { buildState, checkInternals, SITE_PLUGIN } from "../internals";

/** Which plugin makes each node type of the site's (see gatsby-config.ts). */
const NODE_TYPE_OWNERS: Record<string, string> = {
  Article: SITE_PLUGIN,
  FreeDownload: SITE_PLUGIN,
  Mdx: "gatsby-plugin-mdx-within-limits",
  ...Object.fromEntries(YAML_TYPES.map((type) => [type, "gatsby-transformer-yaml-within-limits"])),
};

/**
 * Before anything is built: every Gatsby internal the site relies on is checked (./internals),
 * then the icons, social card, manifest and robots.txt are made (../hosting/brandFiles), before
 * the build copies static/ (and in `gatsby develop`).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter, cache }) => {
  const { directory: root } = buildState(store);
  try {
    checkInternals(root, store, NODE_TYPE_OWNERS);
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
