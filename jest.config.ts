import type { Config } from "jest";

const config: Config = {
  testEnvironment: "jsdom",
  // __mocks__ must be a root for its node-module mocks (gatsby) to apply.
  roots: ["<rootDir>/src", "<rootDir>/scripts", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx", "**/*.test.mjs"],
  transform: { "^.+\\.(tsx?|jsx?|mjs)$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json"],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(woff2|png|jpe?g|svg|webp|avif|pdf)$": "<rootDir>/__mocks__/file-mock.ts",
  },
  // Gatsby ships untranspiled ES modules; let Babel compile them for Jest.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};

export default config;
