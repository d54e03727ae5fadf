// Gatsby's webpack config turns these imports into hashed URLs under /static/.
declare module "*.woff2" {
  const url: string;
  export default url;
}
declare module "*.png" {
  const url: string;
  export default url;
}
declare module "*.svg" {
  const url: string;
  export default url;
}
