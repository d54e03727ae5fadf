// @ts-check
// cspell:ignore cachedir
/**
 * Draws the portfolio pictures: each case study's site as we built it, on a laptop and a phone
 * (scripts/portfolio-art/), rasterized by sharp at twice the size the pages show them, into
 * the content files they illustrate (content/images/, fixture-site/content/images/).
 *
 * The pictures' text is set in the site's own packages' faces (Inter, Fraunces), cut to static
 * TrueType instances in a temporary folder that fontconfig is pointed at alone, so the result
 * does not depend on the fonts a machine happens to have.
 *
 * Usage: node scripts/portfolio-art.mjs            (writes the four PNG files)
 *        node scripts/portfolio-art.mjs --svg DIR  (also writes each SVG to DIR, to look at)
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import subsetFont from "subset-font";
import { bookingScreen, homeScreen } from "./portfolio-art/homePage.mjs";
import { sites } from "./portfolio-art/sites.mjs";
import { picture } from "./portfolio-art/svg.mjs";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");
const require = createRequire(path.join(root, "package.json"));

/** The instances the pictures use: family, weight, the package's latin file. */
const FACES = [
  ["Inter", 400, "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"],
  ["Inter", 600, "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"],
  ["Inter", 700, "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"],
  ["Fraunces", 400, "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"],
  ["Fraunces", 600, "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"],
];

/** Every printable ASCII character, and the typographic ones the pictures may use. */
const CHARACTERS =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") + "’‘“”–—…·×é";

/** Writes the static faces and a fontconfig file naming only their folder; returns its path. */
async function privateFonts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-art-"));
  for (const [family, weight, file] of FACES) {
    const face = await subsetFont(fs.readFileSync(require.resolve(file)), CHARACTERS, {
      targetFormat: "truetype",
      variationAxes: { wght: Number(weight) },
    });
    fs.writeFileSync(path.join(dir, `${family}-${weight}.ttf`), face);
  }
  const config = path.join(dir, "fonts.conf");
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?><fontconfig><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  return { dir, config };
}

const svgDir = process.argv.includes("--svg")
  ? process.argv[process.argv.indexOf("--svg") + 1]
  : null;
const fonts = await privateFonts();
// Read by fontconfig when sharp first sets text, so it is set before sharp is loaded.
process.env.FONTCONFIG_FILE = fonts.config;
const { default: sharp } = await import("sharp");

for (const site of sites) {
  const svg = picture(
    { ground: site.colors.ground, shapes: site.colors.shapes },
    homeScreen(site),
    bookingScreen(site),
  );
  if (svgDir) fs.writeFileSync(path.join(svgDir, `${path.basename(site.file, ".png")}.svg`), svg);
  const out = path.join(root, site.file);
  const before = fs.existsSync(out) ? fs.statSync(out).size : 0;
  await sharp(Buffer.from(svg), { density: 72 })
    // A palette of flat colors without dithering: smooth shapes, a third of a full-color file.
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: 0 })
    .toFile(out);
  console.log(`${site.file}: ${before} -> ${fs.statSync(out).size} bytes`);
}
fs.rmSync(fonts.dir, { recursive: true, force: true });
