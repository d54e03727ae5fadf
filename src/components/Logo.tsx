import { useTheme } from "@emotion/react";
import { mark, markColors } from "../theme/mark";

/**
 * The agency's mark (src/theme/mark.ts: three rising bars and a sun on a terracotta tile).
 * Decorative beside the name, and used nowhere else as an icon.
 */
export function Logo({ size = 36 }: { size?: number }) {
  const fill = markColors(useTheme().color);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${mark.size} ${mark.size}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={mark.size} height={mark.size} rx={mark.tile.radius} fill={fill.tile} />
      {mark.bars.map((bar) => (
        <rect key={bar.x} {...bar} rx={mark.barRadius} fill={fill.bars} />
      ))}
      <circle {...mark.sun} fill={fill.sun} />
    </svg>
  );
}
