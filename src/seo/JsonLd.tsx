import { useSiteConfig } from "../hooks/useSiteConfig";
import { type JsonLdNode, professionalService, serializeJsonLd } from "./structuredData";

/**
 * One JSON-LD block for a page's `Head`: a node, or one serialized at build time (the listing
 * pages get theirs in their page context). serializeJsonLd escapes it so it can never end its
 * script element early. Data blocks are never run, so the CSP needs no hash.
 */
export function JsonLd(props: { node: JsonLdNode } | { json: string }) {
  const json = "json" in props ? props.json : serializeJsonLd(props.node);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The agency as a ProfessionalService, from the one site-config query (Home and Contact). */
export function AgencyJsonLd() {
  return <JsonLd node={professionalService(useSiteConfig())} />;
}
