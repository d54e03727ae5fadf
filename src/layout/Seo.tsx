import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { brandAssets, ogImageAlt, ogImageSize } from "../seo/brandAssets";
import { canonicalUrl } from "../seo/canonicalUrl";
import { pageTitle } from "../seo/pageTitle";
import { siteHeadTags } from "../seo/siteHeadTags";

/** A page's own social card, a path on this site (an article's front matter `image`). */
export interface SeoImage {
  src: string;
  width: number;
  height: number;
}

export interface SeoProps {
  /** The page's own title; the agency name is appended ("About | Agency") when it fits. */
  title: string;
  description: string;
  /** The page's path; the canonical URL is built from it, lowercased with a trailing slash. */
  pathname: string;
  type?: "website" | "article";
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
  /** The page's own social card; the site's card (its name and tagline) when absent. */
  image?: SeoImage | null;
  /** Extra head tags, such as JSON-LD. */
  children?: ReactNode;
}

/**
 * The one component every page's `Head` uses: the tags that differ per page (title,
 * description, canonical, social card), then those that are the same on every page (icons,
 * manifest, feeds: src/seo/siteHeadTags.tsx), all from the one site-config query.
 */
export function Seo({
  title,
  description,
  pathname,
  type = "website",
  noindex,
  image,
  children,
}: SeoProps) {
  const config = useSiteConfig();
  const fullTitle = pageTitle(title, config.name);
  const url = canonicalUrl(config.siteUrl, pathname);
  const card = image ?? { src: brandAssets.ogImage, ...ogImageSize };
  const cardUrl = `${config.siteUrl}${card.src}`;
  // The site's card shows the agency's name and tagline; an article's own picture has no
  // alt text in its front matter, and a wrong description is worse than none.
  const cardAlt = image ? null : ogImageAlt(config.name, config.tagline);
  return (
    <>
      {siteHeadTags(config)}
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta property="og:image" content={cardUrl} />
      <meta property="og:image:width" content={String(card.width)} />
      <meta property="og:image:height" content={String(card.height)} />
      <meta name="twitter:image" content={cardUrl} />
      {cardAlt && <meta property="og:image:alt" content={cardAlt} />}
      {cardAlt && <meta name="twitter:image:alt" content={cardAlt} />}
      {children}
    </>
  );
}
