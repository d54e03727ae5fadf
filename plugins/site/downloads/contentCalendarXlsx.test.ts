/**
 * @jest-environment node
 */
import path from "node:path";
import ExcelJS from "exceljs";
import { contentCalendarSchema } from "../../../src/content/schemas";
import { readSiteConfig } from "../../../src/content/siteConfig";
import {
  contentCalendarXlsx,
  dateFormula,
  FIRST_MONDAY,
  postDate,
  type ContentCalendarContent,
} from "./contentCalendar";
import { columnLetter } from "./csv";
import { readDownloadContent } from "./downloads.testing";
import { numberFormats } from "./workbook";

/** The tests' own site (fixture-site/README.md), never the agency's real downloads. */
const root = path.resolve(__dirname, "../../../fixture-site");
const calendar = readDownloadContent(
  "content-calendar",
  contentCalendarSchema,
  root,
) as ContentCalendarContent;
const publisher = readSiteConfig(root);

const TIMERS: FakeableAPI[] = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
];

async function open(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, number: number) =>
  (sheet.getRow(number).values as unknown[]).slice(1);

describe("contentCalendarXlsx", () => {
  let workbook: ExcelJS.Workbook;
  beforeAll(async () => {
    workbook = await open(await contentCalendarXlsx(calendar, publisher));
  });

  it("opens on a How to use sheet with every instruction and the first Monday to type over", () => {
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["How to use", "Calendar"]);
    const howTo = workbook.getWorksheet("How to use")!;
    const text: string[] = [];
    howTo.eachRow((row) => row.eachCell((cell) => text.push(String(cell.text))));
    expect(text[0]).toBe(calendar.title);
    for (const paragraph of calendar.instructions) expect(text).toContain(paragraph);
    expect(text.join(" ")).toContain(publisher.name);

    const [ref] = workbook.definedNames.getRanges(FIRST_MONDAY).ranges;
    const cell = howTo.getCell(ref.split("!")[1].replace(/\$/g, ""));
    expect(cell.value).toEqual(new Date(`${calendar.firstMonday}T00:00:00Z`));
    expect((cell.value as Date).getUTCDay()).toBe(1);
    expect(cell.numFmt).toBe(numberFormats.longDate);
  });

  it("has a styled, frozen header row: the date, then the file's columns", () => {
    const sheet = workbook.getWorksheet("Calendar")!;
    expect(rowValues(sheet, 1)).toEqual(["Date", ...calendar.columns]);
    const header = sheet.getRow(1).getCell(1);
    expect(header.font.bold).toBe(true);
    expect(header.fill).toEqual(expect.objectContaining({ type: "pattern", pattern: "solid" }));
    expect(sheet.views[0]).toEqual(expect.objectContaining({ state: "frozen", ySplit: 1 }));
    for (let column = 1; column <= calendar.columns.length + 1; column += 1) {
      expect(sheet.getColumn(column).width).toBeGreaterThanOrEqual(10);
    }
  });

  it("dates every post with a formula from the first Monday, in order", () => {
    const sheet = workbook.getWorksheet("Calendar")!;
    const week = columnLetter(calendar.columns.indexOf("Week") + 1);
    const day = columnLetter(calendar.columns.indexOf("Day") + 1);
    calendar.rows.forEach((post, index) => {
      const number = index + 2;
      const cell = sheet.getRow(number).getCell(1);
      expect(cell.formula).toBe(dateFormula(`${week}${number}`, `${day}${number}`));
      expect(cell.numFmt).toBe(numberFormats.date);
      const expected = postDate(calendar.firstMonday, Number(post.Week), post.Day as "Monday");
      expect(cell.result).toEqual(expected);
      expect(rowValues(sheet, number).slice(1)).toEqual(calendar.columns.map((c) => post[c]));
    });
    const dates = calendar.rows.map((_, i) =>
      (sheet.getCell(`A${i + 2}`).result as Date).getTime(),
    );
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it("ends with blank rows for next month on the first week's days, already dated", () => {
    const sheet = workbook.getWorksheet("Calendar")!;
    const weeks = Math.max(...calendar.rows.map((row) => Number(row.Week)));
    const firstWeekDays = calendar.rows.filter((row) => row.Week === 1).map((row) => row.Day);
    const blank = Array.from({ length: sheet.rowCount - 1 - calendar.rows.length }, (_, i) =>
      sheet.getRow(calendar.rows.length + 2 + i),
    );
    expect(blank).toHaveLength(weeks * firstWeekDays.length);
    blank.forEach((row, i) => {
      const values = rowValues(row.worksheet, row.number);
      const weekAt = calendar.columns.indexOf("Week") + 1;
      expect(values[weekAt]).toBe(weeks + 1 + Math.floor(i / firstWeekDays.length));
      expect(values[weekAt + 1]).toBe(firstWeekDays[i % firstWeekDays.length]);
      expect(row.getCell(1).formula).toContain(FIRST_MONDAY);
      const filled = values.filter((value) => value !== undefined && value !== null);
      expect(filled).toHaveLength(3); // the date, the week and the day
    });
  });

  it("prints landscape, one page wide, with the header on every page", () => {
    const { pageSetup } = workbook.getWorksheet("Calendar")!;
    expect(pageSetup).toEqual(
      expect.objectContaining({
        orientation: "landscape",
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        printTitlesRow: "1:1",
      }),
    );
  });

  it("gives the same bytes for the same content on another day, so its URL changes only with it", async () => {
    const today = Buffer.from(await contentCalendarXlsx(calendar, publisher));
    // Only the clock is faked: the zip library still needs real timers.
    jest.useFakeTimers({ now: new Date("2031-07-04T15:16:17Z"), doNotFake: TIMERS });
    try {
      const later = Buffer.from(await contentCalendarXlsx(calendar, publisher));
      expect(new Date().getUTCFullYear()).toBe(2031);
      expect(later.equals(today)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
