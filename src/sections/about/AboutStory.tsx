import { Section } from "../../components/Section";
import type { SiteConfig } from "../../hooks/useSiteConfig";
import { locationLabel } from "../../hooks/useSiteConfig";
import { mq } from "../../theme/tokens";
import { TeamPhoto, type TeamPhotoData } from "./TeamPhoto";

type StoryConfig = Pick<SiteConfig, "name" | "location" | "claims" | "areaServed">;

/** Why the agency exists and how it works, in the owners' own terms, beside the team's photo. */
export function AboutStory({
  config,
  teamPhoto,
}: {
  config: StoryConfig;
  teamPhoto: TeamPhotoData | null;
}) {
  return (
    <Section id="story" eyebrow="Our story" title="Built for the businesses big agencies overlook">
      <div
        css={(theme) => ({
          display: "grid",
          gap: theme.space[7],
          alignItems: "start",
          [mq("lg")]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
        })}
      >
        <div
          css={(theme) => ({
            maxWidth: theme.size.prose,
            display: "grid",
            gap: theme.space[4],
            fontSize: theme.fontSize.md,
          })}
        >
          <p>
            {config.name} started in {locationLabel(config)} with a simple observation: the owners
            of yoga studios, consultancies, salons and shops around us were great at their work, but
            their websites and social accounts weren't bringing in customers. Big agencies priced
            them out, and do-it-yourself tools left them with one more job on an already full plate.
          </p>
          <p>
            So we do the digital work for them. We design websites that load fast and make booking
            easy, write the articles and emails their customers are searching for, and keep their
            social media active and on brand. Every plan starts with the question we ask on our free{" "}
            {config.claims.callMinutes}-minute strategy call: what would more customers look like
            for your business?
          </p>
          <p>
            Today we've helped {config.claims.businessesHelped} businesses across{" "}
            {config.areaServed}. We stay small on purpose, so you always talk to the people doing
            the work, and you hear back from us {config.claims.responsePromise}.
          </p>
        </div>
        <div css={(theme) => ({ maxWidth: theme.size.teamPhoto, width: "100%" })}>
          <TeamPhoto photo={teamPhoto} />
        </div>
      </div>
    </Section>
  );
}
