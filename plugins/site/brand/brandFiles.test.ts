/** @jest-environment node */
import fs from "node:fs";
import sharp from "sharp";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { ogImageSize } from "../../../src/seo/brandAssets";
import fraunces from "../../../src/theme/frauncesFaces.json";
import { tokens } from "../../../src/theme/tokens";
import {
  cardFonts,
  icoOfPng,
  ogBackgroundSvg,
  ogImage,
  robotsTxt,
  textImage,
  webManifest,
} from "./brandFiles";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require("fontkit");

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap by its absolute URL", () => {
    const text = robotsTxt({ siteUrl: "https://www.example.com" });
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap-index\.xml$/m);
  });
});

describe("webManifest", () => {
  it("names the site and lists the PNG icons phones need", () => {
    const manifest = webManifest({ name: "Trinity Growth", description: "An agency." });
    expect(manifest).toMatchObject({ name: "Trinity Growth", start_url: "/" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
  });
});

describe("social card", () => {
  const site = readSiteConfig(process.cwd());
  const markSvg = fs.readFileSync("static/favicon.svg", "utf8");

  it("is a PNG of the Open Graph size, cream like the site", async () => {
    const png = await ogImage(site, markSvg);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ ...ogImageSize, format: "png" });
    const { data } = await sharp(png)
      .extract({ left: 8, top: 8, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hex = `#${[...data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    expect(hex.toUpperCase()).toBe(tokens.color.background);
  }, 30_000);

  it("sets its words in the site's own faces, cut from the packages the pages use", async () => {
    const { display, body } = await cardFonts();
    const displayFont = fontkit.openSync(display.file);
    const bodyFont = fontkit.openSync(body.file);
    expect([displayFont.familyName, display.family]).toEqual(["Fraunces", "Fraunces"]);
    expect([bodyFont.familyName, body.family]).toEqual(["Inter", "Inter"]);
    // The headings' one weight, and Inter's regular.
    expect(displayFont["OS/2"].usWeightClass).toBe(fraunces.axes.wght);
    expect(bodyFont["OS/2"].usWeightClass).toBe(tokens.fontWeight.regular);
    // Pango draws with the file it is given: the name set in Fraunces differs from the machine's
    // own serif.
    const inFraunces = await sharp(
      await textImage(site.name, "#000000", display, 88, 1000),
    ).metadata();
    const machine = { family: "serif", file: body.file };
    const inMachine = await sharp(
      await textImage(site.name, "#000000", machine, 88, 1000),
    ).metadata();
    expect(inFraunces.width).not.toBe(inMachine.width);
  }, 30_000);

  it("draws a 1200x630 card around the logo mark", () => {
    const svg = ogBackgroundSvg('<svg viewBox="0 0 36 36"><rect id="mark"/></svg>\n', 1200, 630);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('<rect id="mark"/>');
    // The mark's own <svg> wrapper is replaced, so the tags still balance (a file ending in a
    // newline once left an extra </svg>, which sharp refused).
    expect(svg.match(/<svg\b/g)).toHaveLength(2);
    expect(svg.match(/<\/svg>/g)).toHaveLength(2);
  });
});

describe("icoOfPng", () => {
  it("wraps one PNG in an icon file's header and directory entry", () => {
    const png = Buffer.from("\x89PNG fake image bytes", "latin1");
    const ico = icoOfPng(png, 32);
    expect(ico.length).toBe(22 + png.length);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(12)]).toEqual([32, 32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18))).toEqual(png);
    // 256 is written as 0.
    expect(icoOfPng(png, 256)[6]).toBe(0);
  });
});
