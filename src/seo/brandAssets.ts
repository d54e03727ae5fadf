/**
 * Where the build puts the icons, social image and manifest it makes (see
 * plugins/site/brand/brandFiles.ts). The head tags and the generator both read these,
 * so a file name is written once.
 */
export const brandAssets = {
  icon32: "/icon-32.png",
  /** The 32 px icon again, where browsers look for an icon without being told. */
  faviconIco: "/favicon.ico",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  appleTouchIcon: "/apple-touch-icon.png",
  ogImage: "/og-image.png",
  manifest: "/site.webmanifest",
  robots: "/robots.txt",
  /** gatsby-plugin-sitemap's index file. */
  sitemap: "/sitemap-index.xml",
} as const;

/** The Open Graph image's size: the 1.91:1 card that Facebook, LinkedIn and X all show. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The alt text of the social image, which shows the agency's name and tagline. */
export const ogImageAlt = (name: string, tagline: string) => `${name}: ${tagline}`;
