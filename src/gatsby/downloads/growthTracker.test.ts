import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { columnLetter, parseCsv } from "./csv";
import { changeFormula, growthTrackerCsv, growthTrackerProblems } from "./growthTracker";
import type { GrowthTrackerContent } from "./types";

const tracker = yaml.load(
  fs.readFileSync(
    path.resolve(__dirname, "../../../content/downloads/growth-tracker.yaml"),
    "utf8",
  ),
) as GrowthTrackerContent;

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
  const sheet = parseCsv(
    growthTrackerCsv(tracker)
      .toString("utf8")
      .replace(/^\uFEFF/, ""),
  );
  const [header, ...rows] = sheet;

  it("has a number and a change column per metric, then notes", () => {
    expect(header).toEqual([
      "Month",
      "Website visitors",
      "Website visitors change (%)",
      "Leads",
      "Leads change (%)",
      "Calls booked",
      "Calls booked change (%)",
      "Social followers",
      "Social followers change (%)",
      "Email subscribers",
      "Email subscribers change (%)",
      "Notes",
    ]);
    expect(rows.map((row) => row[0])).toEqual(tracker.months.map(({ month }) => month));
    expect(rows[0].slice(0, 3)).toEqual(["January", "820", ""]);
    for (const row of rows) expect(row).toHaveLength(header.length);
  });

  it("works out the month-over-month change of every metric", () => {
    const february = rows[1];
    const changes = [2, 4, 6, 8, 10].map((column) => evaluate(sheet, february[column]));
    // 820 -> 905 visitors, 14 -> 17 leads, 5 -> 7 calls, 610 -> 655 followers, 240 -> 262.
    expect(changes).toEqual([10.4, 21.4, 40, 7.4, 9.2]);
    expect(evaluate(sheet, rows[2][2])).toBe(24.9);
  });

  it("leaves the change blank for the first month and for months not filled in yet", () => {
    expect(rows[0][2]).toBe("");
    expect(evaluate(sheet, rows[3][2])).toBe("");
    expect(evaluate(sheet, rows[11][10])).toBe("");
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
        expected: expect.stringContaining("5 numbers, one per metric (Website visitors"),
        received: "2 numbers",
      },
    ]);
  });
});
