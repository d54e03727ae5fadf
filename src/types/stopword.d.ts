// stopword's English list, imported from its own file (src/lib/articleSearch.ts says why).
// @types/stopword describes only the package's entry, which re-exports every language.
declare module "stopword/src/stopwords_eng.js" {
  /** English stop words, in lower case. */
  export const eng: string[];
}
