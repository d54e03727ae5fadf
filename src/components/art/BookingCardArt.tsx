import { mq } from "../../theme/tokens";

/** Three made-up times, one picked: the picture of a calendar, not a real one. */
const slots = ["9:00 am", "11:30 am", "2:00 pm"];
const PICKED = 1;

/**
 * A fragment of the booking step drawn in HTML (the site's own faces), inside the hero art's
 * hidden box: the free call's length from the site config, and a choice of times.
 */
export function BookingCardArt({ callMinutes }: { callMinutes: number }) {
  return (
    <div
      css={(theme) => ({
        position: "absolute",
        left: theme.space[4],
        bottom: `calc(-1 * ${theme.space[6]})`,
        width: "min(19rem, 82%)",
        display: "grid",
        gap: theme.space[2],
        padding: theme.space[4],
        background: theme.color.surfaceRaised,
        color: theme.color.text,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
        boxShadow: theme.shadow.raised,
        [mq("lg")]: { left: `calc(-1 * ${theme.space[6]})`, padding: theme.space[5] },
      })}
    >
      <span
        css={(theme) => ({
          fontSize: theme.fontSize.xs,
          fontWeight: theme.fontWeight.bold,
          letterSpacing: "0.08em",
          textTransform: "uppercase",
          color: theme.color.accent,
        })}
      >
        Free strategy call
      </span>
      <span
        css={(theme) => ({
          fontFamily: theme.font.display,
          fontSize: theme.fontSize.xl,
          fontWeight: theme.fontWeight.semibold,
          lineHeight: theme.lineHeight.tight,
        })}
      >
        {callMinutes} minutes, on us
      </span>
      <span css={(theme) => ({ display: "flex", flexWrap: "wrap", gap: theme.space[1] })}>
        {slots.map((slot, index) => (
          <span
            key={slot}
            css={(theme) => ({
              padding: `${theme.space[1]} ${theme.space[2]}`,
              borderRadius: theme.radius.pill,
              fontSize: theme.fontSize.xs,
              fontWeight: theme.fontWeight.semibold,
              border: `1px solid ${index === PICKED ? theme.color.primary : theme.color.border}`,
              background: index === PICKED ? theme.color.primary : theme.color.surfaceRaised,
              color: index === PICKED ? theme.color.onPrimary : theme.color.text,
            })}
          >
            {slot}
          </span>
        ))}
      </span>
    </div>
  );
}
