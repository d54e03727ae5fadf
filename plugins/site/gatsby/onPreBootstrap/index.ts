import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { brandAssets, ogImageSize } from "../../../../src/seo/brandAssets";
import { tokens } from "../../../../src/theme/tokens";
import type { SiteConfigFile } from "../../../../src/schema/content";
import { readSiteConfig } from "../../../../src/schema/siteConfig";
import { codeFingerprint, reuseOrMake } from "../buildCache";
import { YAML_TYPES } from "../contentCheck";
import { checkNodeTypeOwners, checkPageLoader, SITE_PLUGIN } from "../gatsbyInternals";

/** Which plugin makes each node type of the site's (see gatsby-config.ts). */
const NODE_TYPE_OWNERS: Record<string, string> = {
  Article: SITE_PLUGIN,
  FreeDownload: SITE_PLUGIN,
  Mdx: "gatsby-plugin-mdx-within-limits",
  ...Object.fromEntries(YAML_TYPES.map((type) => [type, "gatsby-transformer-yaml-within-limits"])),
};
import { ogBackgroundSvg, pangoEscape, robotsTxt, webManifest } from "./brandFiles";

/**
 * Sets text with Pango as a transparent PNG, wrapped to `width`. It uses the build machine's
 * sans-serif: Pango cannot read the site's Inter, which ships only as woff2.
 */
function textImage(markup: string, font: string, width: number) {
  return sharp({
    text: { text: markup, font, width, rgba: true, wrap: "word", dpi: 72 },
  })
    .png()
    .toBuffer();
}

/** The 1200x630 Open Graph card: logo mark, agency name and tagline from site.yaml. */
async function ogImage(site: SiteConfigFile, markSvg: string): Promise<Buffer> {
  const { width, height } = ogImageSize;
  const textWidth = width - 160;
  const [name, tagline, host] = await Promise.all([
    textImage(
      `<span foreground="${tokens.color.textOnDark}">${pangoEscape(site.name)}</span>`,
      "sans-serif Bold 84",
      textWidth,
    ),
    textImage(
      `<span foreground="${tokens.color.textOnDarkMuted}">${pangoEscape(site.tagline)}</span>`,
      "sans-serif 40",
      textWidth,
    ),
    textImage(
      `<span foreground="${tokens.color.textOnDarkMuted}">${pangoEscape(new URL(site.siteUrl).host)}</span>`,
      "sans-serif 30",
      textWidth,
    ),
  ]);
  return sharp(Buffer.from(ogBackgroundSvg(markSvg, width, height)))
    .composite([
      { input: name, left: 80, top: 232 },
      { input: tagline, left: 80, top: 352 },
      { input: host, left: 80, top: height - 88 },
    ])
    .png()
    .toBuffer();
}

/** A square PNG of the SVG mark; `fill` paints the corners for iOS, which rounds icons itself. */
function iconPng(markSvg: string, size: number, fill?: string) {
  const icon = sharp(Buffer.from(markSvg), { density: (72 * size) / 36 }).resize(size, size);
  return fill ? icon.flatten({ background: fill }).png().toBuffer() : icon.png().toBuffer();
}

/** Writes the brand files into `publicDir`; returns the files it wrote. */
async function writeBrandFiles(publicDir: string, site: SiteConfigFile, markSvg: string) {
  const out = (file: string) => path.join(publicDir, file);
  fs.mkdirSync(publicDir, { recursive: true });
  const [icon32, icon192, icon512, appleTouch, og] = await Promise.all([
    iconPng(markSvg, 32),
    iconPng(markSvg, 192),
    iconPng(markSvg, 512),
    iconPng(markSvg, 180, tokens.color.primary),
    ogImage(site, markSvg),
  ]);
  const files: [string, string | Buffer][] = [
    [brandAssets.icon32, icon32],
    [brandAssets.icon192, icon192],
    [brandAssets.icon512, icon512],
    [brandAssets.appleTouchIcon, appleTouch],
    [brandAssets.ogImage, og],
    [brandAssets.manifest, `${JSON.stringify(webManifest(site), null, 2)}\n`],
    [brandAssets.robots, robotsTxt(site)],
  ];
  for (const [file, bytes] of files) fs.writeFileSync(out(file), bytes);
  return files.map(([file]) => out(file));
}

/**
 * Makes the favicons, the social card, the web manifest and robots.txt from static/favicon.svg
 * and content/site.yaml, so a new name or tagline is one edit. Runs before the build copies
 * static/ (and in `gatsby develop`), writing straight into public/; a build that finds the
 * files the last one made from the same mark, settings and code keeps them (see ../buildCache).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter, cache }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const root = program.directory;
  try {
    checkPageLoader(root);
    checkNodeTypeOwners(store.getState(), NODE_TYPE_OWNERS);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  const publicDir = path.join(root, "public");
  const site = readSiteConfig(root);
  const markSvg = fs.readFileSync(path.join(root, "static/favicon.svg"), "utf8");
  try {
    await reuseOrMake({
      cache,
      name: "brand-files",
      inputs: { code: codeFingerprint(root), site, markSvg },
      make: () => writeBrandFiles(publicDir, site, markSvg),
      outputs: (files) => files,
    });
  } catch (error) {
    reporter.panicOnBuild(
      "Could not make the icons, social image, manifest or robots.txt",
      error instanceof Error ? error : new Error(String(error)),
    );
  }
};
