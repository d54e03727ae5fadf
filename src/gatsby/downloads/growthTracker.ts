import type { Problem } from "../../schema/problems";
import { columnLetter, toCsv, type Cell } from "./csv";
import type { GrowthTrackerContent } from "./types";

/** Months whose number of values differs from the number of metrics. */
export function growthTrackerProblems(content: GrowthTrackerContent): Problem[] {
  const expected = `${content.metrics.length} numbers, one per metric (${content.metrics.join(", ")})`;
  return content.months.flatMap(({ values }, index) =>
    !values || values.length === content.metrics.length
      ? []
      : [{ field: `months[${index}].values`, expected, received: `${values.length} numbers` }],
  );
}

/** Column of metric `index`'s number; its change sits in the column right after it. */
const valueColumn = (index: number) => 1 + index * 2;

/**
 * The month-over-month change of the value in `column`, in percent to one decimal place, as a
 * formula comparing spreadsheet row `row` with the row above. Empty when either month is
 * blank or the earlier one is 0 (no percentage exists), so unfilled months stay clean.
 */
export function changeFormula(column: number, row: number): string {
  const now = `${columnLetter(column)}${row}`;
  const before = `${columnLetter(column)}${row - 1}`;
  return `=IF(OR(${before}="",${now}="",${before}=0),"",ROUND((${now}-${before})/${before}*100,1))`;
}

/**
 * The Growth Tracker as CSV: a row per month with each metric's number and its change.
 *
 * The change is a formula, not a number worked out here: the owner types over the example
 * months and fills in the rest of the year, and a precomputed figure would then be wrong,
 * while a formula is recalculated by Excel, Google Sheets, Numbers and LibreOffice as soon
 * as the file is opened or a number changes. It yields a plain number of percent (12.5 for
 * +12.5%) rather than a "%"-formatted value, because a CSV file cannot carry cell formats and
 * a bare ratio such as 0.125 would read as a typo.
 */
export function growthTrackerCsv(content: GrowthTrackerContent): Buffer {
  const header: Cell[] = [
    "Month",
    ...content.metrics.flatMap((metric) => [metric, `${metric} change (%)`]),
    "Notes",
  ];
  const rows = content.months.map(({ month, values, notes }, index): Cell[] => {
    // Spreadsheet rows count from 1 and the header is row 1, so this month is row index + 2.
    const row = index + 2;
    return [
      month,
      ...content.metrics.flatMap((_metric, metric) => [
        values?.[metric] ?? null,
        index === 0 ? null : changeFormula(valueColumn(metric), row),
      ]),
      notes ?? null,
    ];
  });
  return toCsv([header, ...rows]);
}
