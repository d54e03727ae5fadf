import type { HeadProps } from "gatsby";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";

// Placeholder so the shell is testable; the marketing-pages issue writes the full page.
export default function PortfolioPage() {
  return (
    <PageHero
      title="Our work"
      intro="Two local businesses, the problems they brought us and what changed."
    />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Portfolio"
      description="Two local businesses, the problems they brought us and what changed."
      pathname={location.pathname}
    />
  );
}
