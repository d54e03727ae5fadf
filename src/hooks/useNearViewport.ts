import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element comes within `margin` of the viewport, and from then on.
 * Chromium starts native lazy iframes up to 4000 px early, which on most pages means at once;
 * this waits until the visitor is actually heading there.
 */
export function useNearViewport(ref: RefObject<Element>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
