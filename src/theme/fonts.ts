import type { CSSObject } from "@emotion/react";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/**
 * Inter is `font-display: optional`: used when it is there by the first paint (cached, or on a
 * quick connection), otherwise the page keeps its fallback rather than swapping fonts under the
 * reader. A swap after the first paint moved the home page's and the library's hero text (CLS
 * 0.03) once the font was no longer preloaded (gatsby-ssr.tsx says why it is not).
 * `Inter Fallback` is Arial (or its metric twin Liberation Sans) scaled to Inter's metrics,
 * so text keeps its size and near enough its line breaks either way.
 * Each face is its own object: Emotion merges an array under one `@font-face` key into one rule.
 * The overrides are Inter's published metrics measured against Arial.
 */
export const fontFaces: CSSObject[] = [
  {
    "@font-face": {
      fontFamily: "Inter Variable",
      fontStyle: "normal",
      fontDisplay: "optional",
      fontWeight: "100 900",
      src: `url(${interLatin}) format("woff2-variations"), url(${interLatin}) format("woff2")`,
      unicodeRange:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  },
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
