import type { Problem } from "../../../src/content/problems";
import { columnLetter, Formula, toCsv } from "./csv";
import type { GrowthMetric, GrowthTrackerContent } from "../../../src/content/schemas";
import type { Publisher } from "./types";
import { numberFormats, ruleAboveRow, workbookFile } from "./workbook";

/** Months whose number of values differs from the number of metrics. */
export function growthTrackerProblems(content: GrowthTrackerContent): Problem[] {
  const names = content.metrics.map(({ name }) => name);
  const expected = `${names.length} numbers, one per metric (${names.join(", ")})`;
  return content.months.flatMap(({ values }, index) =>
    !values || values.length === names.length
      ? []
      : [{ field: `months[${index}].values`, expected, received: `${values.length} numbers` }],
  );
}

/** Column of metric `index`'s number; its change sits in the column right after it. */
export const valueColumn = (index: number) => 1 + index * 2;

const LEAD_SOURCE = "Top lead source";
const NOTES = "Notes";
/** The label of the totals row under the months. */
export const YEAR_TO_DATE = "Year to date";

const headerRow = (content: GrowthTrackerContent, changeLabel: string): string[] => [
  "Month",
  ...content.metrics.flatMap(({ name }) => [name, `${name} ${changeLabel}`]),
  LEAD_SOURCE,
  NOTES,
];

/**
 * The change of `column` from the row above to `row`, `of` applied to the ratio. Empty when either
 * month is blank or the earlier one is 0 (no percentage exists), so unfilled months stay clean.
 */
function change(column: number, row: number, of: (ratio: string) => string): string {
  const now = `${columnLetter(column)}${row}`;
  const before = `${columnLetter(column)}${row - 1}`;
  return `IF(OR(${before}="",${now}="",${before}=0),"",${of(`(${now}-${before})/${before}`)})`;
}

/** The CSV's change formula: in percent, to one decimal place (see growthTrackerCsv). */
export const changeFormula = (column: number, row: number) =>
  `=${change(column, row, (ratio) => `ROUND(${ratio}*100,1)`)}`;

/** The workbook's change formula: a ratio, shown as a percentage by the cell's format. */
export const changeRatioFormula = (column: number, row: number) =>
  change(column, row, (ratio) => ratio);

/**
 * A row per month. `changeCell` gets the metric's index, the month's spreadsheet row (the header
 * is row 1) and the month's index.
 */
function monthRows<C>(
  content: GrowthTrackerContent,
  changeCell: (metric: number, row: number, index: number) => C,
) {
  return content.months.map(({ month, values, leadSource, notes }, index) => [
    month,
    ...content.metrics.flatMap((_metric, m) => [
      values?.[m] ?? null,
      index === 0 ? null : changeCell(m, index + 2, index),
    ]),
    leadSource ?? null,
    notes ?? null,
  ]);
}

/**
 * The Growth Tracker as CSV. The change is a formula, not a number worked out here: the owner
 * types over the example months and fills in the year, and every spreadsheet recalculates a
 * formula. It gives percent (12.5 for +12.5%): a CSV file carries no cell format, and a bare
 * ratio such as 0.125 would read as a typo.
 */
export function growthTrackerCsv(content: GrowthTrackerContent): Buffer {
  const rows = monthRows(content, (m, row) => new Formula(changeFormula(valueColumn(m), row)));
  return toCsv([headerRow(content, "change (%)"), ...rows]);
}

/**
 * The year-to-date figure of a metric over rows `first` to `last`: the sum of the months, or
 * for a running total (followers) the latest month filled in: LOOKUP of a number larger than
 * any gives the last number in a range, in Excel, Google Sheets, Numbers and LibreOffice alike.
 */
export function yearToDateFormula(
  metric: GrowthMetric,
  column: number,
  first: number,
  last: number,
) {
  const range = `${columnLetter(column)}${first}:${columnLetter(column)}${last}`;
  return metric.yearToDate === "latest"
    ? `IF(COUNT(${range})=0,"",LOOKUP(9.99E+307,${range}))`
    : `SUM(${range})`;
}

const ratio = (before: number | undefined, now: number | undefined) =>
  before === undefined || now === undefined || before === 0 ? undefined : (now - before) / before;

/** What a spreadsheet shows for a metric's year to date, stored as the formula's result. */
function yearToDate(metric: GrowthMetric, numbers: number[]): number | undefined {
  if (metric.yearToDate === "latest") return numbers.at(-1);
  return numbers.reduce((sum, value) => sum + value, 0);
}

/**
 * The Growth Tracker as an Excel workbook. Every figure the owner does not type is a formula,
 * stored with its result so previews show it before anything recalculates.
 */
export function growthTrackerXlsx(
  content: GrowthTrackerContent,
  publisher: Publisher,
): Promise<Uint8Array> {
  const headings = headerRow(content, "change");
  const columns = headings.map((header, index) => ({
    header,
    width: index === 0 ? 14 : header === NOTES ? 44 : header === LEAD_SOURCE ? 20 : 13,
  }));
  const numberFormat = (metric: GrowthMetric) =>
    metric.format === "currency" ? numberFormats.currency : numberFormats.count;
  const first = 2;
  const last = first + content.months.length - 1;
  return workbookFile(publisher, content, "Tracker", columns, (sheet) => {
    const rows = monthRows(content, (m, row, index) => ({
      formula: changeRatioFormula(valueColumn(m), row),
      result: ratio(content.months[index - 1].values?.[m], content.months[index].values?.[m]),
    }));
    rows.forEach((values, index) => {
      const row = sheet.addRow(values);
      content.metrics.forEach((metric, m) => {
        row.getCell(valueColumn(m) + 1).numFmt = numberFormat(metric);
        if (index > 0) row.getCell(valueColumn(m) + 2).numFmt = numberFormats.change;
      });
      row.getCell(headings.length).alignment = { wrapText: true, vertical: "top" };
    });

    const totals = sheet.getRow(last + 1);
    totals.getCell(1).value = YEAR_TO_DATE;
    content.metrics.forEach((metric, m) => {
      const cell = totals.getCell(valueColumn(m) + 1);
      const numbers = content.months.flatMap(({ values }) =>
        values?.[m] === undefined ? [] : [values[m]],
      );
      cell.value = {
        formula: yearToDateFormula(metric, valueColumn(m), first, last),
        result: yearToDate(metric, numbers),
      };
      cell.numFmt = numberFormat(metric);
    });
    totals.font = { bold: true };
    ruleAboveRow(totals, headings.length, { style: "double" });
  });
}
