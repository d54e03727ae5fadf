import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { readSiteConfigOrNull } from "./src/content/siteConfig";
import { SITE_PLUGIN } from "./plugins/site/internals";
import { staticAdapter } from "./plugins/site/hosting/staticAdapter";
import { yamlTypeName } from "./plugins/site/gatsby/yamlTypeName";

// The site URL and name come from the one site-config file, so they are never written twice.
// A mistake in it is reported by the site's plugin, which Gatsby loads even then (see
// readSiteConfigOrNull).
const site = readSiteConfigOrNull();

const config: GatsbyConfig = {
  siteMetadata: site
    ? { title: site.name, description: site.description, siteUrl: site.siteUrl }
    : undefined,
  // Every page URL ends in "/", the form static hosts serve directly from `<route>/index.html`.
  trailingSlash: "always",
  // The automatic runtime with Emotion's jsx, so the `css` prop works without importing React.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // Keeps Gatsby from installing gatsby-adapter-netlify on Netlify: see plugins/site/hosting/staticAdapter.ts.
  adapter: staticAdapter(),
  // The query types (src/gatsby-types.d.ts, committed) are written by `gatsby develop`, where
  // queries are edited, and by `npm run build:types`, which `npm test` runs before its typecheck.
  // Other builds (Netlify's, a writer's) skip it: nothing they publish depends on it, and a
  // writer waits for every rebuild.
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: process.env.SITE_TYPEGEN === "1",
  },
  plugins: [
    "gatsby-plugin-emotion",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: path.resolve("content"),
        // The free downloads' content becomes files, not nodes: plugins/site/downloads reads it.
        ignore: [`${path.resolve("content/downloads")}/**`],
      },
    },
    // gatsby-transformer-yaml and gatsby-plugin-mdx, given only the files the site's own reader
    // accepts (plugins/*-within-limits: a writer's file is bounded before it is parsed).
    {
      resolve: "gatsby-transformer-yaml-within-limits",
      options: { typeName: yamlTypeName },
    },
    { resolve: "gatsby-plugin-mdx-within-limits", options: { extensions: [".mdx"] } },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // URLs are siteMetadata.siteUrl + each page's path, which already ends in "/". The plugin
      // leaves out the 404 pages itself; the writers' desk (/admin/, built after the pages) is
      // never a page, and is listed to say so.
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/admin/"] },
    },
    // The site's own build (plugins/site): last, so its onPostBuild sees every file the others
    // wrote (the sitemap among them) when it writes the headers.
    SITE_PLUGIN,
  ],
};

export default config;
