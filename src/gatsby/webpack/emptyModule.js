// Stands in for code the browser bundle never runs: see src/gatsby/onCreateWebpackConfig.ts.
module.exports = {};
