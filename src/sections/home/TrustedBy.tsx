import type { IconComponent } from "../../components/Icon";
import { IconBadge } from "../../components/IconBadge";
import { HeartIcon } from "../../components/icons/HeartIcon";
import { LayoutGridIcon } from "../../components/icons/LayoutGridIcon";
import { PhoneIcon } from "../../components/icons/PhoneIcon";
import { SparklesIcon } from "../../components/icons/SparklesIcon";
import { StarIcon } from "../../components/icons/StarIcon";
import { UsersIcon } from "../../components/icons/UsersIcon";
import { Section } from "../../components/Section";
import type { SiteConfig } from "../../hooks/useSiteConfig";
import { mq } from "../../theme/tokens";

/*
 * The kinds of businesses we work with, rather than client logos: we show only what we can
 * stand behind, and an owner recognizes their own kind of business faster than a logo.
 */
const kinds: { icon: IconComponent; label: string }[] = [
  { icon: HeartIcon, label: "Yoga and fitness studios" },
  { icon: UsersIcon, label: "Consultants and advisors" },
  { icon: SparklesIcon, label: "Salons and spas" },
  { icon: PhoneIcon, label: "Home service pros" },
  { icon: StarIcon, label: "Restaurants and cafés" },
  { icon: LayoutGridIcon, label: "Local shops" },
];

/** The trust strip: who we help, with the number of businesses from the site config. */
export function TrustedBy({ config }: { config: Pick<SiteConfig, "claims" | "areaServed"> }) {
  return (
    <Section
      id="trusted"
      tone="muted"
      title="Trusted by growing businesses"
      intro={`${config.claims.businessesHelped} owners across ${config.areaServed} have trusted us with their website, content or social media. Here are the kinds of businesses they run.`}
    >
      <ul
        css={(theme) => ({
          display: "grid",
          gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
          gap: theme.space[4],
          margin: 0,
          padding: 0,
          listStyle: "none",
          [mq("lg")]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
        })}
      >
        {kinds.map(({ icon, label }) => (
          <li
            key={label}
            css={(theme) => ({
              display: "flex",
              alignItems: "center",
              gap: theme.space[3],
              fontWeight: theme.fontWeight.semibold,
              [mq("lg")]: { flexDirection: "column", textAlign: "center" },
            })}
          >
            <IconBadge icon={icon} />
            {label}
          </li>
        ))}
      </ul>
    </Section>
  );
}
