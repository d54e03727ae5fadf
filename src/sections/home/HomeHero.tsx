import { ButtonLink } from "../../components/ButtonLink";
import { ArrowRightIcon } from "../../components/icons/ArrowRightIcon";
import { bookingPath, routes } from "../../layout/navigation";
import type { SiteConfig } from "../../hooks/useSiteConfig";
import { PageHero } from "../PageHero";
import { HeroClaims } from "./HeroClaims";

/** The home page's opening: the promise, the two main actions and the proof points. */
export function HomeHero({ config }: { config: Pick<SiteConfig, "tagline" | "claims"> }) {
  return (
    <PageHero
      title="More customers from your website, content and social media"
      intro={config.tagline}
    >
      <ButtonLink to={bookingPath} variant="onDark" icon={ArrowRightIcon}>
        Book Your Free Strategy Call
      </ButtonLink>
      <ButtonLink to={routes.portfolio} variant="outlineOnDark">
        View Our Work
      </ButtonLink>
      <HeroClaims claims={config.claims} />
    </PageHero>
  );
}
