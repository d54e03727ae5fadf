/**
 * @jest-environment node
 */
import path from "node:path";
import { growthTrackerSchema } from "../../../src/content/schemas";
import { parse } from "csv-parse/sync";
import { columnLetter } from "./csv";
import { changeFormula, growthTrackerCsv, growthTrackerProblems } from "./growthTracker";
import { readDownloadContent } from "./downloads.testing";

/** CSV text read back as a spreadsheet would, by csv-parse. */
const readCsv = (text: string): string[][] => parse(text, { bom: true });

/** The fixture site's tracker (fixture-site/README.md), never the agency's real one. */
const tracker = readDownloadContent(
  "growth-tracker",
  growthTrackerSchema,
  path.resolve(__dirname, "../../../fixture-site"),
);

const CHANGE =
  /^=IF\(OR\(([A-Z]+\d+)="",([A-Z]+\d+)="",([A-Z]+\d+)=0\),"",ROUND\(\(([A-Z]+\d+)-([A-Z]+\d+)\)\/([A-Z]+\d+)\*100,1\)\)$/;

/**
 * Works a change formula out the way a spreadsheet would, reading the cells it refers to from
 * the parsed sheet, so the test checks the numbers a user sees and not only the formula text.
 */
function evaluate(sheet: string[][], formula: string): number | "" {
  const match = CHANGE.exec(formula);
  if (!match) throw new Error(`Unexpected formula ${formula}`);
  const cell = (ref: string) => {
    const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(ref) ?? [];
    const column = sheet[0].findIndex((_, index) => columnLetter(index) === letters);
    return sheet[Number(row) - 1][column];
  };
  const [before, now] = [cell(match[1]), cell(match[2])];
  expect([match[3], match[5], match[6]]).toEqual([match[1], match[1], match[1]]);
  expect(match[4]).toBe(match[2]);
  if (before === "" || now === "" || Number(before) === 0) return "";
  return Math.round(((Number(now) - Number(before)) / Number(before)) * 1000) / 10;
}

describe("growthTrackerCsv", () => {
  const sheet = readCsv(
    growthTrackerCsv(tracker)
      .toString("utf8")
      .replace(/^\uFEFF/, ""),
  );
  const [header, ...rows] = sheet;

  const names = tracker.metrics.map(({ name }) => name);
  const example = tracker.months.filter(({ values }) => values);

  it("has a number and a change column per metric, then lead source and notes", () => {
    expect(header).toEqual([
      "Month",
      ...names.flatMap((name) => [name, `${name} change (%)`]),
      "Top lead source",
      "Notes",
    ]);
    expect(rows.map((row) => row[0])).toEqual(tracker.months.map(({ month }) => month));
    expect(rows[0].slice(1, 3)).toEqual([String(tracker.months[0].values?.[0] ?? ""), ""]);
    for (const row of rows) expect(row).toHaveLength(header.length);
  });

  it("works out the month-over-month change of every metric", () => {
    expect(example.length).toBeGreaterThanOrEqual(2);
    example.slice(1).forEach(({ values }, index) => {
      const before = example[index].values ?? [];
      names.forEach((_name, metric) => {
        const expected =
          Math.round(((values![metric] - before[metric]) / before[metric]) * 1000) / 10;
        expect(evaluate(sheet, rows[index + 1][2 + metric * 2])).toBe(expected);
      });
    });
  });

  it("leaves the change blank for the first month and for months not filled in yet", () => {
    expect(rows[0][2]).toBe("");
    const blank = tracker.months.findIndex(({ values }) => !values);
    expect(evaluate(sheet, rows[blank][2])).toBe("");
    expect(evaluate(sheet, rows[rows.length - 1][names.length * 2])).toBe("");
  });
});

describe("changeFormula", () => {
  it("compares a row with the row above and avoids dividing by zero", () => {
    expect(changeFormula(1, 3)).toBe('=IF(OR(B2="",B3="",B2=0),"",ROUND((B3-B2)/B2*100,1))');
  });
});

describe("growthTrackerProblems", () => {
  it("names a month with more or fewer numbers than metrics", () => {
    const months = [{ month: "January", values: [1, 2] }, { month: "February" }];
    expect(growthTrackerProblems({ ...tracker, months })).toEqual([
      {
        field: "months[0].values",
        expected: expect.stringContaining(
          `${tracker.metrics.length} numbers, one per metric (${tracker.metrics[0].name}`,
        ),
        received: "2 numbers",
      },
    ]);
  });
});
