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
 * Whether a navigation from `previous` to `next` kept the view on screen (a badge, or an old
 * `?category=` address), so the window must not scroll as after a change of page.
 */
export const keptInPlace = (previous: Located | undefined, next: Located): boolean =>
  previous !== undefined &&
  isInPlace(next.state) &&
  previous.pathname !== next.pathname &&
  libraryKey(previous) === libraryKey(next);
