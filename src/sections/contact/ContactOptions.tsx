import type { Theme } from "@emotion/react";
import { cardListStyles } from "../../components/CardGrid";
import { IconCard } from "../../components/IconCard";
import { ClockIcon } from "../../components/icons/ClockIcon";
import { MapPinIcon } from "../../components/icons/MapPinIcon";
import { MessageCircleIcon } from "../../components/icons/MessageCircleIcon";
import { Section } from "../../components/Section";
import { locationLabel, type SiteConfig } from "../../hooks/useSiteConfig";
import { mq } from "../../theme/tokens";
import { BookingCard, type BookingConfig } from "./BookingCard";

type OptionsConfig = BookingConfig & Pick<SiteConfig, "location">;

/**
 * The ways to reach us, in the spec's order: write, book a call, find us, and when to expect a
 * reply. One column on a phone, so the booking card starts within the first screen and a half;
 * on wide screens the calendar takes the right and the three short cards stack on its left.
 */
export function ContactOptions({ config }: { config: OptionsConfig }) {
  const mailto = `mailto:${config.email}`;
  return (
    <Section id="reach-us" title="Reach us your way">
      <ul css={gridStyles}>
        <IconCard
          icon={MessageCircleIcon}
          title="Send us a message"
          text="Prefer to write? Tell us a little about your business and what you'd like to change, and we'll reply with ideas and next steps."
          css={wide}
        >
          <p>
            <a href={mailto}>{config.email}</a>
          </p>
        </IconCard>
        <BookingCard config={config} css={calendar} />
        <IconCard
          icon={MapPinIcon}
          title="Get in Touch"
          text="We work with owners in person around town and by video everywhere else."
          css={side}
        >
          <ul css={detailsStyles}>
            <li>
              <strong>Email: </strong>
              <a href={mailto}>{config.email}</a>
            </li>
            <li>
              <strong>Location: </strong>
              {locationLabel(config)}
            </li>
          </ul>
        </IconCard>
        <IconCard
          icon={ClockIcon}
          title={`${config.claims.responseHours}hr Response Time`}
          text={`Every message and booking gets a personal reply ${config.claims.responsePromise}, from the person who will work on your project.`}
          css={side}
        />
      </ul>
    </Section>
  );
}

const gridStyles = (theme: Theme) => [
  cardListStyles(theme),
  {
    // The last row takes what the tall calendar leaves, so the short cards keep their height.
    [mq("lg")]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr)",
      gridTemplateRows: "auto auto 1fr",
    },
  },
];

/** The message card: a row of its own at tablet width, the left column's top on wide screens. */
const wide = { [mq("md")]: { gridColumn: "1 / -1" }, [mq("lg")]: { gridColumn: "1" } };

/** The booking card: a row of its own at tablet width, the right column on wide screens. */
const calendar = {
  [mq("md")]: { gridColumn: "1 / -1" },
  [mq("lg")]: { gridColumn: "2", gridRow: "1 / span 3" },
};

/** Get in Touch and the response time: side by side at tablet width, under the message card. */
const side = { [mq("lg")]: { gridColumn: "1", alignSelf: "start" } };

const detailsStyles = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
