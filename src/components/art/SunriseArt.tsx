import { useTheme } from "@emotion/react";
import { ArtGrid } from "./ArtGrid";
import { halfDisc, quarterDisc } from "./arcs";

export const SUNRISE_WIDTH = 480;
export const SUNRISE_HEIGHT = 400;
const HORIZON = 300;

/**
 * The home hero's picture: a sun of concentric half circles rising over an evergreen horizon,
 * quarter circles answering it in two corners, on the fine grid of a sand panel. Growth as a
 * sunrise, drawn from the brand's four colors; no people, nothing to read.
 */
export function SunriseArt() {
  const { color } = useTheme();
  const sun = [
    { r: 196, fill: color.primarySoft },
    { r: 150, fill: color.primary },
    { r: 104, fill: color.highlight },
  ];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${SUNRISE_WIDTH} ${SUNRISE_HEIGHT}`}
      preserveAspectRatio="xMidYMax slice"
      css={(theme) => ({
        display: "block",
        width: "100%",
        height: "100%",
        // The panel's corners, without an id a second picture on the page could clash with.
        clipPath: `inset(0 round ${theme.radius.lg})`,
      })}
    >
      <g>
        <rect width={SUNRISE_WIDTH} height={SUNRISE_HEIGHT} fill={color.surface} />
        <ArtGrid width={SUNRISE_WIDTH} height={SUNRISE_HEIGHT} />
        <path d="M0 0H96A96 96 0 0 1 0 96Z" fill={color.accent} />
        {sun.map(({ r, fill }) => (
          <path key={r} d={halfDisc(300, HORIZON, r)} fill={fill} />
        ))}
        <rect
          y={HORIZON}
          width={SUNRISE_WIDTH}
          height={SUNRISE_HEIGHT - HORIZON}
          fill={color.dark}
        />
        <path d={quarterDisc(SUNRISE_WIDTH, SUNRISE_HEIGHT, 72)} fill={color.darkRaised} />
        <path
          d={`M0 ${HORIZON + 34}H${SUNRISE_WIDTH}M0 ${HORIZON + 66}H${SUNRISE_WIDTH}`}
          stroke={color.darkRaised}
          strokeWidth={2}
        />
      </g>
    </svg>
  );
}
