// @ts-check
/**
 * Cuts src/theme/inter-basic.woff2, the face of Inter every page preloads, from
 * @fontsource-variable/inter's latin file: only the characters of `basic.unicodeRange` in
 * src/theme/interFaces.json, only the weights the site uses (400 to 800), and none of the
 * alternate glyphs reached through OpenType features (stylistic sets, tabular figures, the
 * contextual forms such as a colon raised between digits): Inter's plain letters and its
 * kerning, which is all the site's text uses. 16 KB instead of 48 KB: small
 * enough to reach a phone on a slow connection within the 100 ms `font-display: optional`
 * allows it, and to keep Lighthouse's LCP within budget while preloaded (bench/README.md).
 *
 * Run after upgrading @fontsource-variable/inter, or after changing interFaces.json:
 *   node scripts/subset-font.mjs          (writes the file)
 *   node scripts/subset-font.mjs --check  (exits 1, saying why, when the committed file is not
 *                                          what this makes, or the two faces' ranges do not
 *                                          split the package's latin characters between them)
 * src/theme/fonts.test.ts runs the check.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");

/** The woff2 file of Inter's latin characters, as the installed package ships it. */
const packageFile = (/** @type {string} */ file) =>
  createRequire(path.join(root, "package.json")).resolve(`@fontsource-variable/inter/${file}`);

/** The unicode-range of the package's latin file, as its own stylesheet declares it. */
function packageLatinRange() {
  const css = fs.readFileSync(packageFile("wght.css"), "utf8");
  const rule = css.split("@font-face").find((block) => block.includes("latin-wght-normal.woff2"));
  const range = rule?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error("@fontsource-variable/inter/wght.css has no latin unicode-range");
  return range;
}

/** Every character of a CSS unicode-range, such as "U+0020-007E, U+2013". @param {string} range */
function rangeCharacters(range) {
  return range
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, "").split("-"))
    .map(([from, to = from]) => [parseInt(from, 16), parseInt(to, 16)])
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
    .map((code) => String.fromCodePoint(code))
    .join("");
}

const faces = JSON.parse(fs.readFileSync(path.join(root, "src/theme/interFaces.json"), "utf8"));

/** The basic face, as bytes. */
function basicFace() {
  const [min, max] = faces.basic.weight;
  const source = fs.readFileSync(packageFile("files/inter-latin-wght-normal.woff2"));
  return subsetFont(source, rangeCharacters(faces.basic.unicodeRange), {
    targetFormat: "woff2",
    variationAxes: { wght: { min, max } },
    noLayoutClosure: true,
  });
}

/** What is wrong with the committed faces, if anything. @returns {Promise<string[]>} */
async function problems() {
  const found = [];
  const basic = [...rangeCharacters(faces.basic.unicodeRange)];
  const rest = new Set(rangeCharacters(faces.rest.unicodeRange));
  const both = basic.filter((character) => rest.has(character));
  if (both.length > 0) found.push(`${both.length} characters are in both faces' ranges`);
  const split = [...basic, ...rest].sort().join("");
  if (split !== [...rangeCharacters(packageLatinRange())].sort().join("")) {
    found.push("the two ranges together are not the package's latin range");
  }
  const made = Buffer.from(await basicFace());
  if (!fs.existsSync(FILE) || !made.equals(fs.readFileSync(FILE))) {
    found.push(`${path.relative(root, FILE)} is not what this script makes: run it`);
  }
  return found;
}

const FILE = path.join(root, "src/theme/inter-basic.woff2");

if (process.argv.includes("--check")) {
  const found = await problems();
  for (const problem of found) console.error(`Inter's faces: ${problem}`);
  process.exitCode = found.length > 0 ? 1 : 0;
} else {
  const bytes = await basicFace();
  fs.writeFileSync(FILE, bytes);
  console.log(`${path.relative(root, FILE)}: ${bytes.length} bytes`);
}
