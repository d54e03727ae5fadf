import type { Theme } from "@emotion/react";
import { Link } from "gatsby";
import { pageNumbers } from "../lib/listings";

export interface PaginationProps {
  /** The landmark's name: "Pages of SEO articles". */
  label: string;
  /** The page shown (from 1) and how many there are. */
  page: number;
  pageCount: number;
  /** The address of page `n`. */
  pathOf: (n: number) => string;
}

const item = (theme: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: theme.size.touchTarget,
  minHeight: theme.size.touchTarget,
  paddingInline: theme.space[3],
  borderRadius: theme.radius.md,
  fontWeight: theme.fontWeight.semibold,
});

/**
 * Links to the other pages of a listing: Previous, the page numbers (the current one marked
 * with aria-current), Next. Each is an ordinary link, so it works without scripts too. Nothing
 * shows when the listing fits on one page.
 */
export function Pagination({ label, page, pageCount, pathOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} css={(theme) => ({ marginBlockStart: theme.space[6] })}>
      <ul
        css={(theme) => ({
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: theme.space[2],
          padding: 0,
          listStyle: "none",
        })}
      >
        {page > 1 && (
          <li>
            <Link to={pathOf(page - 1)} css={item}>
              Previous page
            </Link>
          </li>
        )}
        {pageNumbers(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" css={item}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={pathOf(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? "page" : undefined}
                css={(theme) => ({
                  ...item(theme),
                  border: `1px solid ${theme.color.border}`,
                  textDecoration: "none",
                  ...(n === page && {
                    background: theme.color.primary,
                    borderColor: theme.color.primary,
                    color: theme.color.onPrimary,
                    "&:hover": { color: theme.color.onPrimary },
                    "@media (forced-colors: active)": { textDecoration: "underline" },
                  }),
                })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={pathOf(page + 1)} css={item}>
              Next page
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
