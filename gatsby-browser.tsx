export { wrapRootElement } from "./src/wrapRootElement";
export { wrapPageElement } from "./src/wrapPageElement";
export { replaceHydrateFunction } from "./src/hydrate";
