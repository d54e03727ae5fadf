import { parse } from "csv-parse/sync";
import { columnLetter, Formula, toCsv, type Cell } from "./csv";

/** CSV text read back as a spreadsheet would, by csv-parse. */
const readCsv = (text: string): string[][] => parse(text, { bom: true });

/** One field as toCsv writes it, without the file's mark and its record's line end. */
const csvField = (cell: Cell) =>
  toCsv([[cell]])
    .toString("utf8")
    .slice(1, -2);

describe("toCsv", () => {
  it("writes a UTF-8 byte order mark, CRLF line endings and RFC 4180 quoting", () => {
    const file = toCsv([
      ["Name", "Note"],
      ["Café", 'She said "hi", then left'],
      [3, null],
      ["two\nlines", new Formula('=IF(B2=0,"",1)')],
    ]);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.toString("utf8")).toBe(
      '\uFEFFName,Note\r\nCafé,"She said ""hi"", then left"\r\n3,\r\n"two\nlines","=IF(B2=0,"""",1)"\r\n',
    );
  });

  it("round-trips through parseCsv", () => {
    const rows = [
      ["a,b", '"q"', ""],
      ["x", "line\r\nbreak", "z"],
    ];
    expect(readCsv(toCsv(rows).toString("utf8").slice(1))).toEqual(rows);
  });
});

describe("a field toCsv writes", () => {
  it("leaves plain text and numbers unquoted", () => {
    expect(csvField("Instagram")).toBe("Instagram");
    expect(csvField(1250)).toBe("1250");
    expect(csvField(null)).toBe("");
  });
});

describe("columnLetter", () => {
  it.each([
    [0, "A"],
    [1, "B"],
    [25, "Z"],
    [26, "AA"],
    [27, "AB"],
    [701, "ZZ"],
    [702, "AAA"],
  ])("names column %i as %s", (index, letter) => {
    expect(columnLetter(index)).toBe(letter);
  });
});
