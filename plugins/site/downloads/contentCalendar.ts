import { z } from "zod";
import { fields, oneOf } from "../../../src/content/fields";
import { contentCalendarSchema, spreadsheetCell, WEEKDAYS } from "../../../src/content/schemas";
import type { Problem } from "../../../src/content/problems";
import { validate } from "../../../src/content/problems";
import { columnLetter, toCsv, type Cell } from "./csv";
import type { Publisher } from "./types";
import { colors, numberFormats, ruleAboveRow, workbookFile } from "./workbook";

/** content/downloads/content-calendar.yaml; each row is checked against `columns`. */
export type ContentCalendarContent = Omit<z.infer<typeof contentCalendarSchema>, "rows"> & {
  /** One post per row, keyed by column heading. */
  rows: Record<string, Cell>[];
};

/** Every calendar needs Week and Day: they date each post, in the Date column. */
const WEEK = "Week";
const DAY = "Day";
const DATE = "Date";

/** The workbook's name for the cell holding the first Monday, used by every date formula. */
export const FIRST_MONDAY = "FirstMonday";

type Weekday = (typeof WEEKDAYS)[number];

const WEEK_NUMBER = "a whole number of 1 or more (1 for the first week)";

/**
 * Each row needs a value for every column and nothing else, so a misspelt heading
 * ("Chanel:") is reported instead of leaving a blank cell; its Week and Day must date it.
 */
export function contentCalendarProblems(content: ContentCalendarContent): Problem[] {
  const missing = [WEEK, DAY]
    .filter((column) => !content.columns.includes(column))
    .map((column) => ({
      field: "columns",
      expected: `a list of column headings that includes ${WEEK} and ${DAY}, which date each post`,
      received: `no ${column} column`,
    }));
  if (missing.length > 0) return missing;
  const row = fields({
    ...Object.fromEntries(content.columns.map((column) => [column, spreadsheetCell])),
    [WEEK]: z.number({ error: WEEK_NUMBER }).int(WEEK_NUMBER).min(1, WEEK_NUMBER),
    [DAY]: oneOf(WEEKDAYS),
  });
  return content.rows.flatMap((values, index) =>
    validate(row, values).problems.map((problem) => ({
      ...problem,
      field: `rows[${index}]${problem.field === "(file)" ? "" : `.${problem.field}`}`,
    })),
  );
}

/** The date of a post in `week` (from 1) on `day`, for a month starting on `firstMonday`. */
export function postDate(firstMonday: string, week: number, day: Weekday): Date {
  const date = new Date(`${firstMonday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7 * (week - 1) + WEEKDAYS.indexOf(day));
  return date;
}

/** A planned post, or an empty row to plan the next month with only its Week and Day set. */
interface CalendarRow {
  week: number;
  day: Weekday;
  values: Record<string, Cell>;
}

/**
 * The month's posts, then blank rows for the next month: as many weeks again, on the days
 * the first week posts, so the rhythm carries on.
 */
export function calendarRows(content: ContentCalendarContent): CalendarRow[] {
  const planned = content.rows.map((values) => ({
    week: Number(values[WEEK]),
    day: values[DAY] as Weekday,
    values,
  }));
  const weeks = Math.max(...planned.map(({ week }) => week));
  const firstWeek = planned.filter(({ week }) => week === Math.min(...planned.map((p) => p.week)));
  const blank = Array.from({ length: weeks }, (_, offset) =>
    firstWeek.map(({ day }) => ({
      week: weeks + offset + 1,
      day,
      values: { [WEEK]: weeks + offset + 1, [DAY]: day },
    })),
  ).flat();
  return [...planned, ...blank];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Content Calendar as CSV: the date, then the columns; blank rows for the next month. */
export function contentCalendarCsv(content: ContentCalendarContent): Buffer {
  const rows = calendarRows(content).map(({ week, day, values }) => [
    isoDay(postDate(content.firstMonday, week, day)),
    ...content.columns.map((column) => values[column] ?? null),
  ]);
  return toCsv([[DATE, ...content.columns], ...rows]);
}

/** The date formula of a calendar row, blank while the row has no Week or Day yet. */
export function dateFormula(weekCell: string, dayCell: string): string {
  const days = WEEKDAYS.map((day) => `"${day}"`).join(",");
  return `IF(OR(${weekCell}="",${dayCell}=""),"",${FIRST_MONDAY}+7*(${weekCell}-1)+MATCH(${dayCell},{${days}},0)-1)`;
}

/** Column widths in characters: wide enough for the longest value, within reason. */
const widthFor = (heading: string, values: Cell[]) =>
  Math.min(48, Math.max(10, heading.length + 2, ...values.map((v) => String(v ?? "").length + 2)));

/**
 * The Content Calendar as an Excel workbook: "How to use" with the month's first Monday as the
 * one input, then the Calendar sheet, every date worked out from that Monday by a formula.
 */
export function contentCalendarXlsx(
  content: ContentCalendarContent,
  publisher: Publisher,
): Promise<Uint8Array> {
  const rows = calendarRows(content);
  const headings = [DATE, ...content.columns];
  const columns = headings.map((heading) => ({
    header: heading,
    width:
      heading === DATE
        ? 18
        : widthFor(
            heading,
            rows.map(({ values }) => values[heading] ?? null),
          ),
  }));
  return workbookFile(publisher, content, "Calendar", columns, (sheet, howTo) => {
    const input = howTo.sheet.getRow(howTo.nextRow);
    input.values = ["First Monday of the month", new Date(`${content.firstMonday}T00:00:00Z`)];
    input.font = { bold: true };
    const mondayCell = input.getCell(2);
    mondayCell.numFmt = numberFormats.longDate;
    mondayCell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: colors.input } };
    mondayCell.alignment = { horizontal: "left" };
    mondayCell.name = FIRST_MONDAY;

    const weekLetter = columnLetter(headings.indexOf(WEEK));
    const dayLetter = columnLetter(headings.indexOf(DAY));
    rows.forEach(({ week, day, values }, index) => {
      const row = sheet.addRow(headings.map((heading) => values[heading] ?? null));
      const number = index + 2;
      const date = row.getCell(1);
      date.value = {
        formula: dateFormula(`${weekLetter}${number}`, `${dayLetter}${number}`),
        result: postDate(content.firstMonday, week, day),
      };
      date.numFmt = numberFormats.date;
      row.alignment = { vertical: "top", wrapText: true };
      // A rule above the first blank row marks where next month's planning starts.
      if (index === content.rows.length) {
        ruleAboveRow(row, headings.length, { style: "medium", color: { argb: colors.rule } });
      }
    });
    sheet.autoFilter = { from: "A1", to: `${columnLetter(headings.length - 1)}1` };
  });
}
