/**
 * Whether this is `gatsby develop` (`npm start`; Gatsby documents NODE_ENV "development" for it),
 * which shows writers drafts and scheduled articles and keeps serving past a mistake. Every other
 * run, Netlify's deploy previews included, is a build: it publishes neither and stops on one.
 */
export const isDevelop = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === "development";
