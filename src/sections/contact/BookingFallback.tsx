import type { Theme } from "@emotion/react";
import { buttonStyles } from "../../components/ButtonLink";
import { ExternalLink } from "../../components/ExternalLink";
import { IconBulletList } from "../../components/IconBulletList";
import { CheckIcon } from "../../components/icons/CheckIcon";
import { ExternalLinkIcon } from "../../components/icons/ExternalLinkIcon";
import type { SiteConfig } from "../../hooks/useSiteConfig";
import { mq } from "../../theme/tokens";

export interface BookingFallbackProps {
  bookingUrl: string;
  email: string;
  claims: Pick<SiteConfig["claims"], "callMinutes" | "callOutcome">;
}

/** What the free call is, in three points from the site's claims (content/site.yaml). */
export const callPoints = ({ callMinutes, callOutcome }: BookingFallbackProps["claims"]) => [
  `${callMinutes} minutes on your goals and how your business shows up online today`,
  `You leave with ${callOutcome}`,
  "No cost and no commitment",
];

/**
 * The booking card's other way in, drawn inside the calendar's box (./BookingWidget.tsx): it
 * is what shows until the scheduler's page has drawn, and for good when a blocker, a company
 * network or an outage keeps it from drawing. Its words hold in both cases.
 *
 * It stays in the reading and Tab order once the calendar is on top: a screen-reader user
 * still gets the booking page as a page of its own (the embedded one's accessibility is the
 * third party's), and a keyboard user who reaches its controls sees the panel raised above
 * the calendar until focus moves on into the frame.
 */
export function BookingFallback({
  bookingUrl,
  email,
  claims,
  covering = false,
}: BookingFallbackProps & {
  /** Drawn over the calendar's frame, while it has not reported that it has drawn. */
  covering?: boolean;
}) {
  return (
    <div css={(theme) => [panelStyles(theme), covering && { zIndex: 1 }]}>
      <p css={(theme) => ({ fontFamily: theme.font.display, fontSize: theme.fontSize.xl })}>
        Your free {claims.callMinutes}-minute strategy call
      </p>
      <p css={(theme) => ({ color: theme.color.textMuted, maxWidth: theme.size.prose })}>
        The calendar opens here once it loads. If it does not (a blocker or a company network can
        stop it), book on the scheduler&apos;s own page or write to us.
      </p>
      <ExternalLink href={bookingUrl} css={buttonStyles("primary")}>
        Open the booking page
        <ExternalLinkIcon size={18} />
      </ExternalLink>
      <p>
        Or email <a href={`mailto:${email}`}>{email}</a>
      </p>
      <div css={pointsStyles}>
        <p css={(theme) => ({ fontWeight: theme.fontWeight.semibold })}>On the call</p>
        <IconBulletList icon={CheckIcon} items={callPoints(claims)} />
      </div>
    </div>
  );
}

const panelStyles = (theme: Theme) => ({
  position: "absolute" as const,
  inset: 0,
  display: "flex",
  flexDirection: "column" as const,
  alignItems: "flex-start",
  // In the middle of the tall box; from its top should larger text ever outgrow it, and then
  // the panel scrolls rather than clips.
  justifyContent: "safe center",
  overflowY: "auto" as const,
  gap: theme.space[4],
  padding: theme.space[5],
  [mq("sm")]: { padding: theme.space[7] },
  background: theme.color.surface,
  // Raised above a painted calendar while a keyboard user is on one of its controls.
  "&:has(:focus-visible)": { zIndex: 1 },
});

const pointsStyles = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[3],
  width: "100%",
  marginTop: theme.space[2],
  paddingTop: theme.space[5],
  borderTop: `1px solid ${theme.color.border}`,
});
