// stopword ships no types and there is no @types/stopword: what src/lib/articleSearch.ts uses of
// its entry, as its README documents it.
declare module "stopword" {
  /** English stop words, in lower case. */
  export const eng: string[];
  /** `tokens` less those whose lower case is in `stopwords` (English when omitted). */
  export function removeStopwords(tokens: string[], stopwords?: string[]): string[];
}
