/**
 * Design tokens: the only place colors, spacing and type sizes are written down.
 * Colors are named by role, not by hue, so a rebrand changes this file and nothing else.
 * Every text/background pair used on the site meets WCAG 2.2 AA (4.5:1 for body text).
 */
export const tokens = {
  color: {
    text: "#0f172a",
    textMuted: "#475569",
    textOnDark: "#f8fafc",
    textOnDarkMuted: "#cbd5e1",
    background: "#ffffff",
    surface: "#f1f5f9",
    surfaceRaised: "#ffffff",
    dark: "#0f172a",
    darkRaised: "#1e293b",
    border: "#cbd5e1",
    primary: "#1d4ed8",
    primaryHover: "#1e3a8a",
    primarySoft: "#dbeafe",
    onPrimary: "#ffffff",
    accent: "#0f766e",
    accentSoft: "#ccfbf1",
    focusRing: "#1d4ed8",
    focusRingOnDark: "#fde68a",
    overlay: "rgba(15, 23, 42, 0.72)",
  },
  font: {
    body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
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
    card: "0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)",
    raised: "0 12px 40px rgba(15, 23, 42, 0.18)",
  },
  size: {
    content: "72rem",
    prose: "42rem",
    topBar: "4.25rem",
    touchTarget: "2.75rem",
    /** The booking widget's frame; the spec fixes it at 800 px so the calendar never scrolls. */
    bookingWidget: "800px",
  },
  /** Min-width breakpoints, mobile first. `nav` is where the full top-bar links fit. */
  breakpoint: { sm: "40em", md: "48em", nav: "64em", lg: "72em" },
  zIndex: { topBar: 50, dialog: 100 },
  duration: { fast: "150ms", base: "250ms" },
} as const;

export type Tokens = typeof tokens;

/** Media query helper so components never hand-write breakpoint strings. */
export const mq = (bp: keyof Tokens["breakpoint"]) =>
  `@media (min-width: ${tokens.breakpoint[bp]})`;
