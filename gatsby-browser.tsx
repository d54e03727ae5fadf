import type { GatsbyBrowser } from "gatsby";
import { keptInPlace } from "./src/lib/listingState";

export { wrapRootElement } from "./src/wrapRootElement";
export { wrapPageElement } from "./src/wrapPageElement";
export { replaceHydrateFunction } from "./src/hydrate";

/** A badge filters the library in place: the window stays where the visitor is. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
}) => !keptInPlace(prevRouterProps?.location, routerProps.location);
