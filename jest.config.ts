import os from "node:os";
import type { Config } from "jest";

/** Test files that run real Gatsby builds (see the "builds" project below). */
const BUILDS_TEST = "\\.builds\\.test\\.ts$";

const esmPackages = [
  "gatsby",
  "gatsby-script",
  "gatsby-link",
  "micromark[a-z-]*",
  "mdast-util-[a-z-]+",
  "unist-util-[a-z-]+",
  "vfile[a-z-]*",
  "estree-util-[a-z-]+",
  "character-[a-z0-9-]+",
  "decode-named-character-reference",
  "is-(alphabetical|alphanumerical|decimal|hexadecimal)",
  "ccount",
  "longest-streak",
  "parse-entities",
  "stringify-entities",
  "zwitch",
  "devlop",
  // Its browser build (jsdom tests resolve the "browser" export) is an ES module.
  "yaml",
  // The Atom and JSON Feed writer (plugins/site/feed).
  "feed",
  // The English stop words, imported from the package's ES module source (src/lib/articleSearch.ts).
  "stopword",
];

const unit: Config = {
  displayName: "unit",
  testEnvironment: "jsdom",
  // __mocks__ must be a root for its node-module mocks (gatsby) to apply.
  roots: [
    "<rootDir>/src",
    "<rootDir>/plugins",
    "<rootDir>/scripts",
    "<rootDir>/netlify",
    "<rootDir>/__mocks__",
  ],
  testMatch: ["**/*.test.ts", "**/*.test.tsx", "**/*.test.mjs"],
  transform: { "^.+\\.(tsx?|jsx?|mjs)$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json"],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(woff2|png|jpe?g|svg|webp|avif|pdf)$": "<rootDir>/__mocks__/file-mock.ts",
  },
  // Gatsby and the Markdown parser (unified's micromark and mdast packages) ship ES modules
  // only; let Babel compile them for Jest.
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join("|")})/)`],
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    BUILDS_TEST,
  ],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};

const config: Config = {
  // Jest's default keeps a core for its main thread, which only waits while the workers run:
  // on a 2-core machine (CI's) that left one worker and half the machine idle.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // One temporary folder per run, removed at its end (scripts/jest-temp-dir.mjs).
  globalSetup: "<rootDir>/scripts/jest-temp-dir-setup.mjs",
  globalTeardown: "<rootDir>/scripts/jest-temp-dir-teardown.mjs",
  projects: [
    unit,
    {
      // Checks of the two builds that need no browser (e2e/*.built.test.ts): the real site's
      // public/ and the fixture site's, read with an HTML parser. Run by `npm run test:built`,
      // after `npm run build` and `npm run build:fixture`.
      ...unit,
      displayName: "built",
      testEnvironment: "node",
      roots: ["<rootDir>/e2e", "<rootDir>/__mocks__"],
      testMatch: ["**/*.built.test.ts"],
      testPathIgnorePatterns: ["node_modules", "\\.cache"],
    },
    {
      // Tests that run real Gatsby builds of a copy of the site: minutes, run by
      // `npm run test:builds`, one at a time.
      ...unit,
      displayName: "builds",
      testEnvironment: "node",
      testMatch: ["**/*.builds.test.ts"],
      testPathIgnorePatterns: unit.testPathIgnorePatterns?.filter((p) => p !== BUILDS_TEST),
    },
  ],
};

export default config;
