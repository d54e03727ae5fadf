import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type Sharp from "sharp";
import type SubsetFont from "subset-font";
import { rangeCharacters } from "./unicodeRange.mjs";
import { escapeHtml } from "../../../src/content/articleHtml";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { brandAssets, ogImageSize } from "../../../src/seo/brandAssets";
import fraunces from "../../../src/theme/frauncesFaces.json";
import { tokens } from "../../../src/theme/tokens";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { loadWhenMaking, reuseOrMake, type KeyValueCache } from "../keptSteps";

const sharp = () => loadWhenMaking<typeof Sharp>("sharp");
// A dependency of the build itself (the social card is cut at build time), not only of the scripts.
const subsetFont = () => loadWhenMaking<typeof SubsetFont>("subset-font");

/** robots.txt: everything may be crawled; its Sitemap line must be an absolute URL. */
export function robotsTxt({ siteUrl }: Pick<SiteConfigFile, "siteUrl">): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${brandAssets.sitemap}`, ""].join(
    "\n",
  );
}

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

/** The card's arcs, widest first: the hero's sunrise, rising from the card's far corner. */
const ogArcs = [
  { r: 380, fill: tokens.color.surface },
  { r: 300, fill: tokens.color.accent },
  { r: 220, fill: tokens.color.primary },
  { r: 140, fill: tokens.color.highlight },
];

/**
 * The social card without its words, which Pango sets on top: it wraps lines, SVG text cannot.
 * Cream like the site, the mark at the top left, the hero's arcs at the bottom right.
 */
export function ogBackgroundSvg(markSvg: string, width: number, height: number): string {
  const mark = markSvg.trim().replace(/^<svg[^>]*>|<\/svg>$/g, "");
  const arcs = ogArcs
    .map(({ r, fill }) => `<circle cx="${width}" cy="${height}" r="${r}" fill="${fill}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${tokens.color.background}"/>
  ${arcs}
  <svg x="80" y="72" width="112" height="112" viewBox="0 0 36 36">${mark}</svg>
</svg>`;
}

/** A face of the site set for Pango: the family its file names, and that file. */
export interface CardFont {
  family: string;
  file: string;
}

/** The latin characters of both of Fraunces' faces: any name or tagline a writer may give. */
const cardCharacters = rangeCharacters(
  `${fraunces.basic.unicodeRange}, ${fraunces.rest.unicodeRange}`,
).replace(/\p{Cc}/gu, "");

/**
 * The site's two faces as TrueType files Pango can read (it cannot read woff2), cut from the same
 * package files the pages use: Fraunces at the headings' one instance (src/theme/frauncesFaces
 * .json), Inter at its regular weight. Each is named by its content and kept in the machine's
 * temporary folder: fontconfig remembers a file by its path for the life of the process, so a
 * second card made by the same build (gatsby develop) must find the same file there.
 */
export async function cardFonts() {
  const dir = path.join(os.tmpdir(), "site-card-fonts");
  fs.mkdirSync(dir, { recursive: true });
  // Found by the package's folder: a font file's own path is not a module (and Jest maps those).
  const packageFile = (pkg: string, file: string) =>
    fs.readFileSync(
      path.join(
        path.dirname(createRequire(__filename).resolve(`@fontsource-variable/${pkg}/package.json`)),
        file,
      ),
    );
  const cut = async (
    family: string,
    source: Buffer,
    axes: Record<string, number>,
  ): Promise<CardFont> => {
    const bytes = await subsetFont()(source, cardCharacters, {
      targetFormat: "truetype",
      variationAxes: axes,
    });
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const file = path.join(dir, `${family.toLowerCase()}-${hash}.ttf`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, bytes);
    return { family, file };
  };
  const [display, body] = await Promise.all([
    cut(
      "Fraunces",
      packageFile("fraunces", "files/fraunces-latin-full-normal.woff2"),
      fraunces.axes,
    ),
    cut("Inter", packageFile("inter", "files/inter-latin-wght-normal.woff2"), {
      wght: tokens.fontWeight.regular,
    }),
  ]);
  return { display, body };
}

/**
 * `words` as a transparent PNG set by Pango, whose markup reads HTML's escapes, in `font` at
 * `size` px (at 72 dpi a point is a pixel).
 */
export function textImage(
  words: string,
  color: string,
  font: CardFont,
  size: number,
  width: number,
) {
  const markup = `<span foreground="${color}">${escapeHtml(words)}</span>`;
  return sharp()({
    text: {
      text: markup,
      font: `${font.family} ${size}`,
      fontfile: font.file,
      width,
      rgba: true,
      wrap: "word",
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
}

/** The social card: the mark, the name in Fraunces, the tagline and the address in Inter. */
export async function ogImage(site: SiteConfigFile, markSvg: string): Promise<Buffer> {
  const { width, height } = ogImageSize;
  const host = new URL(site.siteUrl).host;
  const { display, body } = await cardFonts();
  const [name, tagline, address] = await Promise.all([
    textImage(site.name, tokens.color.text, display, 88, width - 400),
    // Narrow enough to stay clear of the arcs; three lines at most for a tagline of 120 letters.
    textImage(site.tagline, tokens.color.textMuted, body, 34, 700),
    textImage(host, tokens.color.primary, body, 30, 700),
  ]);
  return sharp()(Buffer.from(ogBackgroundSvg(markSvg, width, height)))
    .composite([
      { input: name, left: 80, top: 232 },
      { input: tagline, left: 80, top: 356 },
      { input: address, left: 80, top: height - 84 },
    ])
    .png()
    .toBuffer();
}

/** A square PNG of the SVG mark; `fill` paints the corners for iOS, which rounds icons itself. */
function iconPng(markSvg: string, size: number, fill?: string) {
  const icon = sharp()(Buffer.from(markSvg), { density: (72 * size) / 36 }).resize(size, size);
  return fill ? icon.flatten({ background: fill }).png().toBuffer() : icon.png().toBuffer();
}

/**
 * An .ico holding one PNG (allowed since Windows Vista; every browser reads it). Browsers ask for
 * /favicon.ico on their own (a page with no icon link, or a client-side navigation while Gatsby
 * replaces the head's tags): without it, a 404 in the console. The header and one directory
 * entry are the whole container: https://learn.microsoft.com/previous-versions/ms997538(v=msdn.10).
 */
export function icoOfPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width; 0 means 256
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // color planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's bytes
  header.writeUInt32LE(header.length, 18); // where they start
  return Buffer.concat([header, png]);
}

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
    [brandAssets.faviconIco, icoOfPng(icon32, 32)],
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
 * Makes the favicons, social card, web manifest and robots.txt from static/favicon.svg and
 * content/site.yaml, so a new name or tagline is one edit; a build keeps the last one's files
 * when the mark, settings and code are the same (../keptSteps).
 */
export async function makeBrandFiles(root: string, cache: KeyValueCache) {
  const site = readSiteConfig(root);
  const markSvg = fs.readFileSync(path.join(root, "static/favicon.svg"), "utf8");
  return reuseOrMake({
    cache,
    name: "brand-files",
    inputs: { site, markSvg },
    make: () => writeBrandFiles(path.join(root, "public"), site, markSvg),
    outputs: (files) => files,
  });
}
