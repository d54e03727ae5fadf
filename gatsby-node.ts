/**
 * The site's Node APIs live in the local plugin plugins/site (its gatsby-node.ts), beside the
 * build code they call, so that one folder holds all of it. Which cache a build may reuse is
 * decided before Gatsby starts (scripts/build-fingerprint.mjs; docs/deploying.md, "Build cache").
 */
export {};
