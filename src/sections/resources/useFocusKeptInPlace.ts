import { useEffect, useRef } from "react";
import { keptView } from "../../lib/listingState";

type Located = Parameters<typeof keptView>[1];

/**
 * Keeps focus where the visitor left it (on the badge they chose, or on the menu button) when
 * the listing changed its address without a change of page (src/lib/listingState.ts). Gatsby's router focuses its page wrapper (#gatsby-focus-wrapper) after every change of
 * path, in an effect that runs after this page's own; so focus is put back just after.
 */
export function useFocusKeptInPlace(location: Located) {
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    const active = document.activeElement;
    if (!keptView(before, location) || !(active instanceof HTMLElement)) return;
    if (active === document.body) return;
    const timer = window.setTimeout(() => {
      if (active.isConnected && document.activeElement !== active) {
        active.focus({ preventScroll: true });
      }
    });
    return () => window.clearTimeout(timer);
  }, [location]);
}
