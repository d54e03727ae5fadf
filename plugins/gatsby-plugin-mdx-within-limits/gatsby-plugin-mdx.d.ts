// The plugin's Node APIs, as Gatsby loads them (<plugin>/gatsby-node); typed by its own dist.
declare module "gatsby-plugin-mdx/gatsby-node" {
  export * from "gatsby-plugin-mdx/dist/gatsby-node";
}
