/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fraunces from "./frauncesFaces.json";
import { displayFallbacks, fontFaces, metricOverrides, preloadedFonts } from "./fonts";

const check = (root: string) =>
  spawnSync(process.execPath, [path.join(root, "scripts/subset-font.mjs"), "--check"], {
    encoding: "utf8",
  });

describe("the faces cut by scripts/subset-font.mjs", () => {
  it("are what the script makes from the installed packages, each character in one face", () => {
    const result = check(process.cwd());
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(fs.statSync("src/theme/inter-basic.woff2").size).toBeLessThan(17 * 1024);
    // The second file on the first paint: headings' characters, one weight.
    expect(fs.statSync("src/theme/fraunces-basic.woff2").size).toBeLessThan(12 * 1024);
  });

  it("fail the check when a preloaded file, a range or the metrics were changed by hand", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "font-faces-"));
    try {
      fs.mkdirSync(path.join(root, "src/theme"), { recursive: true });
      fs.cpSync("scripts", path.join(root, "scripts"), { recursive: true });
      // The unicode-range helper it shares with the social card.
      fs.cpSync("plugins/site/brand", path.join(root, "plugins/site/brand"), { recursive: true });
      fs.cpSync("src/theme", path.join(root, "src/theme"), { recursive: true });
      fs.copyFileSync("package.json", path.join(root, "package.json"));
      fs.symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
      type Faces = { rest: { unicodeRange: string }; metrics: { xWidthAvg: number } };
      const edit = (file: string, change: (faces: Faces) => void) => {
        const faces = JSON.parse(fs.readFileSync(`src/theme/${file}`, "utf8"));
        change(faces);
        fs.writeFileSync(path.join(root, "src/theme", file), JSON.stringify(faces));
      };
      edit("interFaces.json", (faces) => {
        faces.rest.unicodeRange = `U+0041, ${faces.rest.unicodeRange}`;
      });
      edit("frauncesFaces.json", (faces) => {
        faces.rest.unicodeRange = faces.rest.unicodeRange.replace("U+00A1-00D6, ", "");
        faces.metrics.xWidthAvg += 1;
      });
      fs.writeFileSync(path.join(root, "src/theme/inter-basic.woff2"), "not a font");
      fs.writeFileSync(path.join(root, "src/theme/fraunces-basic.woff2"), "not a font");
      const result = check(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/Inter faces: 1 characters are in both faces' ranges/);
      expect(result.stderr).toMatch(/inter-basic\.woff2 is not what this script makes/);
      expect(result.stderr).toMatch(/Fraunces faces: the two ranges together are not/);
      expect(result.stderr).toMatch(/fraunces-basic\.woff2 is not what this script makes/);
      expect(result.stderr).toMatch(/frauncesFaces\.json's metrics are not the cut face's/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the display face", () => {
  const faces = fontFaces.map((face) => face["@font-face"] as Record<string, unknown>);

  it("is preloaded as one file beside Inter's, and nothing else is", () => {
    expect(preloadedFonts).toHaveLength(2);
  });

  it("is one weight, shown only if it is there by the first paint", () => {
    const display = faces.filter((face) => face.fontFamily === "Fraunces");
    expect(display.map((face) => face.unicodeRange)).toEqual([
      fraunces.basic.unicodeRange,
      fraunces.rest.unicodeRange,
    ]);
    expect(display.map((face) => face.fontWeight)).toEqual(["600", "100 900"]);
    for (const face of display) expect(face.fontDisplay).toBe("optional");
  });

  it("falls back to local serifs that take its room", () => {
    const fallbacks = faces.filter((face) =>
      String(face.fontFamily).startsWith("Fraunces Fallback"),
    );
    expect(fallbacks.map((face) => face.fontFamily)).toEqual(
      displayFallbacks.map(({ family }) => family),
    );
    expect(fallbacks[0].src).toBe('local("Georgia Bold"), local("Georgia-Bold")');
    expect(fallbacks[1].src).toContain('local("Liberation Serif Bold")');
  });
});

describe("metricOverrides", () => {
  const web = { unitsPerEm: 2000, ascent: 1800, descent: -500, lineGap: 0, xWidthAvg: 1000 };

  it("scales the local font to the web font's average width", () => {
    // Half an em wide against a local font 0.4 em wide: 125%.
    const local = { unitsPerEm: 1000, ascent: 900, descent: -200, lineGap: 50, xWidthAvg: 400 };
    expect(metricOverrides(web, local)).toEqual({
      sizeAdjust: "125.00%",
      // 0.9 em and 0.25 em of the web font, in the em of the local font scaled by 1.25.
      ascentOverride: "72.00%",
      descentOverride: "20.00%",
      lineGapOverride: "0.00%",
    });
  });

  it("puts the fallback's baseline and line box where Fraunces' are", () => {
    for (const { metrics } of displayFallbacks) {
      const overrides = metricOverrides(fraunces.metrics, metrics);
      const scale = parseFloat(overrides.sizeAdjust) / 100;
      const used = (value: string) => (parseFloat(value) / 100) * scale;
      const { unitsPerEm, ascent, descent } = fraunces.metrics;
      expect(used(overrides.ascentOverride)).toBeCloseTo(ascent / unitsPerEm, 3);
      expect(used(overrides.descentOverride)).toBeCloseTo(-descent / unitsPerEm, 3);
      expect(scale * (metrics.xWidthAvg / metrics.unitsPerEm)).toBeCloseTo(
        fraunces.metrics.xWidthAvg / unitsPerEm,
        3,
      );
    }
  });

  const liberation = "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf";
  (fs.existsSync(liberation) ? it : it.skip)(
    "is given Liberation Serif Bold's metrics as the font file holds them",
    () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const font = require("fontkit").openSync(liberation);
      const [, times] = displayFallbacks;
      expect([font.unitsPerEm, font.hhea.ascent, font.hhea.descent]).toEqual([
        times.metrics.unitsPerEm,
        times.metrics.ascent,
        times.metrics.descent,
      ]);
    },
  );
});
