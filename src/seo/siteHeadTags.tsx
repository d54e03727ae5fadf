import { createElement } from "react";
import type { SiteConfigFile } from "../content/schemas";
import { FEED_PATHS, feedTitle } from "../lib/routes";
import { tokens } from "../theme/tokens";
import { brandAssets } from "./brandAssets";

/**
 * Head tags that are the same on every page: icons, manifest, theme color and the social
 * card's kind, written by `Seo` (src/layout/Seo.tsx) into every page's head. The card's image
 * is per page (an article may have its own). Every page announces the article feeds, so a
 * reader given any address of the site finds them.
 */
export function siteHeadTags({ name }: Pick<SiteConfigFile, "name">) {
  return [
    // The links that fetch a file, made with React's createElement rather than JSX: Gatsby's
    // React 19 Head shim wraps createElement only (the site's JSX is the automatic runtime), and
    // without it React hoists each link into the head again, where the browser fetches the
    // icons and the manifest once more on every page (docs/UPGRADING.md).
    createElement("link", {
      key: "icon-svg",
      rel: "icon",
      href: "/favicon.svg",
      type: "image/svg+xml",
    }),
    createElement("link", {
      key: "icon-32",
      rel: "icon",
      href: brandAssets.icon32,
      sizes: "32x32",
      type: "image/png",
    }),
    createElement("link", {
      key: "apple-touch-icon",
      rel: "apple-touch-icon",
      href: brandAssets.appleTouchIcon,
    }),
    createElement("link", { key: "manifest", rel: "manifest", href: brandAssets.manifest }),
    <meta key="theme-color" name="theme-color" content={tokens.color.primary} />,
    <meta key="og:site_name" property="og:site_name" content={name} />,
    <meta key="og:locale" property="og:locale" content="en_US" />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <link
      key="feed-atom"
      rel="alternate"
      type="application/atom+xml"
      title={feedTitle(name)}
      href={FEED_PATHS.atom}
    />,
    <link
      key="feed-json"
      rel="alternate"
      type="application/feed+json"
      title={feedTitle(name)}
      href={FEED_PATHS.json}
    />,
  ];
}
