/**
 * @jest-environment node
 */
import path from "node:path";
import { contentCalendarSchema } from "../../../src/content/schemas";
import {
  calendarRows,
  contentCalendarCsv,
  contentCalendarProblems,
  postDate,
  type ContentCalendarContent,
} from "./contentCalendar";
import { parse } from "csv-parse/sync";
import { readDownloadContent } from "./downloads.testing";

/** CSV text read back as a spreadsheet would, by csv-parse. */
const readCsv = (text: string): string[][] => parse(text, { bom: true });

/** The fixture site's calendar (fixture-site/README.md), never the agency's real one. */
const calendar = readDownloadContent(
  "content-calendar",
  contentCalendarSchema,
  path.resolve(__dirname, "../../../fixture-site"),
) as ContentCalendarContent;

const readBack = (file: Buffer) => {
  const text = file.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return readCsv(text.slice(1));
};

describe("contentCalendarCsv", () => {
  it("has the date and the file's columns, a row per post, then blank rows to plan", () => {
    const [header, ...rows] = readBack(contentCalendarCsv(calendar));
    expect(header).toEqual(["Date", ...calendar.columns]);
    expect(rows).toHaveLength(calendarRows(calendar).length);
    calendar.rows.forEach((post, index) => {
      expect(rows[index].slice(1)).toEqual(calendar.columns.map((column) => String(post[column])));
      const date = postDate(calendar.firstMonday, Number(post.Week), post.Day as "Monday");
      expect(rows[index][0]).toBe(date.toISOString().slice(0, 10));
    });
    for (const row of rows) expect(row).toHaveLength(header.length);
    // A cell holding a comma survives as one cell.
    const withComma = calendar.rows.findIndex((post) => String(post["Post idea"]).includes(","));
    expect(withComma).toBeGreaterThanOrEqual(0);
    expect(rows[withComma][calendar.columns.indexOf("Post idea") + 1]).toContain(",");
  });
});

describe("postDate", () => {
  it("counts weeks from the first Monday", () => {
    expect(postDate("2027-02-01", 1, "Monday").toISOString()).toBe("2027-02-01T00:00:00.000Z");
    expect(postDate("2027-02-01", 4, "Friday").toISOString()).toBe("2027-02-26T00:00:00.000Z");
    expect(postDate("2027-02-01", 5, "Sunday").toISOString()).toBe("2027-03-07T00:00:00.000Z");
  });
});

describe("contentCalendarProblems", () => {
  it("names a missing or misspelt column in a row", () => {
    const { Channel, ...withoutChannel } = calendar.rows[1];
    const content = {
      ...calendar,
      rows: [calendar.rows[0], { ...withoutChannel, Chanel: Channel }],
    };
    expect(contentCalendarProblems(content)).toEqual([
      expect.objectContaining({
        field: "rows[1].Channel",
        received: "nothing (the field is missing)",
      }),
      expect.objectContaining({
        field: "rows[1].Chanel",
        expected: expect.stringContaining("no such field"),
      }),
    ]);
    expect(contentCalendarProblems(calendar)).toEqual([]);
  });

  it("names a Week or Day that cannot date a post, and a calendar without them", () => {
    const rows = [{ ...calendar.rows[0], Week: "first", Day: "Mon" }];
    expect(contentCalendarProblems({ ...calendar, rows })).toEqual([
      expect.objectContaining({ field: "rows[0].Week", expected: expect.stringContaining("1") }),
      expect.objectContaining({
        field: "rows[0].Day",
        expected: expect.stringContaining("Monday"),
      }),
    ]);
    const columns = calendar.columns.filter((column) => column !== "Day");
    expect(contentCalendarProblems({ ...calendar, columns })).toEqual([
      expect.objectContaining({ field: "columns", received: "no Day column" }),
    ]);
  });
});
