import { useTheme } from "@emotion/react";
import { mq } from "../../theme/tokens";
import { quarterDisc } from "./arcs";

const TILE = 60;
const COLUMNS = 4;
const ROWS = 5;

/**
 * What the About page shows where the team's photo belongs until the owner adds one
 * (content/site.yaml, about.teamPhoto; `npm run launch-check` lists it): a quilt of quarter
 * circles in the brand's colors, the hero's sunrise taken apart. Abstract on purpose: no
 * drawn people stand in for real ones. Its box keeps a photo's 4:5 shape beside the story.
 */
export function TeamSlotArt() {
  const { color } = useTheme();
  const pairs = [
    [color.dark, color.highlight],
    [color.surface, color.primary],
    [color.primarySoft, color.primary],
    [color.highlight, color.dark],
    [color.accentSoft, color.accent],
  ];
  const tiles = Array.from({ length: COLUMNS * ROWS }, (_, i) => {
    const column = i % COLUMNS;
    const row = Math.floor(i / COLUMNS);
    // A fixed, irregular walk through the colors and turns, so no two neighbors match.
    const [ground, disc] = pairs[(column * 2 + row * 3) % pairs.length];
    return { column, row, ground, disc, turn: ((column + row * 3) % 4) * 90 };
  });
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${COLUMNS * TILE} ${ROWS * TILE}`}
      preserveAspectRatio="xMidYMid slice"
      css={(theme) => ({
        display: "block",
        width: "100%",
        // Landscape under the story on a phone, a photo's portrait beside it from 72em.
        aspectRatio: "3 / 2",
        [mq("lg")]: { aspectRatio: "4 / 5" },
        clipPath: `inset(0 round ${theme.radius.lg})`,
      })}
    >
      {tiles.map(({ column, row, ground, disc, turn }) => (
        <g
          key={`${column}-${row}`}
          transform={`translate(${column * TILE} ${row * TILE}) rotate(${turn} ${TILE / 2} ${TILE / 2})`}
        >
          <rect width={TILE} height={TILE} fill={ground} />
          <path d={quarterDisc(TILE, TILE, TILE)} fill={disc} />
        </g>
      ))}
    </svg>
  );
}
