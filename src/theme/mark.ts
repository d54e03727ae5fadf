import type { Tokens } from "./tokens";

/**
 * The agency's mark, in a 36-unit square: a terracotta tile holding three ascending cream bars
 * (growth, and the three of "Trinity"), the tallest on the right, with a marigold sun rising
 * above it. One drawing for every place the mark appears: the Logo component paints it with the
 * theme, static/favicon.svg is this file's markSvg (a test holds them equal), and the build
 * turns that file into the app icons and the social card (plugins/site/brand/brandFiles.ts).
 */
export const mark = {
  size: 36,
  tile: { radius: 9 },
  /** Left to right, shortest first, on one baseline; 7 units of tile around them. */
  bars: [
    { x: 7, y: 21, width: 6, height: 8 },
    { x: 15, y: 16, width: 6, height: 13 },
    { x: 23, y: 11.5, width: 6, height: 17.5 },
  ],
  barRadius: 1.5,
  /**
   * The sun, up and to the right of the tallest bar: off its centre, so it reads as a sun rising
   * past the peak and not as the dot of an "i".
   */
  sun: { cx: 28, cy: 6.5, r: 3.25 },
} as const;

/** The color roles the mark uses. */
export const markColors = (color: Tokens["color"]) => ({
  tile: color.primary,
  bars: color.textOnDark,
  sun: color.highlight,
});

/** The mark as a standalone SVG file's text (static/favicon.svg). */
export function markSvg(color: Tokens["color"]): string {
  const fill = markColors(color);
  const bars = mark.bars
    .map(
      ({ x, y, width, height }) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${mark.barRadius}" fill="${fill.bars}"/>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mark.size} ${mark.size}">`,
    `<rect width="${mark.size}" height="${mark.size}" rx="${mark.tile.radius}" fill="${fill.tile}"/>`,
    bars,
    `<circle cx="${mark.sun.cx}" cy="${mark.sun.cy}" r="${mark.sun.r}" fill="${fill.sun}"/>`,
    `</svg>\n`,
  ].join("");
}
