import { listOf, validate, type Problem } from "../validation/rules";
import { spreadsheetCell } from "../validation/specs";
import { toCsv } from "./csv";
import type { ContentCalendarContent } from "./types";

/**
 * Each row needs a value for every column and nothing else, so a misspelt heading
 * ("Chanel:") is reported instead of leaving a blank cell.
 */
export function contentCalendarProblems(content: ContentCalendarContent): Problem[] {
  const row = Object.fromEntries(content.columns.map((column) => [column, spreadsheetCell]));
  return validate(content.rows, listOf(row, "a list of posts"), "rows");
}

/** The Content Calendar as CSV: the header row, then one row per planned post. */
export function contentCalendarCsv(content: ContentCalendarContent): Buffer {
  return toCsv([content.columns, ...content.rows.map((row) => content.columns.map((c) => row[c]))]);
}
