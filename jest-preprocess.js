// Jest compiles source with Gatsby's own Babel preset, plus TypeScript and Emotion's jsx.
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
});
