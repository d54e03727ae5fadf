import { readsAsFormula } from "../../../src/lib/spreadsheetFormula";

/**
 * A formula the generator writes itself, such as a month's change. Only an instance of this
 * class is ever written as a formula: a writer's text is a string, and a string a spreadsheet
 * would read as a formula is refused (see csvField).
 */
export class Formula {
  constructor(readonly text: string) {}
}

/** A spreadsheet cell: text, a number, a formula of ours, or empty (null). */
export type Cell = string | number | Formula | null;

// Excel only reads a CSV file as UTF-8 (curly quotes, accents) when it starts with this mark.
const BYTE_ORDER_MARK = "\uFEFF";

/** A text cell a spreadsheet would run as a formula; toCsv adds which cell it is. */
export class FormulaCellError extends Error {
  constructor(readonly text: string) {
    super(
      `refusing to write a spreadsheet cell that would run as a formula: ${JSON.stringify(text)} ` +
        "(text from content/ passes src/content/schemas.ts first, which explains the rule to the writer)",
    );
    this.name = "FormulaCellError";
  }
}

/**
 * One field, quoted when RFC 4180 requires it (a comma, a double quote or a line break) and
 * when it holds a semicolon, the separator Excel expects in locales with a decimal comma:
 * unquoted, the text after it would start a cell of its own (OWASP's CSV Injection page).
 *
 * Text a spreadsheet would read as a formula (src/lib/spreadsheetFormula.ts) is refused, not
 * escaped. Every cell a writer fills has passed the same rule in the content schema, so such a
 * cell here means input that skipped it: a bug to stop the build on. OWASP's alternative, a
 * leading `'`, changes the value: Excel takes the mark as "this is text" and hides it, but a
 * script or program that reads the CSV as plain data gets it as part of the text.
 */
export function csvField(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const value = cell instanceof Formula ? cell.text : String(cell);
  if (!(cell instanceof Formula) && readsAsFormula(value)) throw new FormulaCellError(value);
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A CSV file as RFC 4180 describes it (CRLF after every record, fields quoted as needed),
 * encoded UTF-8 with a byte order mark. Throws, naming the row and column, rather than write
 * a text cell a spreadsheet would run as a formula.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const records = rows.map((row, r) => {
    const fields = row.map((cell, c) => {
      try {
        return csvField(cell);
      } catch (error) {
        if (error instanceof FormulaCellError) {
          error.message = `CSV cell ${columnLetter(c)}${r + 1}: ${error.message}`;
        }
        throw error;
      }
    });
    return `${fields.join(",")}\r\n`;
  });
  return Buffer.from(BYTE_ORDER_MARK + records.join(""), "utf8");
}

/**
 * Reads CSV text back into rows of strings (RFC 4180), for the tests and for checking the
 * files we generate; empty fields come back as "".
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The spreadsheet name of a column from its 0-based index: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
