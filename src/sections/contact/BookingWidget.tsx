import type { Theme } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { useFrameFocus } from "../../hooks/useFrameFocus";
import { BookingFallback, type BookingFallbackProps } from "./BookingFallback";
import { embedUrl, useSchedulerReady } from "./useSchedulerReady";

export interface BookingWidgetProps extends BookingFallbackProps {
  /** Names the frame for screen readers, e.g. "Book a free 30-minute strategy call". */
  title: string;
}

/**
 * The scheduler's booking page in a frame of fixed height, so the page never shifts whether it
 * loads or not. The frame is in the HTML, inside `<noscript>`, so without the page's script it
 * loads as any frame does (lazily); with the script it is added once the page has loaded, so
 * the scheduler's page, its fonts and scripts never compete with this page's first paint
 * (Lighthouse's LCP on a phone was 1.38 to 1.50 s with the frame starting with the page).
 *
 * The fallback fills the same box. With the script it lies over the frame, which is inert
 * (no Tab stop, nothing read out) until the scheduler's page reports that it has drawn
 * (useSchedulerReady); then the calendar comes to the top. A frame that never reports (blocked,
 * an outage, a company network) leaves the fallback there for good. Without the script the
 * frame lies over the fallback, which shows through it until the calendar paints.
 */
export function BookingWidget({ title, ...fallback }: BookingWidgetProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frameFocused = useFrameFocus(frameRef);
  const pageLoaded = usePageLoaded();
  const ready = useSchedulerReady(frameRef, fallback.bookingUrl);
  // The fallback lies over the frame once the frame is in the page, until the calendar draws.
  const covered = pageLoaded && !ready;
  const frame = (src: string) => (
    <iframe
      ref={frameRef}
      src={src}
      title={title}
      loading="lazy"
      height="800"
      inert={covered}
      css={frameStyles}
    />
  );
  return (
    <div data-focused={frameFocused || undefined} css={boxStyles}>
      <BookingFallback {...fallback} covering={covered} />
      {pageLoaded ? (
        frame(embedUrl(fallback.bookingUrl, window.location.hostname))
      ) : (
        <noscript>{frame(fallback.bookingUrl)}</noscript>
      )}
    </div>
  );
}

/** True once the page's `load` event has fired (false in the server HTML). */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

const boxStyles = (theme: Theme) => ({
  position: "relative" as const,
  // The frame itself gets the full height; the border sits outside it.
  boxSizing: "content-box" as const,
  height: theme.size.bookingWidget,
  background: theme.color.surfaceRaised,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  overflow: "hidden",
  // The frame fills the box, whose overflow would clip the frame's own outline: the ring goes
  // round the box whenever the frame has focus (the fallback's controls draw their own).
  "&:has(> iframe:focus), &[data-focused]": {
    outline: `3px solid ${theme.color.focusRing}`,
    outlineOffset: "2px",
  },
});

const frameStyles = {
  position: "relative" as const,
  display: "block",
  width: "100%",
  height: "100%",
  border: 0,
  // Transparent until the scheduler paints its page, so the fallback under it shows.
  background: "transparent",
  colorScheme: "normal",
};
