/** @jest-environment node */
import fs from "node:fs";
import { colorPairs, contrastRatio, contrastTable } from "./contrast";
import { tokens } from "./tokens";

describe("the palette's pairs", () => {
  it("computes WCAG's ratio: black on white is 21, a color on itself 1", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#A93E17", "#A93E17")).toBe(1);
    expect(contrastRatio("#FFFFFF", "#A93E17")).toBeCloseTo(6.2, 1);
  });

  it.each(colorPairs)("$fg on $bg meets AA ($use)", ({ fg, bg, min }) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(min);
  });

  it("are the table docs/design.md shows", () => {
    // Cell by cell: Prettier pads the Markdown table's columns.
    const cells = (table: string) =>
      table
        .trim()
        .split("\n")
        .filter((row) => !/^\|[\s|:-]+\|$/.test(row))
        .map((row) => row.split("|").map((cell) => cell.trim()));
    const doc = fs.readFileSync("docs/design.md", "utf8");
    const shown = doc
      .split("<!-- contrast table: start -->")[1]
      ?.split("<!-- contrast table: end -->")[0];
    expect(cells(shown ?? "")).toEqual(cells(contrastTable()));
  });
});
