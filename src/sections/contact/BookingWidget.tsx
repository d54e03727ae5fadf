import { useRef } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import { CalendarCheckIcon } from "../../components/icons/CalendarCheckIcon";
import { useNearViewport } from "../../hooks/useNearViewport";

export interface BookingWidgetProps {
  bookingUrl: string;
  /** Names the frame for screen readers, e.g. "Book a free 30-minute strategy call". */
  title: string;
}

/**
 * The scheduler's booking page in a frame of fixed height, so the page never shifts whether it
 * loads or not. It loads only as the visitor nears it, and the plain link above it always works,
 * even when a network or blocker stops the third-party frame.
 */
export function BookingWidget({ bookingUrl, title }: BookingWidgetProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef, "200px 0px");
  const frame = (src: string | undefined) => (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      height="800"
      css={{ display: "block", width: "100%", height: "100%", border: 0 }}
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
      <div
        ref={boxRef}
        css={(theme) => ({
          // The frame itself gets the full height; the border sits outside it.
          boxSizing: "content-box",
          height: theme.size.bookingWidget,
          background: theme.color.surfaceRaised,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.md,
          boxShadow: theme.shadow.card,
          overflow: "hidden",
        })}
      >
        {frame(near ? bookingUrl : undefined)}
        {/* Without JavaScript the browser's own lazy loading still brings the calendar in. */}
        <noscript>{frame(bookingUrl)}</noscript>
      </div>
    </div>
  );
}
