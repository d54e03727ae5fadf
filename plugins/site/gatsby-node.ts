/**
 * A thin dispatcher: each Gatsby Node API lives in ./gatsby/ with its own unit tests.
 */
export { createSchemaCustomization } from "./gatsby/schema";
export { createResolvers } from "./gatsby/createResolvers";
export { onCreateNode } from "./gatsby/onCreateNode";
export { sourceNodes } from "./gatsby/sourceNodes";
export { createPages } from "./gatsby/createPages";
export { onPreInit } from "./gatsby/onPreInit";
export { onPreBootstrap } from "./gatsby/onPreBootstrap";
export { onPostBuild } from "./gatsby/onPostBuild";
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
export { onCreateDevServer } from "./gatsby/onCreateDevServer";
