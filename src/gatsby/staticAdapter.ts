import type { IAdapter } from "gatsby";

/**
 * The adapter Gatsby uses instead of auto-installing gatsby-adapter-netlify on Netlify.
 *
 * When no adapter is configured and the NETLIFY env var is set, Gatsby installs
 * gatsby-adapter-netlify, which runs AFTER onPostBuild and appends its own block to
 * public/_headers: per-route Cache-Control, `Referrer-Policy: same-origin`, X-Frame-Options...
 * Netlify joins repeated headers with ", ", so our Referrer-Policy would be overridden and
 * Cache-Control would contradict itself. This site is fully static (no SSR, DSG, functions or
 * image CDN), which is all that adapter adds, so this one does nothing: public/ is deployed as
 * built and src/gatsby/onPostBuild writes the only `_headers`.
 */
export const staticAdapter = (): IAdapter => ({
  name: "static-site",
  adapt: () => undefined,
});
