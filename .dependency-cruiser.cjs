/**
 * Which code may import which (`npm run lint` runs it; docs/architecture.md has the picture).
 * Imports point one way, from what Gatsby calls down to the writers' content:
 *
 *   plugins/site/gatsby (the adapters Gatsby calls), plugins/*-within-limits
 *     -> plugins/site/{hosting, downloads, desk, feed}
 *       -> plugins/site/{internals, keptSteps} (the register of Gatsby internals, kept steps)
 *       -> src/ (the site: pages, sections, components; the desk's preview renders them)
 *         -> src/content (writers' files read and checked), src/lib (plain helpers)
 *
 * Test files follow the same rules, except that they may render the site's components.
 */

const UI = "^src/(components|sections|layout|pages|templates|hooks)/";
const TESTS = "\\.(test|builds\\.test|testing)\\.(ts|tsx|mjs)$";

/** A rule forbidding imports from `from` (path regex) to `to`, with the reason as its comment. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: TESTS },
  to,
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A cycle makes two modules one: neither can be read, tested or moved alone.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    forbid(
      "content-is-plain",
      "src/content reads and checks writers' files for the build, the desk and the tests alike: it imports nothing from Gatsby, the build code or the views.",
      "^src/(content|lib)/",
      { path: ["^plugins/", UI, "^src/(theme|seo)/", "^node_modules/gatsby"] },
    ),
    forbid(
      "site-is-not-build-code",
      "The site's views never import the build: they get their data from GraphQL.",
      "^src/",
      { path: "^plugins/" },
    ),
    forbid(
      "hosting-and-downloads-below-the-adapters",
      "Hosting, the downloads and the feeds are called by the adapters in plugins/site/gatsby, never the reverse, and render no view.",
      "^plugins/site/(hosting|downloads|feed)/",
      { path: ["^plugins/site/(gatsby|desk)/", UI] },
    ),
    forbid(
      "desk-below-the-adapters",
      "The writers' desk is built by the adapters; it uses the content module and the site's components, not the build's other jobs.",
      "^plugins/site/desk/",
      { path: "^plugins/site/(gatsby|hosting|downloads)/" },
    ),
    forbid(
      "build-code-renders-no-view",
      "Gatsby's adapters pass data to the views through GraphQL, and hosting, the downloads and the feeds render none; only the desk's preview renders the site's components.",
      "^plugins/(site/(gatsby|hosting|downloads|feed)|gatsby-[a-z-]+-within-limits)/",
      { path: UI },
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|public|\\.cache)/|__fixtures__|gatsby-types\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"] },
  },
};
