import type { HeadProps } from "gatsby";
import { Prose } from "../components/Prose";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";

export default function TermsPage() {
  const { name, email, claims } = useSiteConfig();
  return (
    <>
      <PageHero title="Terms of Service" intro="The plain-English terms for using this website." />
      <Prose>
        <h2>Using this site</h2>
        <p>
          You're welcome to read, share and link to the articles and free resources on this site.
          Please don't republish them in full as your own.
        </p>
        <h2>Advice, not guarantees</h2>
        <p>
          Our articles and downloads are general guidance for small businesses. Results depend on
          your market and your business, so treat them as a starting point rather than a promise.
        </p>
        <h2>The free strategy call</h2>
        <p>
          The {claims.callMinutes}-minute strategy call is free and carries no obligation. Any paid
          work is agreed separately in writing, with its scope, timeline and price.
        </p>
        <h2>Questions</h2>
        <p>
          Questions about these terms can go to {name} at <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </Prose>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Terms of Service"
      description="The plain-English terms for using this website, its articles and its free resources."
      pathname={location.pathname}
    />
  );
}
