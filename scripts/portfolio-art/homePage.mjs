// @ts-check
/**
 * A client's site as we built it, drawn twice: its home page on the laptop and its booking
 * step on the phone, from one description (./sites.mjs) of its name, words and colors.
 */
import { box, button, laptopScreen, lines, phoneScreen, text } from "./svg.mjs";

/**
 * @typedef {import("./svg.mjs").Face} Face
 * @typedef {{
 *   ground: string; shapes: [string, string]; page: string; nav: string; navText: string;
 *   hero: string; heroText: string; heroMuted: string; primary: string; onPrimary: string;
 *   accent: string; text: string; muted: string; card: string; line: string;
 * }} Colors
 * @typedef {{
 *   file: string; name: string; logo: "circle" | "leaf" | "columns" | "wave";
 *   heading: Face; body: Face; colors: Colors;
 *   nav: string[]; navButton: string; eyebrow: string; headline: string[]; sub: string[];
 *   cta: string; panel: { title: string; rows: [string, string][] }; cards: string[];
 *   phone: { title: string[]; sub: string; days: [string, string][]; day: number;
 *     slots: [string, string][]; slot: number; cta: string };
 * }} Site
 */

const INTER = /** @type {Face} */ ({ family: "Inter", weight: 400 });
const INTER_BOLD = /** @type {Face} */ ({ family: "Inter", weight: 600 });

/** The client's small mark beside its name: a shape that suits the business, never ours. */
function logo(
  /** @type {Site} */ site,
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ r,
) {
  const { accent, navText } = site.colors;
  if (site.logo === "circle") {
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="${site.colors.nav}"/>`;
  }
  if (site.logo === "leaf") {
    return `<path d="M${x - r} ${y + r}C${x - r} ${y - r * 0.4} ${x - r * 0.2} ${y - r} ${x + r} ${y - r}C${x + r} ${y + r * 0.2} ${x + r * 0.4} ${y + r} ${x - r} ${y + r}Z" fill="${accent}"/>`;
  }
  if (site.logo === "columns") {
    return [0, 1, 2]
      .map((i) =>
        box(x - r + i * r * 0.75, y - r, r * 0.5, 2 * r, {
          fill: i === 1 ? accent : navText,
          r: 2,
        }),
      )
      .join("");
  }
  return `<path d="M${x - r} ${y + 2}Q${x - r / 2} ${y - r * 0.6} ${x} ${y + 2}T${x + r} ${y + 2}" fill="none" stroke="${accent}" stroke-width="${r * 0.4}" stroke-linecap="round"/>`;
}

/**
 * Where each top-bar link ends, laid right to left from `right` with even gaps; a link's
 * width is estimated from Inter's average advance at 15 px, close enough for a picture.
 * @returns {[string, number][]}
 */
function navLinks(/** @type {string[]} */ links, /** @type {number} */ right) {
  let end = right;
  return [...links]
    .reverse()
    .map((link) => {
      const at = end;
      end -= link.length * 8.1 + 30;
      return /** @type {[string, number]} */ ([link, at]);
    })
    .reverse();
}

/** The home page on the laptop: top bar, the headline beside a panel, three cards below. */
export function homeScreen(/** @type {Site} */ site) {
  const { x, y, w, h } = laptopScreen;
  const c = site.colors;
  const subTop = y + 196 + site.headline.length * 52;
  const ctaTop = subTop + site.sub.length * 26 + 12;
  const heroBottom = ctaTop + 52 + 44;
  const nav = [
    box(x, y, w, 68, { fill: c.nav }),
    logo(site, x + 40, y + 34, 13),
    text(x + 64, y + 42, site.name, { ...site.heading, size: 23, fill: c.navText }),
    ...navLinks(site.nav, x + w - 232).map(([link, end]) =>
      text(end, y + 40, link, { ...INTER, size: 15, fill: c.navText, anchor: "end" }),
    ),
    button(x + w - 196, y + 15, 164, 38, site.navButton, {
      fill: c.primary,
      color: c.onPrimary,
      face: INTER_BOLD,
      size: 15,
    }),
  ];
  const hero = [
    box(x, y + 68, w, heroBottom - y - 68, { fill: c.hero }),
    text(x + 48, y + 128, site.eyebrow.toUpperCase(), {
      ...INTER_BOLD,
      size: 13,
      fill: c.heroMuted,
      spacing: 2,
    }),
    lines(x + 48, y + 180, site.headline, {
      ...site.heading,
      size: 44,
      leading: 52,
      fill: c.heroText,
    }),
    lines(x + 48, subTop, site.sub, {
      ...INTER,
      size: 17,
      leading: 26,
      fill: c.heroMuted,
    }),
    button(x + 48, ctaTop, 270, 52, site.cta, {
      fill: c.primary,
      color: c.onPrimary,
      face: INTER_BOLD,
      size: 17,
    }),
  ];
  // Left of where the phone stands in front of the screen.
  const px = x + 520;
  const panel = [
    box(px + 6, y + 108, 320, 256, { fill: "#000", r: 18 }).replace("/>", ' opacity="0.10"/>'),
    box(px, y + 100, 320, 256, { fill: c.card, r: 18 }),
    text(px + 26, y + 140, site.panel.title, { ...INTER_BOLD, size: 17, fill: c.text }),
    ...site.panel.rows.flatMap(([left, right], i) => [
      box(px + 26, y + 160 + i * 48, 268, 1, { fill: c.line }),
      text(px + 26, y + 192 + i * 48, left, { ...INTER_BOLD, size: 15, fill: c.text }),
      text(px + 294, y + 192 + i * 48, right, { ...INTER, size: 14, fill: c.muted, anchor: "end" }),
    ]),
  ];
  const cards = site.cards.flatMap((title, i) => {
    const cx = x + 48 + i * 282;
    return [
      box(cx, heroBottom + 36, 262, 150, { fill: c.card, r: 14, stroke: c.line, strokeWidth: 1.5 }),
      `<circle cx="${cx + 40}" cy="${heroBottom + 76}" r="16" fill="${i === 1 ? c.primary : c.accent}" opacity="${i === 1 ? 1 : 0.85}"/>`,
      text(cx + 24, heroBottom + 124, title, { ...site.heading, size: 20, fill: c.text }),
      box(cx + 24, heroBottom + 140, 190, 8, { fill: c.line, r: 4 }),
      box(cx + 24, heroBottom + 156, 150, 8, { fill: c.line, r: 4 }),
    ];
  });
  return [box(x, y, w, h, { fill: c.page }), ...nav, ...hero, ...panel, ...cards].join("");
}

/** The booking step on the phone: pick a day, pick a time, one button to book it. */
export function bookingScreen(/** @type {Site} */ site) {
  const { x, y, w, h } = phoneScreen;
  const c = site.colors;
  const p = site.phone;
  const inner = x + 22;
  const width = w - 44;
  const chip = (width - 3 * 10) / 4;
  return [
    box(x, y, w, h, { fill: c.page }),
    box(x, y, w, 112, { fill: c.nav }),
    text(inner, y + 40, "9:41", { ...INTER_BOLD, size: 14, fill: c.navText }),
    box(x + w - 52, y + 29, 28, 13, { r: 4, stroke: c.navText, strokeWidth: 1.5 }),
    logo(site, inner + 10, y + 82, 10),
    text(inner + 30, y + 89, site.name, { ...site.heading, size: 17, fill: c.navText }),
    lines(inner, y + 158, p.title, { ...site.heading, size: 25, leading: 30, fill: c.text }),
    text(inner, y + 158 + p.title.length * 30, p.sub, { ...INTER, size: 14, fill: c.muted }),
    ...p.days.flatMap(([day, date], i) => {
      const cx = inner + i * (chip + 10);
      const picked = i === p.day;
      return [
        box(cx, y + 240, chip, 64, {
          r: 12,
          fill: picked ? c.primary : c.card,
          stroke: picked ? c.primary : c.line,
          strokeWidth: 1.5,
        }),
        text(cx + chip / 2, y + 264, day, {
          ...INTER,
          size: 12,
          fill: picked ? c.onPrimary : c.muted,
          anchor: "middle",
        }),
        text(cx + chip / 2, y + 290, date, {
          ...INTER_BOLD,
          size: 19,
          fill: picked ? c.onPrimary : c.text,
          anchor: "middle",
        }),
      ];
    }),
    ...p.slots.slice(0, 3).flatMap(([time, what], i) => {
      const top = y + 324 + i * 60;
      const picked = i === p.slot;
      return [
        box(inner, top, width, 52, {
          r: 12,
          fill: c.card,
          stroke: picked ? c.primary : c.line,
          strokeWidth: picked ? 3 : 1.5,
        }),
        text(inner + 16, top + 32, time, { ...INTER_BOLD, size: 15, fill: c.text }),
        text(inner + 96, top + 32, what, { ...INTER, size: 14, fill: c.muted }),
        picked
          ? `<circle cx="${inner + width - 22}" cy="${top + 26}" r="9" fill="${c.primary}"/>`
          : `<circle cx="${inner + width - 22}" cy="${top + 26}" r="8" fill="none" stroke="${c.line}" stroke-width="2"/>`,
      ];
    }),
    button(inner, y + h - 84, width, 52, p.cta, {
      fill: c.primary,
      color: c.onPrimary,
      face: INTER_BOLD,
      size: 16,
    }),
  ].join("");
}
