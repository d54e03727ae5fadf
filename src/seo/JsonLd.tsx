import { useSiteConfig } from "../hooks/useSiteConfig";
import { commonQuestions } from "../sections/contact/commonQuestions";
import { canonicalUrl } from "./canonicalUrl";
import {
  article,
  faqPage,
  professionalService,
  serializeJsonLd,
  type JsonLdNode,
} from "./structuredData";

/** One JSON-LD block for a page's `Head`. Data blocks are never run, so the CSP needs no hash. */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The agency as a local business, for the Home page. */
export function AgencyJsonLd() {
  return <JsonLd data={professionalService(useSiteConfig())} />;
}

/** The Contact page: the agency plus its Common Questions as an FAQ. */
export function ContactJsonLd() {
  const config = useSiteConfig();
  return (
    <>
      <JsonLd data={professionalService(config)} />
      <JsonLd data={faqPage(commonQuestions(config))} />
    </>
  );
}

export interface ArticleJsonLdProps {
  title: string;
  description: string;
  pathname: string;
  datePublished?: string | null;
}

/** An article page's `Article` node. */
export function ArticleJsonLd({ pathname, ...fields }: ArticleJsonLdProps) {
  const config = useSiteConfig();
  return (
    <JsonLd data={article(config, { ...fields, url: canonicalUrl(config.siteUrl, pathname) })} />
  );
}
