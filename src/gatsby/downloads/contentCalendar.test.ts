import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { contentCalendarCsv, contentCalendarProblems } from "./contentCalendar";
import { parseCsv } from "./csv";
import type { ContentCalendarContent } from "./types";

const calendar = yaml.load(
  fs.readFileSync(
    path.resolve(__dirname, "../../../content/downloads/content-calendar.yaml"),
    "utf8",
  ),
) as ContentCalendarContent;

const readBack = (file: Buffer) => {
  const text = file.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return parseCsv(text.slice(1));
};

describe("contentCalendarCsv", () => {
  it("has the header row, then a month of posts across several channels", () => {
    const [header, ...rows] = readBack(contentCalendarCsv(calendar));
    expect(header).toEqual([
      "Week",
      "Day",
      "Channel",
      "Theme",
      "Post idea",
      "Format",
      "Call to action",
      "Status",
    ]);
    expect(rows).toHaveLength(calendar.rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(["1", "2", "3", "4"]));
    expect(new Set(rows.map((row) => row[2])).size).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row).toHaveLength(header.length);
    // A cell holding a comma survives as one cell.
    expect(rows[1][4]).toBe("Photo of the team at work this week, with a one-line caption");
  });

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
});
