import { navigate } from "gatsby";

// Its own module, apart from the Resources page's hook that starts a move: gatsby-browser.tsx
// imports it, and everything it imports is loaded on every page.

/**
 * The move from an old address under way: where it goes, and where the visitor went while it
 * loaded. Gatsby's navigate cannot be called off: it loads the category page's data, then
 * moves, even if the visitor followed a link meanwhile (a tap on a slow phone while the page
 * still hydrates). The visitor's choice is the later one, so it is put back when the move lands.
 */
let moving: { from: string; to: string; overtakenBy: string | null } | null = null;

/** Every route update (gatsby-browser.tsx, onRouteUpdate): watches a move under way. */
export function oldAddressRouteUpdated({ pathname, search, hash }: Location): void {
  if (!moving) return;
  const here = `${pathname}${search}${hash}`;
  // The old address itself is where the move started, not a choice to put back.
  if (here === moving.from) return;
  if (here !== moving.to) {
    moving.overtakenBy = here;
    return;
  }
  const back = moving.overtakenBy;
  moving = null;
  if (back) void navigate(back, { replace: true });
}

/** Records a move from the address `from` to `to`, which the caller then navigates to. */
export function startMove(from: string, to: string): void {
  moving = { from, to, overtakenBy: null };
}
