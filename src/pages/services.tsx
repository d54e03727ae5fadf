import type { HeadProps } from "gatsby";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";

// Placeholder so the shell is testable; the marketing-pages issue writes the full page.
export default function ServicesPage() {
  return (
    <PageHero
      title="Services that grow small businesses"
      intro="Website design, content and social media, planned around the customers you want."
    />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Services"
      description="Website design, content and social media, planned around the customers you want."
      pathname={location.pathname}
    />
  );
}
