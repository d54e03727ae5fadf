import "@testing-library/jest-dom";
import { TextEncoder as NodeTextEncoder } from "node:util";

// jsdom (26, in Jest 30) lacks TextEncoder, which Node and every browser have: the content code
// uses it to measure text the way it is saved (src/content/limits.ts).
if (typeof globalThis.TextEncoder === "undefined") {
  Object.assign(globalThis, { TextEncoder: NodeTextEncoder });
}
