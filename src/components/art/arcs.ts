/**
 * A quarter disc of radius `r` whose corner is at (`cx`, `cy`), opening up and to the left:
 * the sunrise every hero picture is built from, rising out of a corner or a horizon.
 */
export const quarterDisc = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy}H${cx - r}A${r} ${r} 0 0 1 ${cx} ${cy - r}Z`;

/** A half disc of radius `r` standing on the horizon at (`cx`, `cy`). */
export const halfDisc = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}Z`;
