import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Container } from "../components/Container";
import { CtaBanner } from "../components/CtaBanner";
import { ArrowRightIcon } from "../components/icons/ArrowRightIcon";
import { Seo } from "../layout/Seo";
import { routes } from "../layout/navigation";
import { PageHero } from "../sections/PageHero";
import { CaseStudyArticle } from "../sections/portfolio/CaseStudyArticle";
import { toCaseStudies } from "../sections/portfolio/toCaseStudies";

export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const caseStudies = toCaseStudies(data.allCaseStudy.nodes);
  return (
    <>
      <PageHero
        title="Real results for local businesses"
        intro="The problems two owners brought us, what we built together and what changed for their business."
        accent="portfolio"
      />
      <Container
        css={(theme) => ({
          display: "grid",
          gap: theme.space[9],
          paddingBlock: theme.space[8],
        })}
      >
        {caseStudies.map((study, index) => (
          <CaseStudyArticle key={study.title} study={study} headingId={`case-study-${index + 1}`} />
        ))}
      </Container>
      <CtaBanner
        id="portfolio-cta"
        title="Your business could be next"
        intro="Tell us where you want to be a year from now, and we'll show you how to get there."
        action={{ to: routes.contact, label: "Start Your Success Story", icon: ArrowRightIcon }}
      />
    </>
  );
}

export const query = graphql`
  query PortfolioPage {
    allCaseStudy {
      nodes {
        ...CaseStudyFields
      }
    }
  }
`;

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Portfolio"
      description="Case studies from a yoga studio and a consulting firm: the problem, what we built and the results, from faster pages to more bookings."
      pathname={location.pathname}
    />
  );
}
