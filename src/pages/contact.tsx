import type { HeadProps } from "gatsby";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { ContactJsonLd } from "../seo/JsonLd";

// Placeholder so the shell is testable; the marketing-pages issue writes the full page.
export default function ContactPage() {
  return (
    <PageHero
      title="Let's talk about your business"
      intro="Book a free strategy call or send us a message."
    />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Contact"
      description="Book a free strategy call or send us a message."
      pathname={location.pathname}
    >
      <ContactJsonLd />
    </Seo>
  );
}
