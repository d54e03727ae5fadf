/**
 * The site's Node APIs live in the local plugin plugins/site (its gatsby-node.ts), not here.
 * Gatsby hashes a local plugin's files and starts from a clean cache when they change; a
 * dispatcher here would hide every change to the code it imports (docs/deploying.md, "Build cache").
 */
export {};
