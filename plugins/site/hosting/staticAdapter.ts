import type { IAdapter } from "gatsby";
import { COMPILED_GATSBY_DIR } from "../internals";
import { readCacheKey } from "./cacheKey";
import {
  hasCachedDirectories,
  netlifyCacheDir,
  restoreDirectories,
  storeCacheKey,
  storeDirectories,
  storedCacheKey,
} from "./netlifyBuildCache";

interface StaticAdapterOptions {
  /** Defaults to the build's environment. */
  env?: NodeJS.ProcessEnv;
  /** The directory Gatsby builds in; Gatsby's cache directories are relative to it. */
  siteDir?: string;
}

/**
 * The adapter Gatsby uses instead of auto-installing gatsby-adapter-netlify on Netlify.
 *
 * When no adapter is configured and the NETLIFY env var is set, Gatsby installs
 * gatsby-adapter-netlify, which runs AFTER onPostBuild and appends its own block to
 * public/_headers: per-route Cache-Control, `Referrer-Policy: same-origin`, X-Frame-Options...
 * Netlify joins repeated headers with ", ", so our Referrer-Policy would be overridden and
 * Cache-Control would contradict itself. This site is fully static (no SSR, DSG, functions or
 * image CDN), which is all that adapter's `adapt` adds, so this one's does nothing: public/ is
 * deployed as built and plugins/site/gatsby/onPostBuild.ts writes the only `_headers`.
 *
 * What it keeps from that adapter is the build cache: Gatsby asks the adapter to restore its
 * `.cache` and `public/` before a build and to store them after, and on Netlify every build
 * starts from a fresh clone, so without these hooks every Netlify build would be a cold one.
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
      // Only a cache made by the same build code, dependencies and command is any use: Gatsby
      // would clear the rest, but not all of it (a node type's owner survives its clearing).
      const key = readCacheKey(siteDir);
      if (key === null || (await storedCacheKey(cacheDir)) !== key) {
        const stale = await hasCachedDirectories(directories, cacheDir);
        reporter.info(
          stale
            ? `Netlify's build cache (${cacheDir}) was made by other build code, dependencies or command (plugins/site/hosting/cacheKey.ts): a cold build`
            : `Nothing in Netlify's build cache (${cacheDir}) to restore: a cold build`,
        );
        return false;
      }
      // Gatsby compiled this build's code there before restoring: keep it (../internals).
      const restored = await restoreDirectories(directories, { siteDir, cacheDir }, [
        COMPILED_GATSBY_DIR,
      ]);
      reporter.info(
        restored
          ? `Restored ${directories.join(" and ")} from Netlify's build cache (${cacheDir})`
          : `Nothing in Netlify's build cache (${cacheDir}) to restore: a cold build`,
      );
      return restored;
    },
    store: async ({ directories, reporter }) => {
      const cacheDir = netlifyCacheDir(env, siteDir);
      if (!cacheDir) return;
      const stored = await storeDirectories(directories, { siteDir, cacheDir });
      const key = readCacheKey(siteDir);
      if (key !== null) await storeCacheKey(cacheDir, key);
      reporter.info(
        stored.length > 0
          ? `Stored ${stored.join(" and ")} in Netlify's build cache (${cacheDir})`
          : `Nothing to store in Netlify's build cache (${cacheDir})`,
      );
    },
  },
  adapt: () => undefined,
});
