import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/**",
      ".cache/**",
      ".netlify/**",
      "node_modules/**",
      "src/gatsby-types.d.ts",
      "playwright-report/**",
      "test-results/**",
      "bench-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/*.test.mjs",
      "**/*.testing.ts",
      "__mocks__/**",
      "jest.setup.ts",
    ],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // CommonJS config files read by tools that do not speak ES modules.
    files: ["**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
