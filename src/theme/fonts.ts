import type { CSSObject } from "@emotion/react";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import interBasic from "./inter-basic.woff2";
import faces from "./interFaces.json";

/** The file of Inter every page preloads (gatsby-ssr.tsx): the characters of nearly every page. */
export const preloadedFont = interBasic;

const interFace = (file: string, unicodeRange: string, fontWeight: string): CSSObject => ({
  "@font-face": {
    fontFamily: "Inter Variable",
    fontStyle: "normal",
    fontDisplay: "optional",
    fontWeight,
    src: `url(${file}) format("woff2-variations"), url(${file}) format("woff2")`,
    unicodeRange,
  },
});

/**
 * Inter comes in two faces of one family (./interFaces.json). The basic face, 16 KB cut by
 * scripts/subset-font.mjs, holds the characters of nearly every page and is preloaded, so a
 * first visit on a phone has it by the first paint. The rest of its latin characters (accented
 * letters, rarer punctuation) stay in the package's file, which a browser fetches only for a
 * page that uses one of them.
 *
 * Both are `font-display: optional`: a font that is not there by the first paint is not swapped
 * in under the reader (a swap moved the home page's and the library's hero text: CLS 0.03); the
 * page keeps `Inter Fallback`, Arial (or its metric twin Liberation Sans) scaled to Inter's
 * published metrics, so text keeps its size and near enough its line breaks either way.
 * Each face is its own object: Emotion merges an array under one `@font-face` key into one rule.
 */
export const fontFaces: CSSObject[] = [
  interFace(interBasic, faces.basic.unicodeRange, faces.basic.weight.join(" ")),
  interFace(interLatin, faces.rest.unicodeRange, "100 900"),
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
];
