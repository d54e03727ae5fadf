import { CardGrid } from "../../components/CardGrid";
import { IconCard } from "../../components/IconCard";
import { AwardIcon } from "../../components/icons/AwardIcon";
import { HandshakeIcon } from "../../components/icons/HandshakeIcon";
import { Section } from "../../components/Section";
import type { SiteConfig } from "../../hooks/useSiteConfig";

/** The two reasons owners choose us, each backed by a figure from the site config. */
export function Highlights({ claims }: { claims: SiteConfig["claims"] }) {
  const highlights = [
    {
      icon: AwardIcon,
      title: "Proven Experience",
      text: `We've helped ${claims.businessesHelped} small businesses launch websites, grow their audiences and turn online attention into booked appointments and sales.`,
    },
    {
      icon: HandshakeIcon,
      title: "Trusted Partner",
      text: `Our clients report ${claims.satisfactionPercent}% satisfaction. We explain every recommendation in plain English and reply ${claims.responsePromise}.`,
    },
  ];
  return (
    <Section id="highlights" tone="muted" title="Why owners work with us">
      <CardGrid columns={2}>
        {highlights.map(({ icon, title, text }) => (
          <IconCard key={title} icon={icon} title={title} text={text} />
        ))}
      </CardGrid>
    </Section>
  );
}
