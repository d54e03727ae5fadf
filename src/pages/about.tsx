import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CtaBanner } from "../components/CtaBanner";
import { locationLabel, useSiteConfig } from "../hooks/useSiteConfig";
import { routes } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import { AboutStory } from "../sections/about/AboutStory";
import type { TeamPhotoData } from "../sections/about/TeamPhoto";
import { Highlights } from "../sections/about/Highlights";
import { Values } from "../sections/about/Values";
import { PageHero } from "../sections/PageHero";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const config = useSiteConfig();
  return (
    <>
      <PageHero
        title={`A small ${config.location.city} team on your side`}
        intro={`We help small businesses in ${locationLabel(config)} and beyond turn their websites, content and social media into a steady source of new customers.`}
        accent="about"
      />
      <AboutStory config={config} teamPhoto={teamPhotoOf(data)} />
      <Highlights claims={config.claims} />
      <Values />
      <CtaBanner
        id="about-cta"
        title="Let's find out what we can do for you"
        intro="Tell us about your business and we'll suggest where to start, or see the services we offer first."
        action={{ to: routes.contact, label: "Talk to Our Team" }}
        secondary={{ to: routes.services, label: "See How We Help" }}
      />
    </>
  );
}

export const query = graphql`
  query AboutPage {
    siteConfig {
      about {
        teamPhotoAlt
        teamPhoto {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 416, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`;

/** The team's photo once the owner has added it to content/site.yaml; until then, none. */
function teamPhotoOf(data: Queries.AboutPageQuery): TeamPhotoData | null {
  const about = data.siteConfig?.about;
  const image = about?.teamPhoto?.childImageSharp?.gatsbyImageData;
  if (!about?.teamPhoto) return null;
  if (!image) throw new Error("content/site.yaml: about.teamPhoto is not an image sharp can read.");
  return { image, alt: about.teamPhotoAlt ?? "" };
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
