import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CalendarCheckIcon } from "../components/icons/CalendarCheckIcon";
import { CtaBanner } from "../components/CtaBanner";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { bookingPath } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import { HomeHero } from "../sections/home/HomeHero";
import { PortfolioTeaser } from "../sections/home/PortfolioTeaser";
import { ServicesOverview } from "../sections/home/ServicesOverview";
import { TrustedBy } from "../sections/home/TrustedBy";
import { toCaseStudies } from "../sections/portfolio/toCaseStudies";
import { AgencyJsonLd } from "../seo/JsonLd";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const config = useSiteConfig();
  return (
    <>
      <HomeHero config={config} />
      <ServicesOverview services={data.allService.nodes} />
      <TrustedBy config={config} />
      <PortfolioTeaser caseStudies={toCaseStudies(data.allCaseStudy.nodes)} />
      <CtaBanner
        id="home-cta"
        title="Ready for more customers to find you?"
        intro={`Book a free ${config.claims.callMinutes}-minute strategy call. We'll look at your website and social media together and give you ${config.claims.callOutcome}. No cost, no commitment.`}
        action={{ to: bookingPath, label: "Book My Free Call", icon: CalendarCheckIcon }}
      />
    </>
  );
}

export const query = graphql`
  query HomePage {
    allService {
      nodes {
        icon
        title
        description
      }
    }
    allCaseStudy {
      nodes {
        ...CaseStudyFields
      }
    }
  }
`;

export function Head({ location }: HeadProps<Queries.HomePageQuery>) {
  const { name, description } = useSiteConfig();
  return (
    <Seo title={name} description={description} pathname={location.pathname}>
      <AgencyJsonLd />
    </Seo>
  );
}
