import { stringify } from "csv-stringify/sync";
import { readsAsFormula } from "../../../src/lib/spreadsheetFormula";

/**
 * A formula the generator writes itself, such as a month's change. Only an instance of this
 * class is ever written as a formula: a writer's text is a string, and a string a spreadsheet
 * would read as a formula is refused (see refuseFormula).
 */
export class Formula {
  constructor(readonly text: string) {}
}

/** A spreadsheet cell: text, a number, a formula of ours, or empty (null). */
export type Cell = string | number | Formula | null;

/** A text cell a spreadsheet would run as a formula, named by the cell it was meant for. */
export class FormulaCellError extends Error {
  constructor(cell: string, text: string) {
    super(
      `refusing to write ${cell}, text a spreadsheet would run as a formula: ${JSON.stringify(text)} ` +
        "(text from content/ passes src/content/schemas.ts first, which explains the rule to the writer)",
    );
    this.name = "FormulaCellError";
  }
}

/**
 * The CSV file's and the workbooks' one guard: throws FormulaCellError, naming `cell`, when
 * `text` would read as a formula (src/lib/spreadsheetFormula.ts). Every cell a writer fills has
 * passed the same rule in the content schema, so such a cell here means input that skipped it:
 * a bug to stop the build on. The text is refused, not escaped: OWASP's alternative, a leading
 * `'`, changes the value (Excel takes the mark as "this is text" and hides it, but a script
 * that reads the CSV as plain data gets it as part of the text). In a workbook exceljs stores a
 * string as text, never as a formula, but a cell the owner edits is read again as typed, and a
 * General-format cell holding "=..." then becomes a live formula.
 */
export function refuseFormula(text: string, cell: string): void {
  if (readsAsFormula(text)) throw new FormulaCellError(cell, text);
}

/**
 * csv-stringify's RFC 4180 (a field quoted when it holds a comma or a double quote; CRLF after
 * every record; null as an empty field), plus:
 * - a byte order mark: Excel only reads a CSV file as UTF-8 (curly quotes, accents) when it
 *   starts with one;
 * - quotes around a field holding a semicolon, the separator Excel expects in locales with a
 *   decimal comma, a tab, which some spreadsheets split on when pasted or imported, or a line
 *   break of either kind (csv-stringify quotes only the record delimiter itself, CRLF): unquoted,
 *   the text after any of them would start a cell or row of its own (OWASP's CSV Injection page);
 * - a Formula of ours as its text, the only object a row holds.
 */
const CSV_OPTIONS = {
  bom: true,
  record_delimiter: "windows",
  quoted_match: /[;\t\r\n]/,
  cast: { object: (formula: object) => (formula as Formula).text },
} as const;

/**
 * A CSV file (see CSV_OPTIONS), encoded UTF-8. Throws, naming the row and column, rather than
 * write a text cell a spreadsheet would run as a formula.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (typeof cell === "string") refuseFormula(cell, `CSV cell ${columnLetter(c)}${r + 1}`);
    }),
  );
  return Buffer.from(stringify(rows as Cell[][], CSV_OPTIONS), "utf8");
}

/** The spreadsheet name of a column from its 0-based index: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
