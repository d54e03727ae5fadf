import type { HeadProps } from "gatsby";
import { ArrowRightIcon } from "../components/icons/ArrowRightIcon";
import { ButtonLink } from "../components/ButtonLink";
import { CtaBanner } from "../components/CtaBanner";
import { locationLabel, useSiteConfig } from "../hooks/useSiteConfig";
import { routes } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import { AboutStory } from "../sections/about/AboutStory";
import { Highlights } from "../sections/about/Highlights";
import { Values } from "../sections/about/Values";
import { PageHero } from "../sections/PageHero";

export default function AboutPage() {
  const config = useSiteConfig();
  return (
    <>
      <PageHero
        title={`A small ${config.location.city} team on your side`}
        intro={`We help small businesses in ${locationLabel(config)} and beyond turn their websites, content and social media into a steady source of new customers.`}
      />
      <AboutStory config={config} />
      <Highlights claims={config.claims} />
      <Values />
      <CtaBanner
        id="about-cta"
        title="Let's find out what we can do for you"
        intro="See the services we offer, or tell us about your business and we'll suggest where to start."
      >
        <ButtonLink to={routes.services} variant="onDark" icon={ArrowRightIcon}>
          See How We Help
        </ButtonLink>
        <ButtonLink to={routes.contact} variant="outlineOnDark">
          Talk to Our Team
        </ButtonLink>
      </CtaBanner>
    </>
  );
}

export function Head({ location }: HeadProps) {
  const { name, location: place } = useSiteConfig();
  return (
    <Seo
      title="About Us"
      description={`Meet ${name}, a small ${place.city} team that helps local businesses earn more customers with websites, content and social media.`}
      pathname={location.pathname}
    />
  );
}
