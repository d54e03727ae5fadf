// Stands in for code the browser bundle never runs: see plugins/site/gatsby/onCreateWebpackConfig.ts.
module.exports = {};
