import { spreadsheetCell } from "../../schema/content";
import { fields } from "../../schema/fields";
import type { Problem } from "../../schema/problems";
import { check } from "../../schema/siteConfig";
import { toCsv } from "./csv";
import type { ContentCalendarContent } from "./types";

/**
 * Each row needs a value for every column and nothing else, so a misspelt heading
 * ("Chanel:") is reported instead of leaving a blank cell.
 */
export function contentCalendarProblems(content: ContentCalendarContent): Problem[] {
  const row = fields(
    Object.fromEntries(content.columns.map((column) => [column, spreadsheetCell])),
  );
  return content.rows.flatMap((values, index) =>
    check(row, values).problems.map((problem) => ({
      ...problem,
      field: `rows[${index}]${problem.field === "(file)" ? "" : `.${problem.field}`}`,
    })),
  );
}

/** The Content Calendar as CSV: the header row, then one row per planned post. */
export function contentCalendarCsv(content: ContentCalendarContent): Buffer {
  return toCsv([content.columns, ...content.rows.map((row) => content.columns.map((c) => row[c]))]);
}
