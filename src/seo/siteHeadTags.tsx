import type { SiteConfigFile } from "../schema/content";
import { tokens } from "../theme/tokens";
import { brandAssets, ogImageAlt, ogImageSize } from "./brandAssets";

/**
 * Head tags that are the same on every page: icons, manifest, theme color and the social card
 * image. gatsby-ssr.tsx writes them into each page's HTML, where browsers and crawlers read
 * them; keeping them out of the per-page `Seo` keeps this code out of the browser bundles.
 */
export function siteHeadTags({
  name,
  tagline,
  siteUrl,
}: Pick<SiteConfigFile, "name" | "tagline" | "siteUrl">) {
  const image = `${siteUrl}${brandAssets.ogImage}`;
  const imageAlt = ogImageAlt(name, tagline);
  return [
    <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="icon-32" rel="icon" href={brandAssets.icon32} sizes="32x32" type="image/png" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={brandAssets.appleTouchIcon} />,
    <link key="manifest" rel="manifest" href={brandAssets.manifest} />,
    <meta key="theme-color" name="theme-color" content={tokens.color.primary} />,
    <meta key="og:site_name" property="og:site_name" content={name} />,
    <meta key="og:locale" property="og:locale" content="en_US" />,
    <meta key="og:image" property="og:image" content={image} />,
    <meta key="og:image:type" property="og:image:type" content="image/png" />,
    <meta key="og:image:width" property="og:image:width" content={String(ogImageSize.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(ogImageSize.height)} />,
    <meta key="og:image:alt" property="og:image:alt" content={imageAlt} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:image" name="twitter:image" content={image} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={imageAlt} />,
  ];
}
