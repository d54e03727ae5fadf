import { tokens } from "./tokens";

type ColorRole = keyof typeof tokens.color;

/** WCAG 2.2's relative luminance of a six-digit hex color. */
function luminance(hex: string): number {
  const [r, g, b] = (hex.match(/[0-9a-f]{2}/gi) ?? []).map((pair) => {
    const value = parseInt(pair, 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2's contrast ratio of two six-digit hex colors, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Every foreground/background pair the site draws, by role: `min` is what WCAG 2.2 AA asks of
 * it (4.5 for text, 3 for a control's edge, a focus ring or an icon).
 */
export const colorPairs: { fg: ColorRole; bg: ColorRole; use: string; min: 3 | 4.5 }[] = [
  { fg: "text", bg: "background", use: "body text, headings, secondary button", min: 4.5 },
  { fg: "text", bg: "surface", use: "text on sand bands and heroes", min: 4.5 },
  { fg: "text", bg: "surfaceRaised", use: "text in white cards", min: 4.5 },
  { fg: "textMuted", bg: "background", use: "intros, captions", min: 4.5 },
  { fg: "textMuted", bg: "surface", use: "intros on sand", min: 4.5 },
  { fg: "textMuted", bg: "surfaceRaised", use: "card text", min: 4.5 },
  { fg: "primary", bg: "background", use: "links, figures", min: 4.5 },
  { fg: "primary", bg: "surface", use: "links and figures on sand", min: 4.5 },
  { fg: "primary", bg: "surfaceRaised", use: "links in cards", min: 4.5 },
  { fg: "primary", bg: "primarySoft", use: "current page in the top bar, icon tiles", min: 4.5 },
  { fg: "primaryHover", bg: "background", use: "a link under the pointer", min: 4.5 },
  { fg: "onPrimary", bg: "primary", use: "primary button", min: 4.5 },
  { fg: "onPrimary", bg: "primaryHover", use: "primary button, hover", min: 4.5 },
  { fg: "textOnDark", bg: "text", use: "secondary button, hover", min: 4.5 },
  { fg: "accent", bg: "background", use: "eyebrows", min: 4.5 },
  { fg: "accent", bg: "surface", use: "eyebrows on sand", min: 4.5 },
  { fg: "accent", bg: "accentSoft", use: "tags", min: 4.5 },
  { fg: "textOnDark", bg: "dark", use: "banner heading", min: 4.5 },
  { fg: "textOnDarkMuted", bg: "dark", use: "banner intro", min: 4.5 },
  { fg: "highlight", bg: "dark", use: "eyebrows and figures on evergreen", min: 4.5 },
  { fg: "onHighlight", bg: "highlight", use: "booking button on evergreen", min: 4.5 },
  { fg: "onHighlight", bg: "highlightHover", use: "booking button on evergreen, hover", min: 4.5 },
  { fg: "textOnDark", bg: "darkRaised", use: "outlined button on evergreen, hover", min: 4.5 },
  { fg: "textOnDark", bg: "footer", use: "footer links and headings", min: 4.5 },
  { fg: "textOnDarkMuted", bg: "footer", use: "footer text", min: 4.5 },
  { fg: "highlight", bg: "footer", use: "footer link under the pointer", min: 4.5 },
  { fg: "textOnDark", bg: "footerRaised", use: "social icons in their discs", min: 3 },
  { fg: "borderStrong", bg: "background", use: "a control's edge", min: 3 },
  { fg: "borderStrong", bg: "surfaceRaised", use: "a control's edge in a card", min: 3 },
  { fg: "focusRing", bg: "background", use: "focus ring", min: 3 },
  { fg: "focusRing", bg: "surface", use: "focus ring on sand", min: 3 },
  { fg: "focusRingOnDark", bg: "dark", use: "focus ring on evergreen", min: 3 },
  { fg: "focusRingOnDark", bg: "footer", use: "focus ring in the footer", min: 3 },
];

/** The pairs as the Markdown table docs/design.md shows (a test holds the two equal). */
export function contrastTable(): string {
  const rows = colorPairs.map(({ fg, bg, use, min }) => {
    const ratio = contrastRatio(tokens.color[fg], tokens.color[bg]).toFixed(2);
    return `| \`${fg}\` ${tokens.color[fg]} | \`${bg}\` ${tokens.color[bg]} | ${ratio}:1 | ${min}:1 | ${use} |`;
  });
  return [
    "| foreground | background | ratio | AA needs | used for |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

// `npx ts-node --transpile-only src/theme/contrast.ts` prints the table.
if (require.main === module) console.log(contrastTable());
