import { mq } from "../../theme/tokens";
import { ResultFigure, type CaseStudyResult } from "./ResultFigure";

/** Columns that never leave one tile alone on a row when another count would balance it. */
const columnsFor = (count: number) => (count > 3 && count % 3 === 1 ? 2 : Math.min(count, 3));

/** A case study's results as a row of stat tiles: side by side from 48em, stacked on a phone. */
export function ResultTiles({ results }: { results: readonly CaseStudyResult[] }) {
  return (
    <ul
      css={(theme) => ({
        display: "grid",
        gap: theme.space[4],
        gridTemplateColumns: "minmax(0, 1fr)",
        margin: 0,
        padding: 0,
        listStyle: "none",
        [mq("md")]: {
          gridTemplateColumns: `repeat(${columnsFor(results.length)}, minmax(0, 1fr))`,
        },
      })}
    >
      {results.map((result) => (
        <li
          key={result.figure + result.label}
          css={(theme) => ({
            padding: theme.space[4],
            background: theme.color.surfaceRaised,
            border: `1px solid ${theme.color.border}`,
            borderTop: `4px solid ${theme.color.highlight}`,
            borderRadius: theme.radius.md,
            [mq("md")]: { padding: theme.space[5] },
          })}
        >
          <ResultFigure result={result} />
        </li>
      ))}
    </ul>
  );
}
