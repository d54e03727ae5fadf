import type { HeadProps } from "gatsby";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";

// Placeholder so the shell is testable; the marketing-pages issue writes the full page.
export default function AboutPage() {
  return (
    <PageHero
      title="About us"
      intro="A small Dallas team that helps local businesses earn more customers online."
    />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="About Us"
      description="A small Dallas team that helps local businesses earn more customers online."
      pathname={location.pathname}
    />
  );
}
