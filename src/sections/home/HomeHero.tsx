import { ButtonLink } from "../../components/ButtonLink";
import { HomeHeroArt } from "../../components/art/HomeHeroArt";
import { ArrowRightIcon } from "../../components/icons/ArrowRightIcon";
import { bookingPath, routes } from "../../layout/navigation";
import type { SiteConfig } from "../../hooks/useSiteConfig";
import { PageHero } from "../PageHero";
import { HeroClaims } from "./HeroClaims";

/** The home page's opening: the promise, the two main actions, the proof points and the art. */
export function HomeHero({ config }: { config: Pick<SiteConfig, "tagline" | "claims"> }) {
  return (
    <PageHero
      title="More customers from your website, content and social media"
      intro={config.tagline}
      home={{
        art: <HomeHeroArt callMinutes={config.claims.callMinutes} />,
        proof: <HeroClaims claims={config.claims} />,
      }}
    >
      <ButtonLink to={bookingPath} variant="primary" icon={ArrowRightIcon}>
        Book Your Free Strategy Call
      </ButtonLink>
      <ButtonLink to={routes.portfolio} variant="secondary">
        View Our Work
      </ButtonLink>
    </PageHero>
  );
}
