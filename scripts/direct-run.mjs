// @ts-check
/**
 * `gatsby build` or `gatsby develop` typed directly: stopped at once, with the command to run
 * instead.
 *
 * `npm run build` and `npm start` run scripts/gatsby.mjs, which empties .cache and public/ when
 * the build code, the lockfile or the command changed since they were made
 * (./build-fingerprint.mjs), then starts Gatsby with that fingerprint in SITE_FINGERPRINT.
 * Gatsby started any other way would build from whatever cache is there, made by other code.
 * Gatsby has read its cache before any of the site's code runs, so the check cannot clear it
 * from inside Gatsby: it can only stop, in the site's first Node API
 * (plugins/site/gatsby/onPreInit.ts), which only `gatsby build` and `gatsby develop` run.
 */
import { buildFingerprint } from "./build-fingerprint.mjs";

/** The commands that build from the cache, each with the npm script that checks it first. */
const NPM_SCRIPT = /** @type {const} */ ({ build: "npm run build", develop: "npm start" });

/**
 * Why this run of `gatsby <command>` must not go on, or null when it may: its SITE_FINGERPRINT
 * is missing (Gatsby not started by scripts/gatsby.mjs) or is not the fingerprint of the code
 * in `dir` now (set by hand, or left from another run).
 * @param {"build" | "develop"} command
 * @param {NodeJS.ProcessEnv} env  the process's environment
 * @param {string} dir  the site's folder
 * @returns {string | null}
 */
export function directRunProblem(command, env, dir) {
  const given = env.SITE_FINGERPRINT;
  if (given && given === buildFingerprint(dir, command)) return null;
  const script = NPM_SCRIPT[command];
  const why = given
    ? `SITE_FINGERPRINT is not the fingerprint of the build code, packages and command here`
    : `Gatsby was started without scripts/gatsby.mjs`;
  return [
    `Run \`${script}\` instead of \`gatsby ${command}\`.`,
    `${why}, so nothing checked that .cache and public/ were made by this build code, packages ` +
      `and command; \`${script}\` checks, and starts from a clean cache when they changed ` +
      `(docs/deploying.md, "Build cache").`,
  ].join("\n");
}
