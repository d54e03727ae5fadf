import type { IAdapter } from "gatsby";
import {
  hasCachedDirectories,
  netlifyCacheDir,
  restoreDirectories,
  storeDirectories,
  storedFingerprint,
} from "./netlifyBuildCache";

interface StaticAdapterOptions {
  env?: NodeJS.ProcessEnv;
  /** The directory Gatsby builds in; Gatsby's cache directories are relative to it. */
  siteDir?: string;
}

/**
 * The adapter Gatsby uses instead of auto-installing gatsby-adapter-netlify on Netlify, which
 * would append its own headers to public/_headers after onPostBuild (Netlify joins repeated
 * headers, so they would contradict ours). The site is fully static, so `adapt` does nothing;
 * what is kept is the build cache, restored before a build and stored after.
 */
export const staticAdapter = ({
  env = process.env,
  siteDir = process.cwd(),
}: StaticAdapterOptions = {}): IAdapter => ({
  name: "static-site",
  cache: {
    restore: async ({ directories, reporter }) => {
      const cacheDir = netlifyCacheDir(env, siteDir);
      // `false` tells Gatsby nothing was restored, so it keeps the state it read at startup.
      if (!cacheDir) return false;
      // Only a cache made with the same fingerprint (scripts/gatsby.mjs) is any use.
      const fingerprint = env.SITE_FINGERPRINT;
      const sameCode = Boolean(fingerprint) && (await storedFingerprint(cacheDir)) === fingerprint;
      const cached = await hasCachedDirectories(directories, cacheDir);
      const restored = sameCode && (await restoreDirectories(directories, { siteDir, cacheDir }));
      reporter.info(
        restored
          ? `Restored ${directories.join(" and ")} from Netlify's build cache (${cacheDir})`
          : cached && !sameCode
            ? `Netlify's build cache (${cacheDir}) was made by other build code, packages or command (scripts/gatsby.mjs): a cold build`
            : `Nothing in Netlify's build cache (${cacheDir}) to restore: a cold build`,
      );
      return restored;
    },
    store: async ({ directories, reporter }) => {
      const cacheDir = netlifyCacheDir(env, siteDir);
      if (!cacheDir) return;
      // `.cache` holds the fingerprint it was made with (scripts/gatsby.mjs).
      const stored = await storeDirectories(directories, { siteDir, cacheDir });
      reporter.info(
        stored.length > 0
          ? `Stored ${stored.join(" and ")} in Netlify's build cache (${cacheDir})`
          : `Nothing to store in Netlify's build cache (${cacheDir})`,
      );
    },
  },
  adapt: () => undefined,
});
