/** Types for netlify-headers.mjs, for the TypeScript tests that import it. */
export interface HeaderRule {
  pattern: string;
  regex: RegExp;
  headers: [string, string][];
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
