import { readsAsFormula } from "./spreadsheetFormula";
import { codePoint } from "./writerText";

/** Test names with every character outside printable ASCII escaped, so none hides or reorders. */
const named = (values: string[]) =>
  values.map((value) => [
    JSON.stringify(value).replace(/[^\x20-\x7E]/g, (c) => `\\u${codePoint(c).slice(2)}`),
    value,
  ]);

describe("readsAsFormula", () => {
  // OWASP's CSV Injection list, and the null character of its verification standard.
  it.each(named(["=1+1", "+1", "-1", "@SUM(A1)", "\t1", "\r1", "\n1", "\u00001"]))(
    "reads %s as a formula",
    (_name, value) => expect(readsAsFormula(value)).toBe(true),
  );

  // Ways past a first-character check: whitespace, invisible characters, wide forms.
  it.each(
    named([
      " =1+1",
      "\t=1+1",
      "\r=1+1",
      "\u00A0=1+1",
      "\u3000=1+1",
      "\u200B=1+1",
      "\uFEFF=1+1",
      "\u202E=1+1",
      "\uFF1D1+1",
      "\uFF0B1",
      "\uFF0D1",
      "\uFF20SUM(A1)",
      "\uFE66 1",
      " \uFF1D1",
    ]),
  )("reads %s as a formula after trimming and NFKC", (_name, value) =>
    expect(readsAsFormula(value)).toBe(true),
  );

  it("reads a negative number written as text as a formula start, as OWASP does", () => {
    expect(readsAsFormula("-5% churn")).toBe(true);
  });

  it.each(
    named([
      "Instagram",
      "5% down",
      "Note: +20 leads",
      "20-second tour",
      "Example: replace these numbers",
      "“Quoted” idea",
      "'=1+1",
      "a=b",
      "",
    ]),
  )("reads %s as text", (_name, value) => expect(readsAsFormula(value)).toBe(false));
});
