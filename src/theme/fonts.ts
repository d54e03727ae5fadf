import type { CSSObject } from "@emotion/react";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import frauncesBasic from "./fraunces-basic.woff2";
import fraunces from "./frauncesFaces.json";
import interBasic from "./inter-basic.woff2";
import inter from "./interFaces.json";

/**
 * The files every page preloads (gatsby-ssr.tsx): for each face, the file of the characters of
 * nearly every page. Nothing else is preloaded.
 */
export const preloadedFonts = [interBasic, frauncesBasic] as const;

const webFace = (
  fontFamily: string,
  file: string,
  unicodeRange: string,
  fontWeight: string,
  format: "woff2-variations" | "woff2",
): CSSObject => ({
  "@font-face": {
    fontFamily,
    fontStyle: "normal",
    fontDisplay: "optional",
    fontWeight,
    src:
      format === "woff2"
        ? `url(${file}) format("woff2")`
        : `url(${file}) format("woff2-variations"), url(${file}) format("woff2")`,
    unicodeRange,
  },
});

/** A font's vertical metrics and its average width of English text, in its own units. */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Below the baseline: negative, as fonts store it. */
  descent: number;
  lineGap: number;
  /** Capsize's `xWidthAvg`: advance widths weighted by how often each letter occurs. */
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make a local font take the web font's room: scaled to the web font's
 * average width (so a heading wraps where it would), then its ascent and descent set, in the
 * scaled font's em, to the web font's (so the baseline sits where it would).
 */
export function metricOverrides(web: FontMetrics, local: FontMetrics) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = (units: number) => percent(units / web.unitsPerEm / sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: em(web.ascent),
    descentOverride: em(Math.abs(web.descent)),
    lineGapOverride: em(web.lineGap),
  };
}

/**
 * The serifs a heading falls back to, each its own family so each gets its own size: a family
 * whose local() fonts are all missing passes the text on to the next (tokens.font.display).
 * Their weight is the headings' (a bold face: Georgia and Times have no semibold).
 */
export const displayFallbacks = [
  {
    family: "Fraunces Fallback",
    // Mac, Windows and iOS. Georgia Bold's metrics as capsize publishes them
    // (@capsizecss/metrics, georgia/700), measured the same way as Fraunces' own.
    local: ["Georgia Bold", "Georgia-Bold"],
    metrics: { unitsPerEm: 2048, ascent: 1878, descent: -449, lineGap: 0, xWidthAvg: 1062 },
  },
  {
    family: "Fraunces Fallback Times",
    // Linux and ChromeOS: Times New Roman's metric twins, measured from LiberationSerif-Bold.ttf.
    local: [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
      "Tinos Bold",
      "Tinos-Bold",
    ],
    metrics: { unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87, xWidthAvg: 871 },
  },
] as const;

/**
 * Two families, each in two faces: the basic face, cut by scripts/subset-font.mjs, holds the
 * characters of nearly every page (Inter's, 16 KB) or of every heading (Fraunces', 11 KB) and is
 * preloaded, so a first visit on a phone has it by the first paint. The rest of their latin
 * characters (accented letters, rarer punctuation) stay in the package's own file, which a
 * browser fetches only for a page that uses one of them.
 *
 * Fraunces' basic face is one instance (./frauncesFaces.json: semibold at a heading's optical
 * size), the only weight headings and figures use, so it ships no variation data. Its package
 * file, variable, is drawn at the same weight (at the package's text optical size: a rare
 * letter in a heading is a shade sturdier than its neighbors, which no one will see).
 *
 * All are `font-display: optional`: a font that is not there by the first paint is not swapped
 * in under the reader (a swap moved the home page's and the library's hero text: CLS 0.03); the
 * page keeps a fallback scaled to the font's metrics, so text keeps its size and near enough its
 * line breaks either way: `Inter Fallback`, Arial (or its metric twin Liberation Sans) scaled to
 * Inter's published metrics, and `Fraunces Fallback`, Georgia or Times scaled by
 * metricOverrides. Each face is its own object: Emotion merges an array under one `@font-face`
 * key into one rule.
 */
export const fontFaces: CSSObject[] = [
  webFace(
    "Inter Variable",
    interBasic,
    inter.basic.unicodeRange,
    inter.basic.weight.join(" "),
    "woff2-variations",
  ),
  webFace("Inter Variable", interLatin, inter.rest.unicodeRange, "100 900", "woff2-variations"),
  ...(
    [
      [400, 'local("Arial"), local("ArialMT"), local("Liberation Sans")'],
      [700, 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold")'],
    ] as const
  ).map(([fontWeight, src]) => ({
    "@font-face": {
      fontFamily: "Inter Fallback",
      fontWeight,
      src,
      ascentOverride: "90.2%",
      descentOverride: "22.48%",
      lineGapOverride: "0%",
      sizeAdjust: "107.4%",
    },
  })),
  webFace("Fraunces", frauncesBasic, fraunces.basic.unicodeRange, `${fraunces.axes.wght}`, "woff2"),
  webFace("Fraunces", frauncesLatin, fraunces.rest.unicodeRange, "100 900", "woff2-variations"),
  ...displayFallbacks.map(({ family, local, metrics }) => ({
    "@font-face": {
      fontFamily: family,
      fontWeight: fraunces.axes.wght,
      src: local.map((name) => `local("${name}")`).join(", "),
      ...metricOverrides(fraunces.metrics, metrics),
    },
  })),
];
