import type { HeadProps } from "gatsby";
import { ButtonLink } from "../components/ButtonLink";
import { routes } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";

// Placeholder so the shell is testable; the marketing-pages issue completes the 404 page.
export default function NotFoundPage() {
  return (
    <PageHero
      title="Page Not Found"
      intro="The page you are looking for might have been moved or does not exist."
    >
      <ButtonLink to={routes.home} variant="onDark">
        Back to Home
      </ButtonLink>
    </PageHero>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Page Not Found"
      description="The page you are looking for might have been moved or does not exist."
      pathname={location.pathname}
      noindex
    />
  );
}
