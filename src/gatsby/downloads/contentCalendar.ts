import type { Problem } from "../validation/rules";
import { toCsv } from "./csv";
import type { ContentCalendarContent } from "./types";

/** Rows whose cell count differs from the header's, which would shift every later cell. */
export function contentCalendarProblems(content: ContentCalendarContent): Problem[] {
  const expected = `${content.columns.length} cells, one per column (${content.columns.join(", ")})`;
  return content.rows.flatMap((row, index) =>
    row.length === content.columns.length
      ? []
      : [{ field: `rows[${index}]`, expected, received: `${row.length} cells` }],
  );
}

/** The Content Calendar as CSV: the header row, then one row per planned post. */
export function contentCalendarCsv(content: ContentCalendarContent): Buffer {
  return toCsv([content.columns, ...content.rows]);
}
