import type { Theme } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import { CalendarCheckIcon } from "../../components/icons/CalendarCheckIcon";
import { useFrameFocus } from "../../hooks/useFrameFocus";

export interface BookingWidgetProps {
  bookingUrl: string;
  /** Names the frame for screen readers, e.g. "Book a free 30-minute strategy call". */
  title: string;
}

/**
 * The scheduler's booking page in a frame of fixed height, so the page never shifts whether it
 * loads or not. The frame is in the HTML, inside `<noscript>`, so without the page's script it
 * loads as any frame does (lazily); with the script it is added once the page has loaded, so
 * the scheduler's page, its fonts and scripts never compete with this page's first paint
 * (Lighthouse's LCP on a phone was 1.38 to 1.50 s with the frame starting with the page). The
 * plain link above it always works, even when a network or blocker stops the third-party frame.
 */
export function BookingWidget({ bookingUrl, title }: BookingWidgetProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frameFocused = useFrameFocus(frameRef);
  const pageLoaded = usePageLoaded();
  const frame = (
    <iframe
      ref={frameRef}
      src={bookingUrl}
      title={title}
      loading="lazy"
      height="800"
      css={frameStyles}
    />
  );
  return (
    <div css={(theme) => ({ display: "grid", gap: theme.space[4] })}>
      <p css={(theme) => ({ display: "flex", gap: theme.space[2], alignItems: "center" })}>
        <CalendarCheckIcon size={20} />
        <span>
          Calendar not showing? <ExternalLink href={bookingUrl}>Open the booking page</ExternalLink>
        </span>
      </p>
      <div data-focused={frameFocused || undefined} css={boxStyles}>
        {/* Painted under the frame: a frame that stays blank (its scripts blocked, or the
            request never answered) is transparent, so this shows through; a loaded calendar
            covers it. It repeats the link above, which is the one keyboard and screen-reader
            users reach, so this copy is for the eye only. */}
        <p aria-hidden="true" css={fallbackStyles}>
          The calendar has not loaded. Your browser or network may be blocking the scheduler.{" "}
          <a href={bookingUrl} tabIndex={-1} target="_blank" rel="noopener noreferrer">
            Open the booking page
          </a>
        </p>
        {pageLoaded ? frame : <noscript>{frame}</noscript>}
      </div>
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
  boxShadow: theme.shadow.card,
  overflow: "hidden",
  // The frame fills the box, whose overflow would clip the frame's own outline: the ring goes
  // round the box whenever the frame (or anything inside it) has focus.
  "&:focus-within, &[data-focused]": {
    outline: `3px solid ${theme.color.focusRing}`,
    outlineOffset: "2px",
  },
});

const fallbackStyles = (theme: Theme) => ({
  position: "absolute" as const,
  inset: 0,
  display: "grid",
  // Near the top of the tall box, where the visitor arriving at the calendar looks first.
  alignContent: "start",
  justifyItems: "center",
  gap: theme.space[2],
  padding: `${theme.space[7]} ${theme.space[5]}`,
  textAlign: "center" as const,
  color: theme.color.textMuted,
});

const frameStyles = {
  position: "relative" as const,
  display: "block",
  width: "100%",
  height: "100%",
  border: 0,
  // Transparent until the scheduler paints its page, so the message under it shows.
  background: "transparent",
  colorScheme: "normal",
};
