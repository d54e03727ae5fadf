import type { ReactNode } from "react";
import { mq } from "../theme/tokens";

/** A responsive list of cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <ul
      css={(theme) => ({
        display: "grid",
        gap: theme.space[5],
        margin: 0,
        padding: 0,
        listStyle: "none",
        // One column that never grows past the screen: an auto column would widen to the
        // longest word (a web address), scrolling the page sideways at 320 px.
        gridTemplateColumns: "minmax(0, 1fr)",
        [mq("md")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        [mq("lg")]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      })}
    >
      {children}
    </ul>
  );
}
