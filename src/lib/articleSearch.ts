import { eng, removeStopwords } from "stopword";
import { SEARCH_INDEX_PATH } from "./routes";

/**
 * The article search's engine: Pagefind's script and index (written by
 * plugins/site/search/searchIndex.ts), fetched from SEARCH_INDEX_PATH the first time a visitor
 * starts to search. This module itself is loaded then too (src/hooks/useArticleSearch.ts).
 */

/** A run of an excerpt's words, marked when they are what the visitor searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** One result as the search box shows it. */
export interface SearchHit {
  slug: string;
  path: string;
  title: string;
  category: string;
  excerpt: ExcerptPart[];
}

/** What one search found: how many articles match, and a way to read them a page at a time. */
export interface FoundArticles {
  total: number;
  hits(start: number, count: number): Promise<SearchHit[]>;
}

/** The part of Pagefind's browser API (pagefind.js) used here. */
interface PagefindModule {
  createInstance(options: { noWorker?: boolean }): Pagefind;
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindResult> }[] }>;
}

interface PagefindResult {
  url: string;
  excerpt: string;
  meta: Partial<Record<"title" | "category" | "slug", string>>;
}

/**
 * An excerpt from Pagefind as text and marks. Pagefind gives it as HTML: the article's text with
 * `<` and `>` escaped and each matched word wrapped in `<mark>`. It is read, never injected, so
 * an article that talks about `<script>` shows those characters as text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((text, index) => ({ text: unescape(text), marked: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

let engine: Promise<Pagefind> | null = null;

/**
 * Pagefind, loaded and started once; a failed load (offline) is tried again on the next call.
 * Its script is fetched as it is at its address: webpack must not try to bundle it.
 *
 * It runs in the page, not in its Web Worker: the worker is a second copy of its code (14 KB
 * gzipped, a tenth of the first search's budget), and searching a few hundred articles takes
 * milliseconds. So only the pages that search need WebAssembly in their policy
 * (plugins/site/hosting/netlifyHeaders.ts), and the worker is not published.
 */
export function loadSearchEngine(): Promise<Pagefind> {
  engine ??= (
    import(/* webpackIgnore: true */ `${SEARCH_INDEX_PATH}pagefind.js`) as Promise<PagefindModule>
  ).then(async (module) => {
    const pagefind = module.createInstance({ noWorker: true });
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  });
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/**
 * The words asked of the index: the visitor's, less English words such as "the", "for", "my"
 * and "how" (stopword's list). Such a word is in nearly every article, so it narrows nothing,
 * and its part of the index is among the largest: 14-17 KB at 500 articles, against 2-3 KB for
 * most words. A search made of such words alone asks for the longest of them, so that no
 * search fetches more than one of those parts.
 */
export function indexWords(term: string): string {
  const words = term.split(/\s+/).filter(Boolean);
  const kept = removeStopwords(words, eng);
  if (kept.length > 0) return kept.join(" ");
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), "");
}

/** Every published article matching `term`, best first. */
export async function searchArticles(term: string): Promise<FoundArticles> {
  const pagefind = await loadSearchEngine();
  const { results } = await pagefind.search(indexWords(term));
  return {
    total: results.length,
    // Each result's text is a file of its own: only the ones shown are fetched.
    hits: (start, count) =>
      Promise.all(
        results.slice(start, start + count).map(async (result) => {
          const { url, excerpt, meta } = await result.data();
          return {
            slug: meta.slug ?? "",
            path: url,
            title: meta.title ?? url,
            category: meta.category ?? "",
            excerpt: excerptParts(excerpt),
          };
        }),
      ),
  };
}
