import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { brandAssets, ogImageAlt, ogImageSize } from "../seo/brandAssets";
import { canonicalUrl } from "../seo/canonicalUrl";
import { tokens } from "../theme/tokens";

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
 * The one component every page's `Head` uses: title, description, canonical, social card,
 * icons and manifest. (The SVG favicon and `lang` are set for every page in gatsby-ssr.tsx.)
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
  const image = `${config.siteUrl}${brandAssets.ogImage}`;
  const imageAlt = ogImageAlt(config.name, config.tagline);
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
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(ogImageSize.width)} />
      <meta property="og:image:height" content={String(ogImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <link rel="icon" href={brandAssets.icon32} sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href={brandAssets.appleTouchIcon} />
      <link rel="manifest" href={brandAssets.manifest} />
      {children}
    </>
  );
}
