import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { tokens } from "../theme/tokens";
import { normalizePath } from "./navigation";

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

/** The one component every page's `Head` uses: title, description, canonical and social tags. */
export function Seo({
  title,
  description,
  pathname,
  type = "website",
  noindex,
  children,
}: SeoProps) {
  const config = useSiteConfig();
  const branded = `${title} | ${config.name}`;
  // Search results cut titles near 70 characters; a long article title keeps its own words.
  const fullTitle = title === config.name || branded.length > 70 ? title : branded;
  const url = `${config.siteUrl}${normalizePath(pathname)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content={tokens.color.primary} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={config.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  );
}
