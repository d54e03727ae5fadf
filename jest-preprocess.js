// Jest compiles source with Babel's standard presets: TypeScript, React with Emotion's jsx, and
// modern syntax down to the running Node. Not babel-preset-gatsby, although Gatsby's docs
// suggest it: Gatsby parses every package a site lists whose name contains "gatsby", and their
// dependencies, on every build to look for queries, and that preset brings in
// gatsby-legacy-polyfills, a 96 KB file that alone took about 0.5 s of each rebuild.
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic", importSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
});
