/**
 * A thin dispatcher: each Gatsby Node API lives in src/gatsby/ with its own unit tests.
 */
export { createSchemaCustomization } from "./src/gatsby/schema";
export { createResolvers } from "./src/gatsby/createResolvers";
export { onCreateNode } from "./src/gatsby/onCreateNode";
export { sourceNodes } from "./src/gatsby/downloads/sourceNodes";
export { createPages } from "./src/gatsby/createPages";
export { onPreBootstrap } from "./src/gatsby/onPreBootstrap";
export { onPostBuild } from "./src/gatsby/onPostBuild";
export { onCreateWebpackConfig } from "./src/gatsby/onCreateWebpackConfig";
export { onCreateDevServer } from "./src/gatsby/onCreateDevServer";
