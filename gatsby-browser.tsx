import type { GatsbyBrowser } from "gatsby";
import { keptInPlace } from "./src/lib/listingState";
import { oldAddressRouteUpdated } from "./src/lib/oldAddressMove";

export { wrapRootElement } from "./src/wrapRootElement";
export { wrapPageElement } from "./src/wrapPageElement";
export { replaceHydrateFunction } from "./src/hydrate";

/** A badge filters the library in place: the window stays where the visitor is. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
}) => !keptInPlace(prevRouterProps?.location, routerProps.location);

/** An old address's move to its category page yields to a link the visitor followed meanwhile. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) =>
  oldAddressRouteUpdated(location);
