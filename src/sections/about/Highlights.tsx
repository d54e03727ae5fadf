import { CardGrid } from "../../components/CardGrid";
import { Card } from "../../components/Card";
import { Section } from "../../components/Section";
import type { SiteConfig } from "../../hooks/useSiteConfig";

/** The two reasons owners choose us, each led by its figure from the site config. */
export function Highlights({ claims }: { claims: SiteConfig["claims"] }) {
  const highlights = [
    {
      figure: claims.businessesHelped,
      title: "Proven Experience",
      text: `We've helped ${claims.businessesHelped} small businesses launch websites, grow their audiences and turn online attention into booked appointments and sales.`,
    },
    {
      figure: `${claims.satisfactionPercent}%`,
      title: "Trusted Partner",
      text: `Our clients report ${claims.satisfactionPercent}% satisfaction. We explain every recommendation in plain English and reply ${claims.responsePromise}.`,
    },
  ];
  return (
    <Section id="highlights" tone="muted" title="Why owners work with us">
      <CardGrid columns={2}>
        {highlights.map(({ figure, title, text }) => (
          <Card as="li" key={title} css={(theme) => ({ gap: theme.space[4] })}>
            {/* The figure repeats the text's own: a reader hears it once, in the sentence. */}
            <span
              aria-hidden="true"
              data-figure=""
              css={(theme) => ({
                fontSize: theme.fontSize["3xl"],
                lineHeight: theme.lineHeight.tight,
                color: theme.color.primary,
              })}
            >
              {figure}
            </span>
            <h3 css={(theme) => ({ fontSize: theme.fontSize.xl })}>{title}</h3>
            <p css={(theme) => ({ color: theme.color.textMuted })}>{text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
