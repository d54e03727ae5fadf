/**
 * How the library filters in place. A badge is a real link to its category page, but with
 * scripts it navigates with `{ library }` in the history state: the identity of the listing
 * view already on screen. The page element is keyed by it (src/wrapPageElement.tsx), so React
 * keeps the view and only its cards, counts and address change: no reload, no jump to the top,
 * focus stays on the badge. Any other navigation (a page number, a top bar link, Back to an
 * entry without it) is keyed by its own path, and is an ordinary change of page.
 */

/** A router location, as far as this module reads it. */
interface Located {
  pathname: string;
  state?: unknown;
}

/** The history state of an in-place navigation. */
export interface InPlaceState {
  library: string;
}

const isInPlace = (state: unknown): state is InPlaceState =>
  typeof state === "object" &&
  state !== null &&
  typeof (state as { library?: unknown }).library === "string";

/** The key of the page element at `location`: its listing view's identity, else its path. */
export const libraryKey = (location: Located): string =>
  isInPlace(location.state) ? location.state.library : location.pathname;

/** The state a link passes to filter the view at `location` in place. */
export const inPlaceState = (location: Located): InPlaceState => ({
  library: libraryKey(location),
});

/**
 * Whether a navigation from `previous` to `next` changed the address but kept the view on
 * screen (the same page element), so focus stays where the visitor put it: on the badge they
 * chose, or on the menu button after a top bar link from a category to all articles.
 */
export const keptView = (previous: Located | undefined, next: Located): boolean =>
  previous !== undefined &&
  previous.pathname !== next.pathname &&
  libraryKey(previous) === libraryKey(next);

/**
 * Whether the view was filtered in place (a badge, or an old `?category=` address), so the
 * window must not scroll as after a change of page. A top bar link to the listing still
 * scrolls to the top, as it always has.
 */
export const keptInPlace = (previous: Located | undefined, next: Located): boolean =>
  keptView(previous, next) && isInPlace(next.state);
