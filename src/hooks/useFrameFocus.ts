import { useEffect, useState, type RefObject } from "react";

/**
 * True while focus is inside the frame. Chromium matches neither `:focus` nor
 * `:focus-within` when focus is in a cross-origin frame, so CSS alone cannot draw its ring;
 * the page's window losing focus while the frame is the active element is the signal.
 */
export function useFrameFocus(frame: RefObject<HTMLIFrameElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const check = () => setFocused(document.activeElement === frame.current);
    // Reading activeElement during the blur itself can be too early: check again next frame.
    const onBlur = () => {
      check();
      requestAnimationFrame(check);
    };
    const onFocus = () => setFocused(false);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, [frame]);
  return focused;
}
