import { useEffect, type RefObject } from "react";

/**
 * Keeps `--sticky-header` on `scroller` equal to the height of its sticky `header`, which
 * wraps to more lines on narrow screens or with larger text, so the scroller's
 * `scroll-padding-top` can keep focused elements out from under it.
 */
export function useStickyHeaderPadding(
  scroller: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const box = scroller.current;
    const bar = header.current;
    if (!box || !bar || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() =>
      box.style.setProperty("--sticky-header", `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => observer.disconnect();
  }, [scroller, header]);
}
