import { globalHistory } from "@gatsbyjs/reach-router";
import { navigate } from "gatsby";
import { useEffect } from "react";
import { categoryFromSlug } from "../../lib/categories";
import { inPlaceState, type InPlaceState } from "../../lib/listingState";
import { listingPath } from "../../lib/listings";

const PARAM = "category";

/**
 * Moves the visitor from the address `from` to `to`, unless they go elsewhere meanwhile.
 * Gatsby's navigate cannot be called off: it loads the category page's data, then moves, even
 * if the visitor followed a link in between (a tap on a slow phone while the page still
 * hydrates). The visitor's choice is the later one, so it is put back when the move lands.
 *
 * The router's own history is watched, not Gatsby's route updates: the router renders only
 * the last of the addresses it reaches within a frame, so a route update can skip the
 * visitor's address and show the move's alone.
 */
function moveUnlessOvertaken(from: string, to: string, state: InPlaceState) {
  let overtakenBy: string | null = null;
  const stopWatching = globalHistory.listen(({ location: { pathname, search, hash } }) => {
    const here = `${pathname}${search}${hash}`;
    if (here === from) return;
    if (here !== to) {
      overtakenBy = here;
      return;
    }
    stopWatching();
    if (overtakenBy) void navigate(overtakenBy, { replace: true });
  });
  void navigate(to, { replace: true, state });
}

/**
 * Addresses from before the category pages, `/resources/?category=seo`, still open filtered: the
 * view moves in place to the category's own page, keeping any other parameter (an open
 * article), and the old address is replaced by the new one. An unknown category is dropped and
 * everything shows. Without scripts the old address shows every article, with the badges
 * linking on.
 *
 * `location` is the page's router location: a new object on every navigation to this page, so
 * a link with `?category=` from this page itself is followed too. It is read after mount: the
 * HTML is built without it.
 */
export function useOldCategoryAddress(
  categories: readonly string[],
  location: { pathname: string; search: string; hash: string; state?: unknown },
) {
  useEffect(() => {
    // The page hydrates as a transition (src/hydrate.ts), with the address it was loaded at.
    // A visitor who followed a link meanwhile (Resources in the top bar, a tap on a slow
    // phone) has already left that address: moving them back to the old address's category
    // would undo their choice, and would update the page while parts of it still hydrate
    // (React's error 421). Only the address still shown is moved.
    if (
      location.pathname !== window.location.pathname ||
      location.search !== window.location.search
    ) {
      return;
    }
    const params = new URLSearchParams(location.search);
    if (!params.has(PARAM)) return;
    const category = categoryFromSlug(params.get(PARAM), categories);
    params.delete(PARAM);
    const rest = params.toString();
    const search = rest ? `?${rest}` : "";
    const to = `${category ? listingPath(category) : location.pathname}${search}${location.hash}`;
    const from = `${location.pathname}${location.search}${location.hash}`;
    moveUnlessOvertaken(from, to, inPlaceState(location));
  }, [location, categories]);
}
