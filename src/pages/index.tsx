import type { HeadProps } from "gatsby";
import { ButtonLink } from "../components/ButtonLink";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { routes } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { AgencyJsonLd } from "../seo/JsonLd";

// Placeholder so the shell is testable; the marketing-pages issue writes the full page.
export default function HomePage() {
  const { tagline } = useSiteConfig();
  return (
    <PageHero title="Grow your small business online" intro={tagline}>
      <ButtonLink to={routes.contact} variant="onDark">
        Book Your Free Strategy Call
      </ButtonLink>
      <ButtonLink to={routes.portfolio} variant="outlineOnDark">
        View Our Work
      </ButtonLink>
    </PageHero>
  );
}

export function Head({ location }: HeadProps) {
  const { name, description } = useSiteConfig();
  return (
    <Seo title={name} description={description} pathname={location.pathname}>
      <AgencyJsonLd />
    </Seo>
  );
}
