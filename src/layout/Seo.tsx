import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { canonicalUrl } from "../seo/canonicalUrl";

export interface SeoProps {
  /** The page's own title; the agency name is appended ("About | Agency") when it fits. */
  title: string;
  description: string;
  /** The page's path; the canonical URL is built from it, lowercased with a trailing slash. */
  pathname: string;
  type?: "website" | "article";
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
  /** Extra head tags, such as JSON-LD. */
  children?: ReactNode;
}

/**
 * The one component every page's `Head` uses: the tags that differ per page (title,
 * description, canonical, social card text). Tags that are the same on every page (icons,
 * manifest, social image, `lang`) are written once by gatsby-ssr.tsx, see src/seo/siteHeadTags.tsx.
 */
export function Seo({
  title,
  description,
  pathname,
  type = "website",
  noindex,
  children,
}: SeoProps) {
  const config = useSiteConfig();
  const fullTitle = title === config.name ? title : `${title} | ${config.name}`;
  const url = canonicalUrl(config.siteUrl, pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  );
}
