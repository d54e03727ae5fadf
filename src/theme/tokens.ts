/**
 * Design tokens: the only place colors, spacing and type sizes are written down.
 * Colors are named by role, not by hue, so a rebrand changes this file and nothing else.
 * Every text/background pair used on the site meets WCAG 2.2 AA (4.5:1 for body text); the
 * pairs and their ratios are in docs/design.md.
 */
export const tokens = {
  color: {
    /** Warm ink on cream: text, and the agency's mark. */
    text: "#1F1B16",
    textMuted: "#5B5148",
    textOnDark: "#FFFBF5",
    textOnDarkMuted: "#D9CFC2",
    /** Cream, the page. */
    background: "#FFFBF5",
    /** Sand: page heroes and muted bands. */
    surface: "#F6EEE3",
    surfaceRaised: "#FFFFFF",
    /** Evergreen: the closing call to action and other dark panels. */
    dark: "#173A33",
    darkRaised: "#21493F",
    /** The footer's own ink, apart from the evergreen panel above it. */
    footer: "#1C1814",
    footerRaised: "#2A241E",
    /** Decorative edges only (cards on cream); never the one sign of a control. */
    border: "#D3C6B6",
    /** The edge of a control (3:1 on cream and white). */
    borderStrong: "#8C7E70",
    /** Terracotta: the booking action, links and the mark. */
    primary: "#A93E17",
    primaryHover: "#8A3212",
    primarySoft: "#FBE3D6",
    onPrimary: "#FFFFFF",
    /** Deep green: eyebrows, tags, the focus ring on light grounds. */
    accent: "#1F5A4E",
    accentSoft: "#DCEBE5",
    /** Marigold: the booking action on evergreen, and the proof's figures there. */
    highlight: "#F2B441",
    /** The marigold button under the pointer: a shade lighter (ink on it 11.2:1). */
    highlightHover: "#F7CB73",
    onHighlight: "#1F1B16",
    focusRing: "#1F5A4E",
    focusRingOnDark: "#F2B441",
    overlay: "rgba(28, 24, 20, 0.72)",
  },
  font: {
    body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    /**
     * Headings and figures: a warm serif beside Inter (./fonts.ts). "Fraunces", not "Fraunces
     * Variable": the site's cut is one static instance; two fallbacks, each sized to its serif.
     */
    display: '"Fraunces", "Fraunces Fallback", "Fraunces Fallback Times", Georgia, serif',
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "1.5rem",
    "2xl": "clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)",
    "3xl": "clamp(2.125rem, 1.6rem + 2.6vw, 3.5rem)",
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeight: { tight: 1.15, snug: 1.35, body: 1.65 },
  /** Display headings sit slightly tight; small capitals labels (eyebrows) open up. */
  letterSpacing: { display: "-0.015em", label: "0.08em" },
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.5rem",
    6: "2rem",
    7: "3rem",
    8: "4rem",
    9: "6rem",
  },
  radius: { sm: "0.375rem", md: "0.75rem", lg: "1.25rem", pill: "999px" },
  shadow: {
    // In the warm ink (31, 27, 22), not a cool slate that greys the cream.
    card: "0 1px 2px rgba(31, 27, 22, 0.06), 0 4px 16px rgba(31, 27, 22, 0.06)",
    raised: "0 12px 40px rgba(31, 27, 22, 0.18)",
  },
  size: {
    content: "72rem",
    prose: "42rem",
    topBar: "4.25rem",
    touchTarget: "2.75rem",
    /** The measure of the footer's tagline beside the mark. */
    tagline: "22rem",
    /** The booking widget's frame; the spec fixes it at 800 px so the calendar never scrolls. */
    bookingWidget: "800px",
    /** The arcs' box in a page hero (src/sections/PageHero.tsx): fixed, so nothing shifts. */
    heroArtMd: "10rem",
    heroArtLg: "15rem",
    heroArtLgWidth: "min(40vw, 36rem)",
    /** The measure of the Trusted by strip's lead sentence beside its word marks. */
    proofColumn: "22rem",
    /** The About page's team photo (or the art in its place) beside the story. */
    teamPhoto: "26rem",
    /**
     * The viewport height below which the top bar scrolls away rather than sticking (400% zoom
     * on a laptop is 200 px tall): stuck, it would cover a third of the screen.
     */
    stickyBarMinViewport: "20em",
  },
  /**
   * The one vertical rhythm: every band's padding above and below (Section, CtaBanner, the
   * footer's top), smaller on phones so a screen holds more than padding.
   */
  rhythm: { section: "4.5rem", sectionPhone: "3rem" },
  /**
   * Min-width breakpoints, mobile first. `nav` is where the full top-bar links fit; below it
   * the top bar shows the mark, Book Free Call and the menu button, with the menu button's
   * label from `menuLabel` and the agency's name from `brandName`.
   */
  breakpoint: {
    menuLabel: "22.5em",
    brandName: "31em",
    sm: "40em",
    md: "48em",
    nav: "64em",
    lg: "72em",
  },
  zIndex: { topBar: 50, dialog: 100 },
  duration: { fast: "150ms", base: "250ms" },
} as const;

export type Tokens = typeof tokens;

/** Media query helper so components never hand-write breakpoint strings. */
export const mq = (bp: keyof Tokens["breakpoint"]) =>
  `@media (min-width: ${tokens.breakpoint[bp]})`;
