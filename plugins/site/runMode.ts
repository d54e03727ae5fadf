/**
 * Whether this run is `gatsby develop` (`npm start`), which shows writers their drafts and
 * scheduled articles and keeps serving while a file has a mistake. Every other run is a build,
 * Netlify's deploy previews included, which publishes neither and stops on a mistake. Gatsby
 * documents setting NODE_ENV to "development" for `gatsby develop` and "production" for
 * `gatsby build`.
 */
export const isDevelop = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === "development";
