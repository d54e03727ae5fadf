import type { Theme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq } from "../theme/tokens";

/**
 * A responsive list of cards: one column on phones, two from tablet width, up to `columns` on
 * wide screens. No card stands alone on a row the grid could balance: at two columns an odd
 * last card spans the row; at three (a six-track grid, each card two tracks) a row of one
 * becomes two rows of two, and a row of two shares the width.
 */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <ul css={(theme) => [baseStyles(theme), columns === 3 && threeColumns]}>{children}</ul>;
}

/** A list of cards in one column, two from tablet width: what every grid of cards starts from. */
export const cardListStyles = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[5],
  margin: 0,
  padding: 0,
  listStyle: "none",
  // One column that never grows past the screen: an auto column would widen to the
  // longest word (a web address), scrolling the page sideways at 320 px.
  gridTemplateColumns: "minmax(0, 1fr)",
  [mq("md")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});

const baseStyles = (theme: Theme) => [
  cardListStyles(theme),
  { [mq("md")]: { "& > :last-child:nth-child(odd)": { gridColumn: "1 / -1" } } },
];

// The selectors count from the end ("quantity queries"): the card that starts the last row
// (3n+1) with three cards after it, or with one, and the cards after it take half a row each.
const threeColumns = {
  [mq("lg")]: {
    gridTemplateColumns: "repeat(6, minmax(0, 1fr))",
    "& > *, & > :last-child:nth-child(odd)": { gridColumn: "span 2" },
    [[4, 2]
      .flatMap((after) => [
        `& > :nth-child(3n+1):nth-last-child(${after})`,
        `& > :nth-child(3n+1):nth-last-child(${after}) ~ *`,
      ])
      .join(", ")]: { gridColumn: "span 3" },
  },
};
