import { useEffect, useLayoutEffect, useRef } from "react";

/** Gatsby's root: everything on the page except portals such as the dialog. */
const APP_ROOT_ID = "___gatsby";

/**
 * While a modal is mounted: the page behind it is inert (hidden from assistive technology and
 * unfocusable), it cannot scroll, and Escape closes the modal. On unmount everything is put
 * back and focus returns to `returnFocusTo`, the control that opened the modal.
 */
export function useModalLock(onClose: () => void, returnFocusTo: HTMLElement | null) {
  const close = useRef(onClose);
  close.current = onClose;

  // Escape listens from before the browser paints the modal, not from after: a key pressed
  // as the modal shows was lost, and the modal stayed open.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // After the commit: the focus trap inside the modal has let go by the time focus goes back.
  useEffect(() => {
    const root = document.getElementById(APP_ROOT_ID);
    const html = document.documentElement;
    const previous = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter };
    // Keep the scrollbar's space when it disappears, so the page does not jump sideways.
    const hasScrollbar = window.innerWidth > html.clientWidth;

    root?.setAttribute("inert", "");
    html.style.overflow = "hidden";
    if (hasScrollbar) html.style.scrollbarGutter = "stable";

    return () => {
      root?.removeAttribute("inert");
      html.style.overflow = previous.overflow;
      html.style.scrollbarGutter = previous.gutter;
      // After `inert` is gone, or the browser would refuse to focus the card.
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, [returnFocusTo]);
}
