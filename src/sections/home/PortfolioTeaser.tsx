import { ButtonLink } from "../../components/ButtonLink";
import { ArrowRightIcon } from "../../components/icons/ArrowRightIcon";
import { Card } from "../../components/Card";
import { CardGrid } from "../../components/CardGrid";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { Section } from "../../components/Section";
import { Tag } from "../../components/Tag";
import { routes } from "../../layout/navigation";
import type { CaseStudyData } from "../portfolio/types";
import { VisitSiteLink } from "../portfolio/VisitSiteLink";

/** Two recent projects, each linking out to the live site, and a way to the full stories. */
export function PortfolioTeaser({ caseStudies }: { caseStudies: readonly CaseStudyData[] }) {
  return (
    <Section
      id="work"
      eyebrow="Recent work"
      title="Local businesses we have helped grow"
      intro="Visit the live sites, then read what changed for each owner on our portfolio page."
    >
      <CardGrid columns={2}>
        {caseStudies.map((study) => (
          <Card as="li" key={study.title} css={{ padding: 0 }}>
            {/* Only the picture is clipped to the card's corners: clipping the whole card
                would cut the focus ring of the link below it. */}
            <div
              css={(theme) => ({
                overflow: "hidden",
                borderRadius: `${theme.radius.md} ${theme.radius.md} 0 0`,
              })}
            >
              <ResponsiveImage
                image={study.image}
                alt={study.imageAlt}
                sizes="(min-width: 48em) 34rem, 100vw"
              />
            </div>
            <div
              css={(theme) => ({ display: "grid", gap: theme.space[3], padding: theme.space[5] })}
            >
              <div>
                <Tag>{study.category}</Tag>
              </div>
              <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{study.title}</h3>
              <p css={(theme) => ({ color: theme.color.textMuted })}>{study.results[0]}.</p>
              <VisitSiteLink url={study.url} />
            </div>
          </Card>
        ))}
      </CardGrid>
      <div css={(theme) => ({ marginTop: theme.space[6] })}>
        <ButtonLink to={routes.portfolio} icon={ArrowRightIcon}>
          Read the full case studies
        </ButtonLink>
      </div>
    </Section>
  );
}
