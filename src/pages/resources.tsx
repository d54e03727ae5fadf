import type { HeadProps } from "gatsby";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { FreeResources } from "../sections/resources/FreeResources";

// Placeholder so the shell is testable; the marketing-pages issue writes the full page.
export default function ResourcesPage() {
  return (
    <>
      <PageHero
        title="Free resources for growing online"
        intro="Practical articles and tools for small-business owners."
      />
      <FreeResources />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Resources"
      description="Practical articles and tools for small-business owners."
      pathname={location.pathname}
    />
  );
}
