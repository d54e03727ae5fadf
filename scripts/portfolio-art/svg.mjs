// @ts-check
/**
 * Small SVG writers for the portfolio pictures: text, boxes and the two devices they sit in.
 * Each returns SVG markup as a string; the pictures (./sites.mjs) compose them.
 */

/** @param {string} text */
export const escape = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * @typedef {{ family: "Inter" | "Fraunces"; weight: number }} Face
 * @param {number} x
 * @param {number} y
 * @param {string} content
 * @param {Face & { size: number; fill: string; anchor?: "start" | "middle" | "end"; spacing?: number }} style
 */
export const text = (
  x,
  y,
  content,
  { family, weight, size, fill, anchor = "start", spacing = 0 },
) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-weight="${weight}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}">${escape(content)}</text>`;

/**
 * Lines of text set one under another, `leading` apart.
 * @param {number} x
 * @param {number} y
 * @param {string[]} lines
 * @param {Parameters<typeof text>[3] & { leading: number }} style
 */
export const lines = (x, y, lines, style) =>
  lines.map((line, index) => text(x, y + index * style.leading, line, style)).join("");

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {{ fill?: string; r?: number; stroke?: string; strokeWidth?: number }} [style]
 */
export const box = (x, y, w, h, { fill = "none", r = 0, stroke, strokeWidth = 2 } = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : ""}/>`;

/** A pill button with its label centred. */
export const button = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ w,
  /** @type {number} */ h,
  /** @type {string} */ label,
  /** @type {{ fill: string; color: string; face: Face; size: number; outline?: boolean }} */ style,
) =>
  box(x, y, w, h, {
    r: h / 2,
    fill: style.outline ? "none" : style.fill,
    stroke: style.outline ? style.fill : undefined,
  }) +
  text(x + w / 2, y + h / 2 + style.size * 0.36, label, {
    ...style.face,
    size: style.size,
    fill: style.color,
    anchor: "middle",
  });

export const LAPTOP = { x: 120, y: 96, w: 1010, h: 632, bezel: 18 };
export const PHONE = { x: 1010, y: 286, w: 304, h: 620, bezel: 14 };

/** The laptop's screen area, inside its bezel. */
export const laptopScreen = {
  x: LAPTOP.x + LAPTOP.bezel,
  y: LAPTOP.y + LAPTOP.bezel,
  w: LAPTOP.w - 2 * LAPTOP.bezel,
  h: LAPTOP.h - 2 * LAPTOP.bezel,
};

/** The phone's screen area, inside its bezel. */
export const phoneScreen = {
  x: PHONE.x + PHONE.bezel,
  y: PHONE.y + PHONE.bezel,
  w: PHONE.w - 2 * PHONE.bezel,
  h: PHONE.h - 2 * PHONE.bezel,
};

const DEVICE = "#1E1E22";
const DEVICE_EDGE = "#3A3A40";

/** A laptop in front view around `screen` (markup drawn in the screen's coordinates, clipped). */
export function laptop(/** @type {string} */ screen) {
  const { x, y, w, h } = LAPTOP;
  return [
    `<rect x="${x + 10}" y="${y + h + 26}" width="${w - 20}" height="18" rx="9" fill="#000" opacity="0.12"/>`,
    box(x, y, w, h, { fill: DEVICE, r: 22 }),
    `<clipPath id="laptop-screen"><rect x="${laptopScreen.x}" y="${laptopScreen.y}" width="${laptopScreen.w}" height="${laptopScreen.h}" rx="6"/></clipPath>`,
    `<g clip-path="url(#laptop-screen)">${screen}</g>`,
    `<path d="M${x - 56} ${y + h}H${x + w + 56}L${x + w + 20} ${y + h + 34}H${x - 20}Z" fill="${DEVICE_EDGE}"/>`,
    box(x + w / 2 - 70, y + h, 140, 10, { fill: DEVICE, r: 5 }),
  ].join("");
}

/** A phone standing in front of the laptop's right corner, `screen` clipped to its glass. */
export function phone(/** @type {string} */ screen) {
  const { x, y, w, h } = PHONE;
  return [
    `<rect x="${x + 14}" y="${y + 26}" width="${w}" height="${h}" rx="46" fill="#000" opacity="0.14"/>`,
    box(x, y, w, h, { fill: DEVICE, r: 46 }),
    `<clipPath id="phone-screen"><rect x="${phoneScreen.x}" y="${phoneScreen.y}" width="${phoneScreen.w}" height="${phoneScreen.h}" rx="34"/></clipPath>`,
    `<g clip-path="url(#phone-screen)">${screen}</g>`,
    box(x + w / 2 - 44, y + 24, 88, 22, { fill: DEVICE, r: 11 }),
  ].join("");
}

/** The whole picture: a ground color, two soft shapes behind the devices, then the devices. */
export const picture = (
  /** @type {{ ground: string; shapes: string[] }} */ backdrop,
  /** @type {string} */ laptopScreenMarkup,
  /** @type {string} */ phoneScreenMarkup,
) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="960" viewBox="0 0 1440 960">` +
  `<rect width="1440" height="960" fill="${backdrop.ground}"/>` +
  `<circle cx="1220" cy="170" r="260" fill="${backdrop.shapes[0]}"/>` +
  `<circle cx="120" cy="900" r="220" fill="${backdrop.shapes[1]}"/>` +
  laptop(laptopScreenMarkup) +
  phone(phoneScreenMarkup) +
  `</svg>`;
