import { useTheme } from "@emotion/react";

/** A quarter disc the grid stays inside: its corner (`cx`, `cy`) and radius. */
export interface GridBounds {
  cx: number;
  cy: number;
  r: number;
}

/**
 * The fine grid every hero picture sits on: thin sand lines, `step` units apart. Within
 * `bounds` each line is cut where it leaves the quarter disc, so the grid ends in an arc that
 * echoes the sunrise, with no clip path (and so no id to clash on the page).
 */
export function ArtGrid({
  width,
  height,
  step = 24,
  bounds,
}: {
  width: number;
  height: number;
  step?: number;
  bounds?: GridBounds;
}) {
  const theme = useTheme();
  const reach = (offset: number) =>
    bounds ? Math.sqrt(Math.max(0, bounds.r ** 2 - offset ** 2)) : Infinity;
  const columns = Array.from({ length: Math.floor(width / step) + 1 }, (_, i) => i * step);
  const rows = Array.from({ length: Math.floor(height / step) + 1 }, (_, i) => i * step);
  const lines = [
    ...columns.map((x) => {
      const top = bounds ? Math.max(0, bounds.cy - reach(bounds.cx - x)) : 0;
      return top < height ? `M${x} ${top.toFixed(1)}V${height}` : "";
    }),
    ...rows.map((y) => {
      const left = bounds ? Math.max(0, bounds.cx - reach(bounds.cy - y)) : 0;
      return left < width ? `M${left.toFixed(1)} ${y}H${width}` : "";
    }),
  ];
  return <path d={lines.join("")} stroke={theme.color.border} strokeWidth={1} opacity={0.6} />;
}
