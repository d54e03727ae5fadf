import { stringify } from "csv-stringify/sync";
import { readsAsFormula } from "../../../src/lib/spreadsheetFormula";

/**
 * A formula of the generator's own. Only this class is written as a formula: a writer's text is
 * a string, and one a spreadsheet would read as a formula is refused (refuseFormula).
 */
export class Formula {
  constructor(readonly text: string) {}
}

/** A spreadsheet cell: text, a number, a formula of ours, or empty (null). */
export type Cell = string | number | Formula | null;

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
 * The CSV's and the workbooks' one guard: throws FormulaCellError, naming `cell`, when `text`
 * would read as a formula. A writer's cells passed the same rule in the content schema, so this
 * is input that skipped it: a bug to stop the build on. Refused, not escaped: OWASP's leading
 * `'` is hidden by Excel but kept as text by a script reading the CSV as data. exceljs stores a
 * string as text, but a cell the owner edits is read again as typed, "=..." as a live formula.
 */
export function refuseFormula(text: string, cell: string): void {
  if (readsAsFormula(text)) throw new FormulaCellError(cell, text);
}

/**
 * csv-stringify's RFC 4180 (CRLF after each record, null as an empty field), plus:
 * - a byte order mark: without one Excel does not read a CSV file as UTF-8 (curly quotes, accents);
 * - quotes around a field with a semicolon (Excel's separator where the decimal mark is a comma),
 *   a tab (split on by some spreadsheets) or a line break of either kind (csv-stringify quotes
 *   only CRLF): unquoted, what follows would start a cell or row (OWASP's CSV Injection page);
 * - a Formula of ours as its text, the only object a row holds.
 */
const CSV_OPTIONS = {
  bom: true,
  record_delimiter: "windows",
  quoted_match: /[;\t\r\n]/,
  cast: { object: (formula: object) => (formula as Formula).text },
} as const;

/** UTF-8 CSV (CSV_OPTIONS); throws FormulaCellError for text that would run as a formula. */
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
