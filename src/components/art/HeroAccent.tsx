import { useTheme } from "@emotion/react";
import type { ReactElement } from "react";

/** Which page a hero belongs to: each draws its own small sign over the shared arcs. */
export type HeroAccentName = "about" | "services" | "portfolio" | "resources" | "contact";

/*
 * Abstract signs, never people or icons of the site's controls: the three services, a site we
 * built, a page to read, a free slot in a calendar. About has its own, larger picture.
 */
const glyphs: Record<Exclude<HeroAccentName, "about">, (color: Colors) => ReactElement> = {
  services: (c) => (
    <g>
      <circle cx={34} cy={60} r={14} fill={c.accent} />
      <rect x={56} y={46} width={28} height={28} rx={6} fill={c.primary} />
      <path d="M92 74l15-28 15 28z" fill={c.highlight} />
    </g>
  ),
  portfolio: (c) => (
    <g>
      <rect
        x={22}
        y={24}
        width={96}
        height={64}
        rx={7}
        fill="none"
        stroke={c.accent}
        strokeWidth={4}
      />
      <path d="M22 38h96" stroke={c.accent} strokeWidth={4} />
      <rect x={32} y={48} width={44} height={8} rx={4} fill={c.primary} />
      <rect x={32} y={62} width={30} height={6} rx={3} fill={c.accent} opacity={0.5} />
      <circle cx={98} cy={64} r={10} fill={c.highlight} />
    </g>
  ),
  resources: (c) => (
    <g>
      <path
        d="M40 20h44l18 18v56H40z"
        fill="none"
        stroke={c.accent}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d="M84 20v18h18" fill="none" stroke={c.accent} strokeWidth={4} strokeLinejoin="round" />
      <path
        d="M52 54h36M52 66h36M52 78h22"
        stroke={c.primary}
        strokeWidth={5}
        strokeLinecap="round"
      />
    </g>
  ),
  contact: (c) => (
    <g>
      <rect
        x={26}
        y={26}
        width={88}
        height={70}
        rx={8}
        fill="none"
        stroke={c.accent}
        strokeWidth={4}
      />
      <path d="M26 44h88" stroke={c.accent} strokeWidth={4} />
      {[0, 1, 2, 3].flatMap((col) =>
        [0, 1].map((row) => (
          <circle
            key={`${col}-${row}`}
            cx={44 + col * 18}
            cy={62 + row * 18}
            r={5}
            fill={col === 2 && row === 0 ? c.primary : c.accent}
            opacity={col === 2 && row === 0 ? 1 : 0.45}
          />
        )),
      )}
    </g>
  ),
};

type Colors = ReturnType<typeof useTheme>["color"];

/** The page's sign, on a small raised tile at (`x`, `y`); About's three circles stand free. */
export function HeroAccent({ name, x, y }: { name: HeroAccentName; x: number; y: number }) {
  const { color } = useTheme();
  if (name === "about") {
    // The owner, the team and the community: three circles that share their middle.
    return (
      <g transform={`translate(${x} ${y})`}>
        <circle cx={70} cy={70} r={56} fill={color.highlight} />
        <circle cx={142} cy={70} r={56} fill={color.primary} style={{ mixBlendMode: "multiply" }} />
        <circle cx={106} cy={132} r={56} fill="none" stroke={color.dark} strokeWidth={8} />
      </g>
    );
  }
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={140} height={120} rx={16} fill={color.surfaceRaised} stroke={color.border} />
      {glyphs[name](color)}
    </g>
  );
}
