import { useCallback, useEffect, useRef, useState } from "react";
import type { FoundArticles, SearchHit } from "../lib/articleSearch";

/**
 * How many results show at first, and how many more each "Show more" adds. Each shown result's
 * text is a file of 2-3 KB: five keep the first search within its budget (150 KB at 500
 * articles, with Pagefind's engine alone 60 KB).
 */
export const SEARCH_PAGE_SIZE = 5;

/** How long typing must pause before a search runs. */
const PAUSE_MS = 200;

// The engine and Pagefind load when the visitor starts to search, never with the page.
const engine = () => import(/* webpackChunkName: "article-search" */ "../lib/articleSearch");

export interface SearchState {
  /** The words searched for, as typed. */
  query: string;
  total: number;
  hits: SearchHit[];
}

/**
 * The search box's state: what is typed, the results of the last search that finished (older
 * searches still running are dropped), and whether the search could not load.
 */
export function useArticleSearch() {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<SearchState | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const results = useRef<FoundArticles | null>(null);

  /** The visitor is about to search: fetch the engine now, so the first results come sooner. */
  const prepare = useCallback(() => {
    engine()
      .then((module) => module.loadSearchEngine())
      .catch(() => undefined);
  }, []);

  /** Runs a search for `term`; its results show unless a newer search has started since. */
  const run = useCallback((term: string) => {
    const search = ++latest.current;
    if (!term) {
      setFound(null);
      setFailed(false);
      return;
    }
    engine()
      .then((module) => module.searchArticles(term))
      .then(async (articles) => {
        const hits = await articles.hits(0, SEARCH_PAGE_SIZE);
        if (search !== latest.current) return;
        results.current = articles;
        setFailed(false);
        setFound({ query: term, total: articles.total, hits });
      })
      .catch(() => {
        if (search === latest.current) setFailed(true);
      });
  }, []);

  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    pending.current = setTimeout(() => run(query.trim()), query.trim() ? PAUSE_MS : 0);
    return () => clearTimeout(pending.current);
  }, [query, run]);

  /**
   * The Search button or Enter: search now, without waiting for typing to pause, and instead of
   * the search the pause would start.
   */
  const searchNow = useCallback(() => {
    clearTimeout(pending.current);
    run(query.trim());
  }, [query, run]);

  const showMore = useCallback(() => {
    const search = latest.current;
    const shown = found?.hits ?? [];
    results.current
      ?.hits(shown.length, SEARCH_PAGE_SIZE)
      .then((more) => {
        if (search !== latest.current) return;
        setFound((current) => current && { ...current, hits: [...current.hits, ...more] });
      })
      .catch(() => setFailed(true));
  }, [found]);

  return { query, setQuery, found, failed, prepare, searchNow, showMore };
}
