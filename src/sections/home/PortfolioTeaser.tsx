import { ButtonLink } from "../../components/ButtonLink";
import { ArrowRightIcon } from "../../components/icons/ArrowRightIcon";
import { Card } from "../../components/Card";
import { CardGrid } from "../../components/CardGrid";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { Section } from "../../components/Section";
import { Tag } from "../../components/Tag";
import { routes } from "../../layout/navigation";
import { ResultFigure } from "../portfolio/ResultFigure";
import type { CaseStudyData } from "../portfolio/types";
import { VisitSiteLink } from "../portfolio/VisitSiteLink";

/**
 * Two recent projects, each leading with its first result's figure under the picture of the
 * site, then whose it is and the link out to it; the full stories are on Portfolio.
 */
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
                borderBottom: `1px solid ${theme.color.border}`,
              })}
            >
              <ResponsiveImage
                image={study.image}
                alt={study.imageAlt}
                // The card's width: the page's padding off a phone's (a wider guess asks a phone
                // for the 1440 px file, twice the bytes).
                sizes="(min-width: 48em) 34rem, calc(100vw - 2rem)"
              />
            </div>
            <div
              css={(theme) => ({ display: "grid", gap: theme.space[4], padding: theme.space[5] })}
            >
              {study.results[0] && (
                <p data-teaser-result="">
                  <ResultFigure result={study.results[0]} />
                </p>
              )}
              <div
                css={(theme) => ({
                  display: "grid",
                  gap: theme.space[2],
                  paddingTop: theme.space[4],
                  borderTop: `1px solid ${theme.color.border}`,
                })}
              >
                <div>
                  <Tag>{study.category}</Tag>
                </div>
                <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{study.title}</h3>
                <VisitSiteLink url={study.url} />
              </div>
            </div>
          </Card>
        ))}
      </CardGrid>
      <div css={(theme) => ({ marginTop: theme.space[6] })}>
        <ButtonLink to={routes.portfolio} variant="secondary" icon={ArrowRightIcon}>
          Read the full case studies
        </ButtonLink>
      </div>
    </Section>
  );
}
