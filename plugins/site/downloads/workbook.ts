import type ExcelJS from "exceljs";
import type JSZip from "jszip";
import { tokens } from "../../../src/theme/tokens";
import { loadWhenMaking } from "../keptSteps";
import { columnLetter, refuseFormula } from "./csv";
import type { Publisher } from "./types";

// exceljs takes ARGB colors: the site's own, so the files match the brand.
const argb = (hex: string) => `FF${hex.replace("#", "").toUpperCase()}`;
export const colors = {
  header: argb(tokens.color.primary),
  headerText: argb(tokens.color.onPrimary),
  input: argb("#fff4c2"),
  rule: argb(tokens.color.border),
  muted: argb(tokens.color.textMuted),
};

/** Number formats, as Excel, Google Sheets, Numbers and LibreOffice read them. */
export const numberFormats = {
  count: "#,##0",
  currency: '"$"#,##0',
  change: "+0.0%;-0.0%;0.0%",
  date: "ddd, mmm d, yyyy",
  longDate: "dddd, mmmm d, yyyy",
} as const;

/** A border along the top of cells 1 to `columns`; `row.border` misses cells not yet written. */
export function ruleAboveRow(row: ExcelJS.Row, columns: number, top: Partial<ExcelJS.Border>) {
  for (let column = 1; column <= columns; column += 1) row.getCell(column).border = { top };
}

// A fixed timestamp for the file's properties and its zip entries: the same content always
// gives the same bytes, so its hashed URL changes only when the content does.
const FIXED_TIME = new Date(Date.UTC(2025, 0, 1));

interface HowToUse {
  title: string;
  description: string;
  instructions: readonly string[];
}

/**
 * A workbook's bytes: "How to use", then the sheet `name` with a header row of `columns` and
 * what `fill` writes under it. `fill` also gets "How to use" and its next free row, for a file
 * that adds an input cell there.
 */
export async function workbookFile(
  publisher: Publisher,
  content: HowToUse,
  name: string,
  columns: Partial<ExcelJS.Column>[],
  fill: (sheet: ExcelJS.Worksheet, howTo: { sheet: ExcelJS.Worksheet; nextRow: number }) => void,
): Promise<Uint8Array> {
  const { Workbook } = loadWhenMaking<typeof ExcelJS>("exceljs");
  const workbook = new Workbook();
  workbook.creator = publisher.name;
  workbook.company = publisher.name;
  workbook.title = content.title;
  workbook.created = FIXED_TIME;
  workbook.modified = FIXED_TIME;
  workbook.calcProperties.fullCalcOnLoad = true;
  const howTo = addHowToUseSheet(workbook, content, publisher);
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns;
  fill(sheet, howTo);
  styleHeaderRow(sheet);
  setUpPrinting(sheet, columnLetter(columns.length - 1));
  return workbookBytes(workbook);
}

function setUpPrinting(sheet: ExcelJS.Worksheet, lastColumn: string) {
  sheet.pageSetup = {
    ...sheet.pageSetup,
    orientation: "landscape",
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: "1:1",
    printArea: `A1:${lastColumn}${sheet.rowCount}`,
    horizontalCentered: true,
    margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
  };
  sheet.headerFooter.oddFooter = "&L&A&RPage &P of &N";
}

function styleHeaderRow(sheet: ExcelJS.Worksheet) {
  const header = sheet.getRow(1);
  header.height = 32;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: colors.headerText } };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: colors.header } };
    cell.alignment = { vertical: "middle", wrapText: true };
  });
  sheet.views = [{ state: "frozen", xSplit: 1, ySplit: 1, activeCell: "A2" }];
}

function addHowToUseSheet(workbook: ExcelJS.Workbook, content: HowToUse, publisher: Publisher) {
  const sheet = workbook.addWorksheet("How to use", {
    pageSetup: { orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [{ width: 28 }, { width: 72 }];
  sheet.addRow([content.title]).font = { bold: true, size: 18 };
  const intro = sheet.addRow([content.description]);
  sheet.mergeCells(`A${intro.number}:B${intro.number}`);
  intro.alignment = { wrapText: true, vertical: "top" };
  intro.height = 36;
  sheet.addRow([]);
  content.instructions.forEach((paragraph, index) => {
    const row = sheet.addRow([`${index + 1}.`, paragraph]);
    row.alignment = { wrapText: true, vertical: "top" };
    row.getCell(1).alignment = { horizontal: "right", vertical: "top" };
    // About 80 characters fit on a line of the wide column.
    row.height = 16 * Math.ceil(paragraph.length / 80);
  });
  sheet.addRow([]);
  const credit = sheet.addRow([`Made by ${publisher.name}`, publisher.siteUrl]);
  credit.font = { color: { argb: colors.muted } };
  credit.getCell(2).value = { text: publisher.siteUrl, hyperlink: publisher.siteUrl };
  return { sheet, nextRow: credit.number + 2 };
}

/**
 * The workbook's bytes, each zip entry dated FIXED_TIME, not when exceljs wrote it, and no
 * folder entries: a workbook needs none, and JSZip would date them with the clock.
 */
async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  const { ValueType } = loadWhenMaking<typeof ExcelJS>("exceljs");
  const textTypes = [ValueType.String, ValueType.RichText, ValueType.Hyperlink];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (!textTypes.includes(cell.type)) return;
        refuseFormula(cell.text, `${sheet.name}!${cell.address}`);
      }),
    ),
  );
  const written = await workbook.xlsx.writeBuffer();
  const Zip = loadWhenMaking<typeof JSZip>("jszip");
  const zip = await Zip.loadAsync(written as ArrayBuffer);
  const stable = new Zip();
  for (const name of Object.keys(zip.files)) {
    const entry = zip.files[name];
    if (entry.dir) continue;
    stable.file(name, await entry.async("uint8array"), { date: FIXED_TIME, createFolders: false });
  }
  return stable.generateAsync({
    type: "uint8array",
    compression: "DEFLATE",
    compressionOptions: { level: 9 },
  });
}
