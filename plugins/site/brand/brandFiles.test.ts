import { icoOfPng, ogBackgroundSvg, robotsTxt, webManifest } from "./brandFiles";

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
