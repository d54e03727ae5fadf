import { brandAssets } from "../../../../src/seo/brandAssets";
import { tokens } from "../../../../src/theme/tokens";
import type { SiteConfigFile } from "../../../../src/schema/content";

/** robots.txt: everything may be crawled, and the sitemap is named by its absolute URL. */
export function robotsTxt({ siteUrl }: Pick<SiteConfigFile, "siteUrl">): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${brandAssets.sitemap}`, ""].join(
    "\n",
  );
}

/** The web app manifest: the name and colors a phone uses when the site is saved to a home screen. */
export function webManifest({ name, description }: Pick<SiteConfigFile, "name" | "description">) {
  return {
    name,
    short_name: name,
    description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: tokens.color.background,
    theme_color: tokens.color.primary,
    icons: [
      { src: brandAssets.icon192, sizes: "192x192", type: "image/png" },
      { src: brandAssets.icon512, sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}

/** Escapes text for Pango markup, which sharp uses to set type. */
export const pangoEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The social card's background as SVG: dark band, the logo mark top left and an accent rule.
 * The name and tagline are set on top with Pango, which wraps lines (SVG text cannot).
 */
export function ogBackgroundSvg(markSvg: string, width: number, height: number): string {
  const mark = markSvg.trim().replace(/^<svg[^>]*>|<\/svg>$/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${tokens.color.dark}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="${tokens.color.primary}"/>
  <svg x="80" y="72" width="112" height="112" viewBox="0 0 36 36">${mark}</svg>
</svg>`;
}
