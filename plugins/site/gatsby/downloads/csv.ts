/** A spreadsheet cell: text, a number, or empty (null). Text starting with "=" is a formula. */
export type Cell = string | number | null;

// Excel only reads a CSV file as UTF-8 (curly quotes, accents) when it starts with this mark.
const BYTE_ORDER_MARK = "\uFEFF";

/** One field, quoted when RFC 4180 requires it (a comma, a double quote or a line break). */
export function csvField(cell: Cell): string {
  if (cell === null) return "";
  const value = String(cell);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A CSV file as RFC 4180 describes it (CRLF after every record, fields quoted as needed),
 * encoded UTF-8 with a byte order mark.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const records = rows.map((row) => `${row.map(csvField).join(",")}\r\n`);
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
