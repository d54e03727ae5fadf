import type { SiteConfig } from "../hooks/useSiteConfig";
import { brandAssets } from "./brandAssets";

/** A schema.org node as JSON-LD: plain JSON with `@type` and its properties. */
export type JsonLdNode = { "@context"?: string; "@type": string } & Record<string, unknown>;

const context = "https://schema.org";

type AgencyFields = Pick<
  SiteConfig,
  "name" | "description" | "siteUrl" | "email" | "location" | "areaServed" | "social"
>;

/** The agency's stable id, so Article nodes can point at the same organization. */
export const agencyId = (siteUrl: string) => `${siteUrl}/#agency`;

/**
 * The agency as a `ProfessionalService`: what search engines show in a local business panel.
 * Only social profiles that exist (a non-empty url in site.yaml) are listed in `sameAs`.
 */
export function professionalService(config: AgencyFields): JsonLdNode {
  return {
    "@context": context,
    "@type": "ProfessionalService",
    "@id": agencyId(config.siteUrl),
    name: config.name,
    description: config.description,
    url: `${config.siteUrl}/`,
    email: config.email,
    logo: `${config.siteUrl}${brandAssets.icon512}`,
    image: `${config.siteUrl}${brandAssets.ogImage}`,
    address: {
      "@type": "PostalAddress",
      addressLocality: config.location.city,
      addressRegion: config.location.region,
      // site.yaml's region is a US state code; schema.org wants the country to place it.
      addressCountry: "US",
    },
    areaServed: { "@type": "Place", name: config.areaServed },
    sameAs: config.social.flatMap((link) => (link.url ? [link.url] : [])),
  };
}

/** One of the Contact page's Common Questions, its placeholders filled. */
export interface Question {
  question: string;
  answer: string;
}

/** Common Questions as a `FAQPage`, from the same list the Contact page shows. */
export function faqPage(questions: Question[]): JsonLdNode {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export interface ArticleFields {
  title: string;
  description: string;
  /** The article's canonical URL. */
  url: string;
  /** ISO dates, for the articles whose publication is known (the feeds give the same). */
  datePublished?: string | null;
  dateModified?: string | null;
  /** The article's own social card, absolute; the site's when absent. */
  image?: string | null;
}

/** The agency as the author and publisher of the site's pages. */
const organization = (config: Pick<SiteConfig, "name" | "siteUrl">) => ({
  "@type": "Organization",
  "@id": agencyId(config.siteUrl),
  name: config.name,
  url: `${config.siteUrl}/`,
  logo: { "@type": "ImageObject", url: `${config.siteUrl}${brandAssets.icon512}` },
});

/** An article page as a schema.org `Article`, written and published by the agency. */
export function article(config: Pick<SiteConfig, "name" | "siteUrl">, fields: ArticleFields) {
  const agency = organization(config);
  const node: JsonLdNode = {
    "@context": context,
    "@type": "Article",
    headline: fields.title,
    description: fields.description,
    url: fields.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": fields.url },
    image: fields.image ?? `${config.siteUrl}${brandAssets.ogImage}`,
    author: agency,
    publisher: agency,
  };
  if (fields.datePublished) node.datePublished = fields.datePublished;
  if (fields.dateModified) node.dateModified = fields.dateModified;
  return node;
}

/** One step of a breadcrumb trail: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** A page's place in the site, Home first, as a schema.org `BreadcrumbList`. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdNode {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface CollectionFields {
  name: string;
  description: string;
  /** The page's canonical URL. */
  url: string;
  /** The articles the page lists, in order, with their absolute URLs. */
  items: readonly { name: string; url: string }[];
}

/**
 * A listing page (all articles, one category, or one page of either) as a `CollectionPage`
 * published by the agency, whose main entity is the list of articles it shows.
 */
export function collectionPage(
  config: Pick<SiteConfig, "name" | "siteUrl">,
  fields: CollectionFields,
): JsonLdNode {
  return {
    "@context": context,
    "@type": "CollectionPage",
    name: fields.name,
    description: fields.description,
    url: fields.url,
    publisher: organization(config),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: fields.items.length,
      itemListElement: fields.items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        url: item.url,
      })),
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text in the data
 * (a title with "</script>") can end the script element early.
 */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify(node).replace(/</g, "\\u003c");
}
