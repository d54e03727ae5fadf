import { css, type Interpolation, type Theme } from "@emotion/react";
import { serializeStyles } from "@emotion/serialize";
import { compile, middleware, serialize, stringify } from "stylis";
import { fontFaces } from "./fonts";

// Written as CSS text because `!important` values are outside Emotion's typed properties.
const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

const globalStyles = (theme: Theme): Interpolation<Theme> => [
  ...fontFaces,
  {
    "*, *::before, *::after": { boxSizing: "border-box" as const },
    html: {
      // Anchored sections and focused elements land below the sticky top bar rather than under
      // it: its measured height once the script runs (src/layout/TopBar.tsx), 0 where it does
      // not stick.
      scrollPaddingTop: `calc(var(--sticky-header, ${theme.size.topBar}) + ${theme.space[4]})`,
      WebkitTextSizeAdjust: "100%",
    },
    body: {
      margin: 0,
      fontFamily: theme.font.body,
      fontSize: theme.fontSize.md,
      lineHeight: theme.lineHeight.body,
      color: theme.color.text,
      background: theme.color.background,
      WebkitFontSmoothing: "antialiased",
    },
    "h1, h2, h3, h4": {
      lineHeight: theme.lineHeight.tight,
      fontWeight: theme.fontWeight.bold,
      margin: 0,
      textWrap: "balance",
    },
    // The display face speaks for the page: headings down to h3 and the big figures (the
    // proof's numbers mark themselves `data-figure`). h4 stays Inter, a label in running text.
    // Semibold is the one weight of the site's Fraunces (./frauncesFaces.json).
    "h1, h2, h3, [data-figure]": {
      fontFamily: theme.font.display,
      fontWeight: theme.fontWeight.semibold,
      letterSpacing: theme.letterSpacing.display,
    },
    "p, ul, ol, dl, figure, blockquote": { margin: 0 },
    "img, svg": { display: "block", maxWidth: "100%" },
    img: { height: "auto" },
    a: { color: theme.color.primary, textUnderlineOffset: "0.18em" },
    "a:hover": { color: theme.color.primaryHover },
    "button, input": { font: "inherit" },
    // One visible focus style everywhere; dark sections override the variable.
    ":focus-visible": {
      outline: `3px solid var(--focus-ring, ${theme.color.focusRing})`,
      outlineOffset: "2px",
    },
    "[tabindex='-1']:focus": { outline: "none" },
  },
  reducedMotion,
];

/**
 * The base element styles and the font faces as one CSS text, compiled the way Emotion's
 * `<Global>` compiles them (same serializer, and like the site's cache no vendor prefixer:
 * ./StyleCache.tsx), for a `<style>` that gatsby-ssr writes into every page's head.
 *
 * Why not `<Global>`: on the client it moves its `<style>` element twice while hydrating (once
 * when Emotion's cache starts, once when `<Global>` rehydrates). A moved `@font-face` makes the
 * browser re-lay-out every line of text, and rules on `html` and `*` restyle every element:
 * four full layouts of 40-77 ms each on a 4x-throttled CPU, on the home page. Written once in
 * the head, the styles never move, apply before first paint, persist across client-side
 * navigation (Gatsby leaves head elements it did not create alone), and cost no client JS.
 */
export function globalCss(theme: Theme): string {
  const { styles } = serializeStyles([globalStyles(theme)]);
  return serialize(compile(styles), middleware([stringify]));
}
