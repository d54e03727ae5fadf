import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CalendarCheckIcon } from "../components/icons/CalendarCheckIcon";
import { CardGrid } from "../components/CardGrid";
import { CtaBanner } from "../components/CtaBanner";
import { Section } from "../components/Section";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { bookingPath } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { ServiceDetail } from "../sections/services/ServiceDetail";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const { claims } = useSiteConfig();
  return (
    <>
      <PageHero
        title="Services that bring small businesses more customers"
        intro="Website design, content with on-page SEO, and social media, planned around the customers you want and priced for a small business."
        accent="services"
      />
      <Section
        id="service-list"
        title="Choose where to start"
        intro="Each service works on its own, and they work even better together. Not sure which you need? That's exactly what the free strategy call is for."
      >
        <CardGrid>
          {data.allService.nodes.map((service) => (
            <ServiceDetail key={service.title} service={service} />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner
        id="services-cta"
        title="Not sure which service fits?"
        intro={`In a free ${claims.callMinutes}-minute call we look at where your customers come from today and give you ${claims.callOutcome}.`}
        action={{
          to: bookingPath,
          label: "Book Your Free Strategy Call",
          icon: CalendarCheckIcon,
        }}
      />
    </>
  );
}

export const query = graphql`
  query ServicesPage {
    allService {
      nodes {
        icon
        title
        description
        features
      }
    }
  }
`;

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Services"
      description="Website design, content development with on-page SEO, and social media growth for small businesses, each with a clear list of what's included."
      pathname={location.pathname}
    />
  );
}
