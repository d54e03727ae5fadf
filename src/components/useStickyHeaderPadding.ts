import { useEffect, type RefObject } from "react";

/**
 * Keeps two properties on `scroller` (the page's root element when null) in step with its
 * `header`, which wraps to more lines on narrow screens or with larger text:
 * - `--sticky-header`: the height the header covers while it sticks, 0 when a media query has
 *   let it scroll away, so the scroller's `scroll-padding-top` keeps focused elements out from
 *   under it and no more;
 * - `--header-height`: its height either way, for what opens below it (the menu panel).
 */
export function useStickyHeaderPadding(
  scroller: RefObject<HTMLElement | null> | null,
  header: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const box = scroller ? scroller.current : document.documentElement;
    const bar = header.current;
    if (!box || !bar || typeof ResizeObserver === "undefined") return undefined;
    const measure = () => {
      const height = bar.offsetHeight;
      const { position } = getComputedStyle(bar);
      const sticks = position === "sticky" || position === "fixed";
      box.style.setProperty("--sticky-header", `${sticks ? height : 0}px`);
      box.style.setProperty("--header-height", `${height}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    // Whether it sticks can change with the viewport while its own size stays the same.
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [scroller, header]);
}
