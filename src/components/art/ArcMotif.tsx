import { useTheme } from "@emotion/react";
import { ArtGrid } from "./ArtGrid";
import { quarterDisc } from "./arcs";
import { HeroAccent, type HeroAccentName } from "./HeroAccent";

const WIDTH = 360;
const HEIGHT = 240;

/**
 * The page heroes' shared picture: a sunrise of quarter circles rising from the band's bottom
 * right corner over the fine grid, with the page's own sign beside it. Decorative: the page says
 * everything it shows in words. It fills the box its parent sizes, anchored to that corner.
 */
export function ArcMotif({ accent }: { accent: HeroAccentName }) {
  const { color } = useTheme();
  const rings = [
    { r: 236, fill: color.background },
    { r: 190, fill: color.primarySoft },
    { r: 144, fill: color.primary },
    { r: 98, fill: color.highlight },
    { r: 52, fill: color.dark },
  ];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMaxYMax meet"
      css={{ display: "block", width: "100%", height: "100%" }}
    >
      <ArtGrid width={WIDTH} height={HEIGHT} bounds={{ cx: WIDTH, cy: HEIGHT, r: 300 }} />
      {rings.map(({ r, fill }) => (
        <path key={r} d={quarterDisc(WIDTH, HEIGHT, r)} fill={fill} />
      ))}
      <HeroAccent name={accent} x={accent === "about" ? 8 : 24} y={accent === "about" ? 8 : 22} />
    </svg>
  );
}
