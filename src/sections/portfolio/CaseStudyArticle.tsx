import { ResponsiveImage } from "../../components/ResponsiveImage";
import { Tag } from "../../components/Tag";
import { mq } from "../../theme/tokens";
import { CaseStudyStory } from "./CaseStudyStory";
import type { CaseStudyData } from "./types";
import { VisitSiteLink } from "./VisitSiteLink";

/** One case study: picture and link to the live site beside the problem, solution and results. */
export function CaseStudyArticle({
  study,
  headingId,
}: {
  study: CaseStudyData;
  headingId: string;
}) {
  return (
    <article
      aria-labelledby={headingId}
      css={(theme) => ({
        display: "grid",
        gap: theme.space[6],
        alignItems: "start",
        gridTemplateColumns: "minmax(0, 1fr)",
        [mq("lg")]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)" },
      })}
    >
      <div css={(theme) => ({ display: "grid", gap: theme.space[4] })}>
        <div
          css={(theme) => ({
            overflow: "hidden",
            borderRadius: theme.radius.md,
            border: `1px solid ${theme.color.border}`,
            boxShadow: theme.shadow.card,
          })}
        >
          <ResponsiveImage
            image={study.image}
            alt={study.imageAlt}
            sizes="(min-width: 72em) 31rem, (min-width: 45rem) 720px, 100vw"
          />
        </div>
        <VisitSiteLink url={study.url} />
      </div>
      <div css={(theme) => ({ display: "grid", gap: theme.space[4] })}>
        <div>
          <Tag>{study.category}</Tag>
        </div>
        <h2 id={headingId} css={(theme) => ({ fontSize: theme.fontSize["2xl"] })}>
          {study.title}
        </h2>
        <CaseStudyStory study={study} />
      </div>
    </article>
  );
}
