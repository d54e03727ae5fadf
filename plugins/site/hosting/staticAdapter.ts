import type { IAdapter } from "gatsby";
import {
  hasCachedDirectories,
  netlifyCacheDir,
  restoreDirectories,
  storeDirectories,
  storedFingerprint,
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
      // Only a cache made by the same build code, packages and command is any use: the
      // fingerprint scripts/gatsby.mjs took of them before Gatsby started, and left in the
      // cache it made. Without one (Gatsby started some other way) nothing is restored.
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
