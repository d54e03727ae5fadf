import type { Theme } from "@emotion/react";
import { Card } from "../../components/Card";
import { IconBadge } from "../../components/IconBadge";
import { CalendarCheckIcon } from "../../components/icons/CalendarCheckIcon";
import type { SiteConfig } from "../../hooks/useSiteConfig";
import { BOOKING_SECTION_ID } from "../../layout/navigation";
import { mq } from "../../theme/tokens";
import { BookingWidget } from "./BookingWidget";

export type BookingConfig = Pick<SiteConfig, "name" | "email" | "bookingUrl" | "claims">;

/**
 * The booking card: its heading is where every Book link on the site lands
 * (`/contact/#booking-heading`), then the calendar with its fallback.
 */
export function BookingCard({ config, className }: { config: BookingConfig; className?: string }) {
  const { callMinutes, callOutcome } = config.claims;
  return (
    <Card as="li" className={className} css={cardStyles}>
      <IconBadge icon={CalendarCheckIcon} />
      <h3 id={`${BOOKING_SECTION_ID}-heading`} css={(theme) => ({ fontSize: theme.fontSize.xl })}>
        Book a Free Strategy Call
      </h3>
      <p css={(theme) => ({ color: theme.color.textMuted })}>
        Choose a {callMinutes}-minute slot that suits you. We&apos;ll review your website and social
        media before the call, so the time goes to your goals and ends with {callOutcome}.
      </p>
      <BookingWidget
        title={`Book a free ${callMinutes}-minute strategy call with ${config.name}`}
        bookingUrl={config.bookingUrl}
        email={config.email}
        claims={config.claims}
      />
    </Card>
  );
}

// On a phone the calendar gets the card's width less a narrow margin: the scheduler's page
// needs about 320 px to lay out without scrolling sideways.
const cardStyles = (theme: Theme) => ({
  paddingInline: theme.space[3],
  [mq("sm")]: { paddingInline: theme.space[5] },
});
