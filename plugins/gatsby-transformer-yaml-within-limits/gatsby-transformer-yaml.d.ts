// gatsby-transformer-yaml ships no types; the two Node APIs it has, as Gatsby calls them.
declare module "gatsby-transformer-yaml/gatsby-node" {
  import type { GatsbyNode } from "gatsby";

  export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"];
  export const onCreateNode: GatsbyNode["onCreateNode"];
}
