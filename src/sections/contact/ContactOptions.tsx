import { CardGrid } from "../../components/CardGrid";
import { IconCard } from "../../components/IconCard";
import { ClockIcon } from "../../components/icons/ClockIcon";
import { MapPinIcon } from "../../components/icons/MapPinIcon";
import { MessageCircleIcon } from "../../components/icons/MessageCircleIcon";
import { Section } from "../../components/Section";
import { locationLabel, type SiteConfig } from "../../hooks/useSiteConfig";

type OptionsConfig = Pick<SiteConfig, "email" | "location" | "claims">;

/** The three quick ways to reach us: write, find us, and when to expect a reply. */
export function ContactOptions({ config }: { config: OptionsConfig }) {
  const mailto = `mailto:${config.email}`;
  return (
    <Section id="reach-us" title="Reach us your way">
      <CardGrid>
        <IconCard
          icon={MessageCircleIcon}
          title="Send us a message"
          text="Prefer to write? Tell us a little about your business and what you'd like to change, and we'll reply with ideas and next steps."
        >
          <p>
            <a href={mailto}>{config.email}</a>
          </p>
        </IconCard>
        <IconCard
          icon={MapPinIcon}
          title="Get in Touch"
          text="We work with owners in person around town and by video everywhere else."
        >
          <ul
            css={(theme) => ({
              display: "grid",
              gap: theme.space[2],
              margin: 0,
              padding: 0,
              listStyle: "none",
            })}
          >
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
        />
      </CardGrid>
    </Section>
  );
}
