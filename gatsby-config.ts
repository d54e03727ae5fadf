import fs from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import yaml from "js-yaml";
import { yamlTypeName } from "./src/gatsby/yamlTypeName";

// The site URL and name come from the one site-config file, so they are never written twice.
const site = yaml.load(fs.readFileSync(path.resolve("content/site.yaml"), "utf8")) as {
  name: string;
  description: string;
  siteUrl: string;
};

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // Every page URL ends in "/", the form static hosts serve directly from `<route>/index.html`.
  trailingSlash: "always",
  // The automatic runtime with Emotion's jsx, so the `css` prop works without importing React.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-emotion",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: path.resolve("content"),
        // The free downloads' content becomes files, not nodes: src/gatsby/downloads reads it.
        ignore: [`${path.resolve("content/downloads")}/**`],
      },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
  ],
};

export default config;
