import { useCallback, useId, useState, type ComponentType } from "react";
import { useArticleSearch, type SearchState } from "../hooks/useArticleSearch";
import { useHydrated } from "../hooks/useHydrated";
import { buttonStyles } from "./ButtonLink";
import { Container } from "./Container";
import type { SearchResultsProps } from "./SearchResults";

// The results' code comes with the search engine (the same chunk), when the visitor starts to
// search. Not through React.lazy: a Suspense boundary holds suspended content back until 300 ms
// after its fallback showed (React 19), long enough for a keyboard user to Tab past the results.
const loadResults = () =>
  import(/* webpackChunkName: "article-search" */ "./SearchResults").then(
    (module) => module.SearchResults,
  );

/** The results' component once its code is here (null before), and a way to fetch it now. */
function useSearchResults() {
  const [Results, setResults] = useState<ComponentType<SearchResultsProps> | null>(null);
  const load = useCallback(() => {
    loadResults()
      // A function in state is read as an updater: wrap it.
      .then((component) => setResults(() => component))
      .catch(() => undefined);
  }, []);
  return { Results, load };
}

export interface ArticleSearchProps {
  /**
   * Opens a result in place (the Resources page's dialog), as a card would; without it, a
   * result goes to the article's page.
   */
  onOpen?: SearchResultsProps["onOpen"];
}

/** What the live region says: the number of results, politely, once a search has finished. */
function statusText(found: SearchState | null, failed: boolean): string {
  if (failed) return "Search could not load. Check your connection, then try again.";
  if (!found) return "";
  const words = `“${found.query}”`;
  if (found.total === 0) return `No articles match ${words}.`;
  return found.total === 1
    ? `1 article matches ${words}.`
    : `${found.total} articles match ${words}.`;
}

/**
 * Full-text search over every published article. The box is in the page's HTML so nothing
 * moves when the page's script starts; it is enabled then, and the engine and the index load
 * only when the visitor focuses it or types. Without JavaScript it says so.
 */
export function ArticleSearch({ onOpen }: ArticleSearchProps) {
  const ready = useHydrated();
  const { query, setQuery, found, failed, prepare, searchNow, showMore } = useArticleSearch();
  const { Results, load } = useSearchResults();
  const inputId = useId();
  return (
    <Container css={(theme) => ({ paddingBlock: theme.space[6] })}>
      <form
        role="search"
        aria-label="Articles"
        onSubmit={(event) => {
          event.preventDefault();
          searchNow();
        }}
        css={(theme) => ({
          display: "grid",
          // A column as wide as the page allows: the input's own width must not widen it.
          gridTemplateColumns: "minmax(0, 1fr)",
          gap: theme.space[2],
          maxWidth: theme.size.prose,
        })}
      >
        <label htmlFor={inputId} css={(theme) => ({ fontWeight: theme.fontWeight.semibold })}>
          Search the articles
        </label>
        <div css={(theme) => ({ display: "flex", gap: theme.space[2] })}>
          <input
            id={inputId}
            type="search"
            value={query}
            disabled={!ready}
            autoComplete="off"
            enterKeyHint="search"
            onFocus={() => {
              prepare();
              load();
            }}
            onChange={(event) => {
              setQuery(event.target.value);
              load();
            }}
            css={(theme) => ({
              minHeight: theme.size.touchTarget,
              paddingInline: theme.space[3],
              border: `1px solid ${theme.color.textMuted}`,
              borderRadius: theme.radius.sm,
              background: theme.color.background,
              color: theme.color.text,
              "&:disabled": { background: theme.color.surface },
              flexGrow: 1,
              minWidth: 0,
            })}
          />
          <button
            type="submit"
            disabled={!ready}
            css={(theme) => ({
              ...buttonStyles("primary")(theme),
              "&:disabled": { cursor: "default" },
            })}
          >
            Search
          </button>
        </div>
        <noscript>
          <p>Search needs JavaScript, which is off. Every article is listed on Resources.</p>
        </noscript>
      </form>
      <p
        role="status"
        css={(theme) => ({
          marginBlockStart: theme.space[3],
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
        })}
      >
        {query.trim() ? statusText(found, failed) : ""}
      </p>
      {query.trim() && found && found.hits.length > 0 && Results && (
        <Results found={found} onOpen={onOpen} onShowMore={showMore} />
      )}
    </Container>
  );
}
