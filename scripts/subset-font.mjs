// @ts-check
/**
 * Cuts the site's preloaded font files from the installed @fontsource-variable packages
 * (src/theme/fonts.ts says how each is used):
 *
 * - src/theme/inter-basic.woff2, the face of Inter every page preloads: only the characters of
 *   `basic.unicodeRange` in src/theme/interFaces.json, only the weights the site uses (400 to
 *   800), and none of the alternate glyphs reached through OpenType features (stylistic sets,
 *   tabular figures, the contextual forms such as a colon raised between digits): Inter's plain
 *   letters and its kerning, which is all the site's text uses. 16 KB instead of 48 KB. The rest
 *   of its latin characters stay in the package's own file.
 * - src/theme/fraunces-basic.woff2, the display face every page preloads
 *   (src/theme/frauncesFaces.json): the characters of headings, as one instance of Fraunces with
 *   every axis fixed at `axes` (the headings' one weight at a heading's optical size), so no
 *   variation data ships: 11 KB. The rest of its latin characters stay in the package's wght
 *   file: a cut of them would be under 10 KB, which Gatsby writes into every page as a data
 *   URL. The script also writes the rest's range (the package's latin range less basic) and the
 *   cut face's metrics, from which fonts.ts sizes the fallback faces.
 *
 * Small files reach a phone on a slow connection within the 100 ms `font-display: optional`
 * allows, and keep Lighthouse's LCP within budget while preloaded (bench/README.md).
 *
 * Run after upgrading either package, or after changing a faces file:
 *   node scripts/subset-font.mjs          (writes the files)
 *   node scripts/subset-font.mjs --check  (exits 1, saying why, when a committed file is not
 *                                          what this makes, or a family's two ranges do not
 *                                          split the package's latin characters between them)
 * src/theme/fonts.test.ts runs the check.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { rangeCharacters, unicodeRange } from "../plugins/site/brand/unicodeRange.mjs";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");
const require = createRequire(path.join(root, "package.json"));
// A parser of font files; pdfkit's own (it lays out the downloads' PDFs with it).
const fontkit = require("fontkit");

/** The unicode-range of a package's latin file, as its own stylesheet declares it. */
function packageLatinRange(/** @type {string} */ pkg, /** @type {string} */ file) {
  const css = fs.readFileSync(require.resolve(`${pkg}/wght.css`), "utf8");
  const rule = css.split("@font-face").find((block) => block.includes(file));
  const range = rule?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`${pkg}/wght.css has no unicode-range for ${file}`);
  return range;
}

const read = (/** @type {string} */ file) =>
  JSON.parse(fs.readFileSync(path.join(root, "src/theme", file), "utf8"));

// Capsize's weighting of English letters (and the space) by how often they occur, so the
// average width compares with the published metrics of Georgia (src/theme/fonts.ts).
const LETTER_FREQUENCY = Object.entries({
  a: 0.0668, b: 0.0122, c: 0.0228, d: 0.0348, e: 0.1039, f: 0.0182, g: 0.0165, h: 0.0499,
  i: 0.057, j: 0.0013, k: 0.0063, l: 0.0329, m: 0.0197, n: 0.0552, o: 0.0614, p: 0.0158,
  q: 0.0008, r: 0.049, s: 0.0518, t: 0.0741, u: 0.0226, v: 0.008, w: 0.0193, x: 0.0012,
  y: 0.0162, z: 0.0006, " ": 0.1818,
}); // prettier-ignore

/** A static face's vertical metrics and average width, in its own units. @param {Buffer} bytes */
function metricsOf(bytes) {
  const font = fontkit.create(bytes);
  const xWidthAvg = LETTER_FREQUENCY.reduce(
    (sum, [character, weight]) =>
      sum + font.glyphForCodePoint(character.codePointAt(0)).advanceWidth * weight,
    0,
  );
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.hhea.ascent,
    descent: font.hhea.descent,
    lineGap: font.hhea.lineGap,
    xWidthAvg: Math.round(xWidthAvg),
  };
}

/**
 * One family's files: `make` returns each file's bytes by path (relative to the root), and the
 * faces file as it should read.
 * @typedef {{ name: string, facesFile: string, pkg: string, latinFile: string,
 *   make: (faces: any) => Promise<{ files: Record<string, Uint8Array>, faces: any }> }} Family
 */
/** @type {Family[]} */
const families = [
  {
    name: "Inter",
    facesFile: "interFaces.json",
    pkg: "@fontsource-variable/inter",
    latinFile: "inter-latin-wght-normal.woff2",
    async make(faces) {
      const [min, max] = faces.basic.weight;
      const source = fs.readFileSync(
        require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
      );
      const basic = await subsetFont(source, rangeCharacters(faces.basic.unicodeRange), {
        targetFormat: "woff2",
        variationAxes: { wght: { min, max } },
        noLayoutClosure: true,
      });
      return { files: { "src/theme/inter-basic.woff2": basic }, faces };
    },
  },
  {
    name: "Fraunces",
    facesFile: "frauncesFaces.json",
    pkg: "@fontsource-variable/fraunces",
    latinFile: "fraunces-latin-wght-normal.woff2",
    async make(faces) {
      // The file with every axis: opsz, SOFT and WONK are fixed here, not left at the
      // package's choice (its wght-only file is cut at a text size, 14).
      const source = fs.readFileSync(
        require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2"),
      );
      const basicCharacters = rangeCharacters(faces.basic.unicodeRange);
      const inBasic = new Set(basicCharacters);
      const latin = rangeCharacters(packageLatinRange(this.pkg, this.latinFile));
      const restRange = unicodeRange([...latin].filter((c) => !inBasic.has(c)));
      const cut = (/** @type {string} */ characters, /** @type {"woff2" | "truetype"} */ format) =>
        subsetFont(source, characters, {
          targetFormat: format,
          variationAxes: faces.axes,
          noLayoutClosure: true,
        });
      const [basic, basicTtf] = await Promise.all([
        cut(basicCharacters, "woff2"),
        cut(basicCharacters, "truetype"),
      ]);
      return {
        files: { "src/theme/fraunces-basic.woff2": basic },
        faces: {
          ...faces,
          rest: { ...faces.rest, unicodeRange: restRange },
          metrics: metricsOf(basicTtf),
        },
      };
    },
  },
];

/** What is wrong with one family's committed faces, if anything. @param {Family} family */
async function problems(family) {
  const found = [];
  const faces = read(family.facesFile);
  const basic = [...rangeCharacters(faces.basic.unicodeRange)];
  const rest = new Set(rangeCharacters(faces.rest.unicodeRange));
  const both = basic.filter((character) => rest.has(character));
  if (both.length > 0) found.push(`${both.length} characters are in both faces' ranges`);
  const split = [...basic, ...rest].sort().join("");
  if (
    split !== [...rangeCharacters(packageLatinRange(family.pkg, family.latinFile))].sort().join("")
  ) {
    found.push("the two ranges together are not the package's latin range");
  }
  const made = await family.make(faces);
  for (const [file, bytes] of Object.entries(made.files)) {
    const committed = path.join(root, file);
    if (!fs.existsSync(committed) || !Buffer.from(bytes).equals(fs.readFileSync(committed))) {
      found.push(`${file} is not what this script makes: run it`);
    }
  }
  if (JSON.stringify(made.faces.metrics) !== JSON.stringify(faces.metrics)) {
    found.push(`src/theme/${family.facesFile}'s metrics are not the cut face's: run the script`);
  }
  return found;
}

if (process.argv.includes("--check")) {
  let failed = false;
  for (const family of families) {
    for (const problem of await problems(family)) {
      console.error(`${family.name} faces: ${problem}`);
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
} else {
  for (const family of families) {
    const made = await family.make(read(family.facesFile));
    for (const [file, bytes] of Object.entries(made.files)) {
      fs.writeFileSync(path.join(root, file), bytes);
      console.log(`${file}: ${bytes.length} bytes`);
    }
    // Written only when the script has something new for it: Prettier owns its layout.
    if (JSON.stringify(made.faces) !== JSON.stringify(read(family.facesFile))) {
      const facesPath = path.join(root, "src/theme", family.facesFile);
      fs.writeFileSync(facesPath, `${JSON.stringify(made.faces, null, 2)}\n`);
    }
  }
}
