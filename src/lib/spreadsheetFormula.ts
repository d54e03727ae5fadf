import { REFUSED_CHARACTER } from "./writerText";

/**
 * The one answer to "would a spreadsheet read this text as a formula?", for the content schema
 * (which tells the writer) and the CSV and Excel writers (which refuse to write such a cell
 * even when called with input that skipped the schema).
 *
 * OWASP's CSV Injection page (owasp.org/www-community/attacks/CSV_Injection) lists what no cell
 * may begin with: =, +, -, @, tab (0x09), carriage return (0x0D) and line feed (0x0A); OWASP's
 * Application Security Verification Standard 5.0 (requirement 1.2.10) adds the null character.
 * Two ways past a check of the first character alone are closed here too:
 * - leading spaces, line breaks and the characters writers' text may not hold (./writerText.ts:
 *   a BOM, a zero-width space, a direction override, the Hangul fillers, the blank Braille
 *   pattern...): spreadsheets and import scripts trim some of them, after which the = is first;
 * - compatibility forms, such as the full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) of
 *   East Asian keyboards and the small ﹦ ﹢ ﹣ ﹫: Unicode's NFKC normalization maps each to its
 *   ASCII twin, so the check looks at the normalized text. The text itself is never rewritten:
 *   a writer's value is refused, not "fixed".
 */

/** The characters OWASP lists that a cell may not begin with, even alone, and the null. */
const STARTS_A_FORMULA = /^[=+\-@\t\r\n\0]/;

/** Whitespace, control, format and refused characters (one list) before the first visible one. */
const LEADING_INVISIBLE = new RegExp(`^(?:[\\s\\p{Cc}\\p{Cf}]|${REFUSED_CHARACTER.source})+`, "u");

/** Whether a spreadsheet could read `text`, as a cell's value, as a formula. */
export function readsAsFormula(text: string): boolean {
  const normalized = text.normalize("NFKC");
  return (
    STARTS_A_FORMULA.test(normalized) ||
    STARTS_A_FORMULA.test(normalized.replace(LEADING_INVISIBLE, ""))
  );
}
