import { ResponsiveImage } from "../../components/ResponsiveImage";
import { Tag } from "../../components/Tag";
import { mq } from "../../theme/tokens";
import { CaseStudyStory } from "./CaseStudyStory";
import { ResultTiles } from "./ResultTiles";
import type { CaseStudyData } from "./types";
import { VisitSiteLink } from "./VisitSiteLink";

const area = (name: string) => ({ gridArea: name, minWidth: 0 });

/**
 * One case study: its name, the picture of the site we built and the link to it beside the
 * problem and solution, then the results as figures across the whole width, then the services.
 */
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
        columnGap: theme.space[7],
        rowGap: theme.space[5],
        gridTemplateColumns: "minmax(0, 1fr)",
        gridTemplateAreas: '"head" "media" "story" "results" "services"',
        [mq("lg")]: {
          gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)",
          gridTemplateAreas: '"media head" "media story" "results results" "services services"',
          alignItems: "start",
        },
      })}
    >
      <header css={(theme) => ({ ...area("head"), display: "grid", gap: theme.space[3] })}>
        <div>
          <Tag>{study.category}</Tag>
        </div>
        <h2 id={headingId} css={(theme) => ({ fontSize: theme.fontSize["2xl"] })}>
          {study.title}
        </h2>
      </header>
      <div css={(theme) => ({ ...area("media"), display: "grid", gap: theme.space[3] })}>
        <div
          css={(theme) => ({
            overflow: "hidden",
            borderRadius: theme.radius.lg,
            border: `1px solid ${theme.color.border}`,
          })}
        >
          <ResponsiveImage
            image={study.image}
            alt={study.imageAlt}
            // The column's width, the page's padding off (Container): a wider guess asks a phone
            // for the 1440 px file, twice the bytes.
            sizes="(min-width: 72em) 31rem, (min-width: 48em) calc(100vw - 4rem), calc(100vw - 2rem)"
          />
        </div>
        <VisitSiteLink url={study.url} />
      </div>
      <div css={area("story")}>
        <CaseStudyStory study={study} />
      </div>
      <div css={(theme) => ({ ...area("results"), display: "grid", gap: theme.space[4] })}>
        <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>Results</h3>
        <ResultTiles results={study.results} />
      </div>
      <div
        css={(theme) => ({
          ...area("services"),
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: theme.space[3],
        })}
      >
        <h3 css={(theme) => ({ fontSize: theme.fontSize.sm })}>Services used</h3>
        <ul
          css={(theme) => ({
            display: "flex",
            flexWrap: "wrap",
            gap: theme.space[2],
            margin: 0,
            padding: 0,
            listStyle: "none",
          })}
        >
          {study.services.map((service) => (
            <li key={service}>
              <Tag tone="primary">{service}</Tag>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
