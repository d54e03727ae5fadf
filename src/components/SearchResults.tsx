import { navigate } from "gatsby";
import { useEffect, useRef } from "react";
import type { SearchState } from "../hooks/useArticleSearch";
import { isPlainClick } from "../lib/plainClick";
import { buttonStyles } from "./ButtonLink";

export interface SearchResultsProps {
  found: SearchState;
  /** Opens the article in place; without it, a plain click goes to its page in the app. */
  onOpen?: (slug: string, link: HTMLAnchorElement) => void;
  onShowMore: () => void;
}

/**
 * The results of a search: each article's title (a link to it), its category and a snippet
 * with the matched words marked, then a button for more when not all show. After "Show more",
 * focus moves to the first added result, where a keyboard user would continue.
 */
export function SearchResults({ found, onOpen, onShowMore }: SearchResultsProps) {
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll("a")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [found.hits.length]);

  return (
    <>
      <ul
        ref={list}
        aria-label={`Results for “${found.query}”`}
        css={(theme) => ({
          listStyle: "none",
          padding: 0,
          maxWidth: theme.size.prose,
          display: "grid",
          gap: theme.space[4],
          marginBlockStart: theme.space[3],
        })}
      >
        {found.hits.map((hit) => (
          <li
            key={hit.path}
            css={(theme) => ({
              paddingBlockStart: theme.space[3],
              borderTop: `1px solid ${theme.color.border}`,
            })}
          >
            <a
              href={hit.path}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                if (onOpen) onOpen(hit.slug, event.currentTarget);
                else void navigate(hit.path);
              }}
              css={(theme) => ({
                fontSize: theme.fontSize.lg,
                fontWeight: theme.fontWeight.semibold,
              })}
            >
              {hit.title}
            </a>
            <p
              css={(theme) => ({
                color: theme.color.accent,
                fontSize: theme.fontSize.sm,
                fontWeight: theme.fontWeight.semibold,
              })}
            >
              {hit.category}
            </p>
            <p
              css={(theme) => ({ color: theme.color.textMuted, marginBlockStart: theme.space[1] })}
            >
              {hit.excerpt.map((part, index) =>
                part.marked ? (
                  <mark
                    key={index}
                    css={(theme) => ({
                      background: theme.color.primarySoft,
                      color: theme.color.text,
                      fontWeight: theme.fontWeight.semibold,
                    })}
                  >
                    {part.text}
                  </mark>
                ) : (
                  part.text
                ),
              )}
            </p>
          </li>
        ))}
      </ul>
      {found.total > found.hits.length && (
        <button
          type="button"
          onClick={() => {
            focusFrom.current = found.hits.length;
            onShowMore();
          }}
          css={(theme) => ({
            ...buttonStyles("secondary")(theme),
            marginBlockStart: theme.space[4],
          })}
        >
          Show more results ({found.total - found.hits.length} more)
        </button>
      )}
    </>
  );
}
