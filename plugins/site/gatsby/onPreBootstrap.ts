import type { GatsbyNode } from "gatsby";
import { makeBrandFiles } from "../brand/brandFiles";
import { checkInternals } from "../internals";
import { recordFingerprint } from "../hosting/netlifyBuildCache";

/**
 * Before the build copies static/, where the brand files go. The code's fingerprint
 * (SITE_FINGERPRINT, from scripts/gatsby.mjs) goes into .cache again first: Gatsby empties .cache
 * when it starts without a saved state, and the next run, or Netlify's cache, must know which
 * code made this cache.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, cache }) => {
  const root = process.cwd();
  recordFingerprint(root, process.env.SITE_FINGERPRINT);
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
