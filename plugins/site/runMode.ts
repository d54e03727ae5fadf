/**
 * Whether this run is the preview server (`npm start`: `gatsby develop`), which shows writers
 * their drafts and scheduled articles and keeps serving while a file has a mistake; every other
 * run is a build, which publishes neither and stops on a mistake. Gatsby documents setting
 * NODE_ENV to "development" for `gatsby develop` and "production" for `gatsby build`.
 */
export const isPreview = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === "development";
