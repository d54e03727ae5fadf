// Jest wants one default export per global hook: ./jest-temp-dir.mjs says why.
export { setup as default } from "./jest-temp-dir.mjs";
