/**
 * @jest-environment node
 */
import path from "node:path";
import ExcelJS from "exceljs";
import { growthTrackerSchema } from "../../../src/content/schemas";
import { readSiteConfig } from "../../../src/content/siteConfig";
import {
  changeRatioFormula,
  growthTrackerXlsx,
  valueColumn,
  YEAR_TO_DATE,
  yearToDateFormula,
} from "./growthTracker";
import { readDownloadContent } from "./downloads.testing";
import { numberFormats } from "./workbook";

/** The tests' own site (fixture-site/README.md), never the agency's real downloads. */
const root = path.resolve(__dirname, "../../../fixture-site");
const tracker = readDownloadContent("growth-tracker", growthTrackerSchema, root);
const publisher = readSiteConfig(root);

describe("growthTrackerXlsx", () => {
  let workbook: ExcelJS.Workbook;
  let sheet: ExcelJS.Worksheet;
  beforeAll(async () => {
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await growthTrackerXlsx(tracker, publisher)) as unknown as ExcelJS.Buffer,
    );
    sheet = workbook.getWorksheet("Tracker")!;
  });

  // exceljs counts columns from 1; the generator's column indexes count from 0.
  const cell = (row: number, column: number) => sheet.getRow(row).getCell(column + 1);

  it("opens on a How to use sheet with every instruction", () => {
    expect(workbook.worksheets.map(({ name }) => name)).toEqual(["How to use", "Tracker"]);
    const text: string[] = [];
    workbook.getWorksheet("How to use")!.eachRow((row) => row.eachCell((c) => text.push(c.text)));
    expect(text[0]).toBe(tracker.title);
    for (const paragraph of tracker.instructions) expect(text).toContain(paragraph);
  });

  it("has a frozen, styled header: each metric and its change, lead source and notes", () => {
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Month",
      ...tracker.metrics.flatMap(({ name }) => [name, `${name} change`]),
      "Top lead source",
      "Notes",
    ]);
    expect(cell(1, 0).font.bold).toBe(true);
    expect(sheet.views[0]).toEqual(
      expect.objectContaining({ state: "frozen", xSplit: 1, ySplit: 1 }),
    );
    expect(sheet.pageSetup).toEqual(
      expect.objectContaining({ orientation: "landscape", fitToWidth: 1, printTitlesRow: "1:1" }),
    );
  });

  it("has a row per month with its numbers, in dollars or counts", () => {
    tracker.months.forEach(({ month, values, leadSource }, index) => {
      const row = index + 2;
      expect(cell(row, 0).value).toBe(month);
      tracker.metrics.forEach((metric, m) => {
        const value = cell(row, valueColumn(m));
        expect(value.value).toBe(values?.[m] ?? null);
        expect(value.numFmt).toBe(
          metric.format === "currency" ? numberFormats.currency : numberFormats.count,
        );
      });
      expect(cell(row, valueColumn(tracker.metrics.length)).value).toBe(leadSource ?? null);
    });
  });

  it("works out each month's change from the month before as a percentage", () => {
    tracker.months.slice(1).forEach(({ values }, index) => {
      const row = index + 3;
      const before = tracker.months[index].values;
      tracker.metrics.forEach((_metric, m) => {
        const change = cell(row, valueColumn(m) + 1);
        expect(change.formula).toBe(changeRatioFormula(valueColumn(m), row));
        expect(change.numFmt).toBe(numberFormats.change);
        const expected =
          before?.[m] && values?.[m] !== undefined
            ? (values[m] - before[m]) / before[m]
            : undefined;
        expect(change.result).toBe(expected);
      });
    });
  });

  it("ends with a Year to date row: sums, or the latest month for running totals", () => {
    const row = tracker.months.length + 2;
    expect(cell(row, 0).value).toBe(YEAR_TO_DATE);
    expect(sheet.getRow(row).font.bold).toBe(true);
    tracker.metrics.forEach((metric, m) => {
      const total = cell(row, valueColumn(m));
      expect(total.formula).toBe(yearToDateFormula(metric, valueColumn(m), 2, row - 1));
      const numbers = tracker.months.flatMap(({ values }) => (values ? [values[m]] : []));
      expect(total.result).toBe(
        metric.yearToDate === "latest" ? numbers.at(-1) : numbers.reduce((a, b) => a + b, 0),
      );
      expect(total.numFmt).toBe(cell(2, valueColumn(m)).numFmt);
    });
    expect(tracker.metrics.some(({ format }) => format === "currency")).toBe(true);
  });
});
