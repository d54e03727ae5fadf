/** What visitors call each format: "Excel" rather than XLSX. */
const formatNames: Record<string, string> = { PDF: "PDF", XLSX: "Excel", CSV: "CSV" };

/** The format's name as the card shows it, e.g. "Excel file, 9.2 KB". */
export const formatName = (format: string) => formatNames[format] ?? format;

/** The visible text of a secondary download link, by format: who the other file is for. */
const alternateTexts: Record<string, string> = {
  CSV: "Download the CSV for Google Sheets or Numbers",
};

export const alternateText = (format: string) =>
  alternateTexts[format] ?? `Download the ${formatName(format)} file`;
