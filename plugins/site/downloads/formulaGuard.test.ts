/**
 * @jest-environment node
 */
import path from "node:path";
import { contentCalendarSchema, growthTrackerSchema } from "../../../src/content/schemas";
import { formatProblems } from "../../../src/content/problems";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { validate } from "../../../src/content/problems";
import {
  contentCalendarCsv,
  contentCalendarProblems,
  contentCalendarXlsx,
  type ContentCalendarContent,
} from "./contentCalendar";
import { parse } from "csv-parse/sync";
import { Formula, FormulaCellError, toCsv, type Cell } from "./csv";
import { changeFormula, growthTrackerCsv, growthTrackerXlsx, valueColumn } from "./growthTracker";
import { readDownloadContent } from "./downloads.testing";

/** CSV text read back as a spreadsheet would, by csv-parse. */
const readCsv = (text: string): string[][] => parse(text, { bom: true });

/** One field as toCsv writes it, without the file's mark and its record's line end. */
const csvField = (cell: Cell) =>
  toCsv([[cell]])
    .toString("utf8")
    .slice(1, -2);

/*
 * No cell of the free downloads is ever a formula a writer (or anyone editing content/) typed:
 * the schema refuses it with a message naming the field, and the CSV and Excel writers refuse
 * to write one even when handed input that skipped the schema.
 */

/** The tests' own site (fixture-site/README.md), never the agency's real downloads. */
const root = path.resolve(__dirname, "../../../fixture-site");
const tracker = readDownloadContent("growth-tracker", growthTrackerSchema, root);
const calendar = readDownloadContent(
  "content-calendar",
  contentCalendarSchema,
  root,
) as ContentCalendarContent;
const publisher = readSiteConfig(root);

/** Formulas dressed to get past a check of the first character, from the review. */
const disguised: [string, string][] = [
  ["a tab", "\t=1+1"],
  ["a carriage return", "\r=1+1"],
  ["a line feed", "\n=1+1"],
  ["a space", " =1+1"],
  ["a direction override", "\u202E=1+1"],
  ["a full-width =", '\uFF1DHYPERLINK("https://evil.example")'],
  ["a full-width +", "\uFF0B1"],
  ["a full-width -", "\uFF0D1"],
  ["a full-width @", "\uFF20SUM(A1)"],
];

const FORMULA_RULE =
  /text (on one line )?that does not start with =, \+, - or @, which a spreadsheet would run/;

/** `content` with `value` at `at` (["months", 0, "notes"]), copied. */
function withValue<T>(content: T, at: (string | number)[], value: unknown): T {
  const copy = JSON.parse(JSON.stringify(content));
  const parent = at.slice(0, -1).reduce((node, key) => node[key], copy);
  parent[at[at.length - 1]] = value;
  return copy;
}

const trackerFields: (string | number)[][] = [
  ["title"],
  ["description"],
  ["instructions", 0],
  ["metrics", 0, "name"],
  ["months", 0, "month"],
  ["months", 0, "leadSource"],
  ["months", 0, "notes"],
];
const calendarFields: (string | number)[][] = [
  ["title"],
  ["description"],
  ["instructions", 0],
  ["columns", 2],
];
const fieldName = (at: (string | number)[]) =>
  at.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    "",
  );

describe("spreadsheet text in content/downloads", () => {
  it("accepts valid files as they are (the fixture site's)", () => {
    expect(contentCalendarProblems(calendar)).toEqual([]);
    expect(tracker.months.length).toBeGreaterThan(0);
  });

  describe.each(disguised)("a formula behind %s", (_what, formula) => {
    it.each(trackerFields.map((at) => [fieldName(at), at]))(
      "is refused in the growth tracker's %s, naming it",
      (field, at) => {
        const { problems } = validate(growthTrackerSchema, withValue(tracker, at, formula));
        expect(problems).toEqual([
          expect.objectContaining({ field, expected: expect.stringMatching(FORMULA_RULE) }),
        ]);
        expect(formatProblems("content/downloads/growth-tracker.yaml", problems)).toContain(
          `  - ${field}: expected `,
        );
      },
    );

    it.each(calendarFields.map((at) => [fieldName(at), at]))(
      "is refused in the content calendar's %s, naming it",
      (field, at) => {
        const { problems } = validate(contentCalendarSchema, withValue(calendar, at, formula));
        expect(problems).toEqual([
          expect.objectContaining({ field, expected: expect.stringMatching(FORMULA_RULE) }),
        ]);
      },
    );

    it("is refused in a calendar post, naming the row and column", () => {
      const column = calendar.columns[2];
      const content = withValue(calendar, ["rows", 0, column], formula);
      expect(contentCalendarProblems(content)).toEqual([
        expect.objectContaining({
          field: `rows[0].${column}`,
          expected: expect.stringMatching(/^a number, or text that does not start with =/),
        }),
      ]);
    });
  });

  it("refuses a falling figure written as text and says what to write instead", () => {
    const { problems } = validate(
      growthTrackerSchema,
      withValue(tracker, ["months", 0, "notes"], "-5% churn"),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        field: "months[0].notes",
        expected: expect.stringContaining('write "5% down" rather than "-5%"'),
        received: '"-5% churn"',
      }),
    ]);
  });

  it("keeps negative numbers in cells: a number is never a formula", () => {
    const content = withValue(tracker, ["months", 0, "notes"], -5);
    expect(validate(growthTrackerSchema, content).problems).toEqual([]);
    const [header, january] = readCsv(growthTrackerCsv(content).toString("utf8").slice(1));
    expect(january[header.indexOf("Notes")]).toBe("-5");
    const post = withValue(calendar, ["rows", 0, calendar.columns[2]], -5);
    expect(contentCalendarProblems(post)).toEqual([]);
  });
});

/**
 * How the test models a spreadsheet opening a CSV field, written apart from
 * src/lib/spreadsheetFormula.ts so the writer is not checked against itself: a number is a
 * number; text runs as a formula when it starts with a tab, carriage return or line feed, or
 * when, past any whitespace, invisible or blank-looking character, its first character is = + - or @ in
 * ASCII, full-width or small form.
 */
function spreadsheetRuns(field: string): boolean {
  if (/^-?\d+(\.\d+)?$/.test(field)) return false;
  if (/^[\t\r\n\0]/.test(field)) return true;
  const visible = field.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what a spreadsheet skips
    /^(?:[\s\u0000-\u001F\u007F-\u009F\u00AD\u115F\u1160\u200B-\u200F\u202A-\u202E\u2060-\u2069\u2800\u3164\uFEFF\uFFA0]|\u034F)+/,
    "",
  );
  const first = visible.charAt(0);
  const wide: Record<string, string> = {
    "\uFF1D": "=",
    "\uFF0B": "+",
    "\uFF0D": "-",
    "\uFF20": "@",
    "\uFE66": "=",
    "\uFE62": "+",
    "\uFE63": "-",
    "\uFE6B": "@",
  };
  return first !== "" && "=+-@".includes(wide[first] ?? first);
}

/** Every field of a CSV file as a spreadsheet splits it. */
const csvCells = (file: Buffer) => readCsv(file.toString("utf8").slice(1)).flat();

describe("the CSV writer", () => {
  const before = [
    "",
    " ",
    "\t",
    "\r",
    "\n",
    "\r\n",
    "\u00A0",
    "\u3000",
    "\u200B",
    "\uFEFF",
    "\u202E",
    "\u2066",
    "\u0000",
    // Blank letters and invisible marks no general category calls invisible: the same list
    // writers' text refuses (src/lib/writerText.ts).
    "\u3164",
    "\u115F",
    "\uFFA0",
    "\u034F",
    "\u2800",
    "\u00AD",
    "'",
    '"',
    ";",
    ",",
  ];
  const starts = [
    "=",
    "+",
    "-",
    "@",
    "\uFF1D",
    "\uFF0B",
    "\uFF0D",
    "\uFF20",
    "\uFE66",
    "\uFE62",
    "\uFE63",
    "\uFE6B",
    "A",
    "5",
  ];
  const after = ["1+1", "cmd|' /C calc'!A0", "", ";=1+1", ",=1+1", '"=1+1"', "\n=1+1"];
  const hostile = before.flatMap((a) =>
    before.flatMap((b) =>
      starts.flatMap((start) => after.map((rest) => `${a}${b}${start}${rest}`)),
    ),
  );

  it(`never writes a text cell a spreadsheet runs as a formula, over ${hostile.length} inputs`, () => {
    let refused = 0;
    for (const value of hostile) {
      let file: Buffer;
      try {
        file = toCsv([["Note", value, 3]]);
      } catch (error) {
        expect(error).toBeInstanceOf(FormulaCellError);
        refused += 1;
        continue;
      }
      for (const cell of csvCells(file)) {
        if (spreadsheetRuns(cell))
          throw new Error(`wrote ${JSON.stringify(cell)} for ${JSON.stringify(value)}`);
      }
    }
    // Both outcomes happen: plain text is written, disguised formulas are refused.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(hostile.length);
  });

  it("names the cell it refuses", () => {
    expect(() =>
      toCsv([
        ["Month", "Notes"],
        ["January", "\t=1+1"],
      ]),
    ).toThrow(
      /^refusing to write CSV cell B2, text a spreadsheet would run as a formula: "\\t=1\+1"/,
    );
  });

  it("writes numbers as numbers, negative ones too, and its own formulas", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(new Formula("=SUM(B2:B4)"))).toBe("=SUM(B2:B4)");
    expect(() => csvField("-5")).toThrow(FormulaCellError);
  });

  // In locales with a decimal comma Excel splits CSV files at semicolons: unquoted, the text
  // after one would be a cell of its own (OWASP's CSV Injection page).
  it("quotes a field holding a semicolon", () => {
    expect(csvField("Calls; =1+1")).toBe('"Calls; =1+1"');
  });

  // Pasted or imported as tab-separated text, a spreadsheet splits at the tab.
  it("quotes a field holding a tab", () => {
    expect(csvField("Calls\t=1+1")).toBe('"Calls\t=1+1"');
    expect(readCsv(toCsv([["Calls\t=1+1", 2]]).toString("utf8"))).toEqual([["Calls\t=1+1", "2"]]);
  });

  it("writes no formula in the real files but the growth tracker's own change columns", () => {
    const calendarCells = csvCells(contentCalendarCsv(calendar));
    expect(calendarCells.filter(spreadsheetRuns)).toEqual([]);
    const rows = readCsv(growthTrackerCsv(tracker).toString("utf8").slice(1));
    const formulas = rows.flatMap((row, r) =>
      row.flatMap((cell, c) => (spreadsheetRuns(cell) ? [{ cell, row: r + 1, column: c }] : [])),
    );
    expect(formulas.length).toBeGreaterThan(0);
    for (const { cell, row, column } of formulas) {
      expect(tracker.metrics.map((_metric, m) => valueColumn(m) + 1)).toContain(column);
      expect(cell).toBe(changeFormula(column - 1, row));
    }
  });
});

describe("the generators given content that skipped the schema", () => {
  const trackerWith = (at: (string | number)[], value: Cell) => withValue(tracker, at, value);
  const calendarWith = (at: (string | number)[], value: Cell) => withValue(calendar, at, value);

  it("refuse to write a CSV cell that would run as a formula", () => {
    expect(() => growthTrackerCsv(trackerWith(["months", 1, "notes"], "\t=1+1"))).toThrow(
      /refusing to write CSV cell [A-Z]+3, text/,
    );
    expect(() =>
      contentCalendarCsv(calendarWith(["rows", 0, calendar.columns[2]], "\uFF1D1+1")),
    ).toThrow(/refusing to write CSV cell D2, text/);
  });

  it("refuse to write such text into a workbook, where editing the cell would make it a formula", async () => {
    await expect(
      growthTrackerXlsx(trackerWith(["months", 0, "leadSource"], "\r=1+1"), publisher),
    ).rejects.toThrow(/refusing to write Tracker!\w+2, text a spreadsheet would run as a formula/);
    await expect(
      contentCalendarXlsx(calendarWith(["instructions", 0], "\uFF20SUM(A1)"), publisher),
    ).rejects.toThrow(/refusing to write How to use!B\d+/);
  });
});
