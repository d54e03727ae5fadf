import { Link } from "gatsby";
import type { CategoryCount } from "../lib/categories";
import { categoryPath, routes } from "../lib/routes";

export interface CategoryFilterProps {
  categories: readonly CategoryCount[];
  /** The selected category's name, or null for All. */
  selected: string | null;
  /** True on the first page of the selected listing, which its badge then links to. */
  onFirstPage: boolean;
  /** History state the links carry, so a badge filters in place (src/lib/listingState.ts). */
  linkState: object;
}

/**
 * The badge row as links to the listing pages: "SEO (1)" leads to the SEO page, "All" to every
 * article. Without scripts each is an ordinary link; with them, the page filters in place and
 * the address is replaced, as a filter is a view of this page rather than a page of history.
 */
export function CategoryFilter({
  categories,
  selected,
  onFirstPage,
  linkState,
}: CategoryFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter articles by category"
      css={(theme) => ({ display: "flex", flexWrap: "wrap", gap: theme.space[2] })}
    >
      {categories.map(({ name, slug, count }) => {
        const current = (slug ? name : null) === selected;
        return (
          <Link
            key={name}
            to={slug ? categoryPath(slug) : routes.resources}
            replace
            state={linkState}
            // "page" only where the badge's own page is the one shown; on its page 2 the badge
            // is still the current one of the set.
            aria-current={current ? (onFirstPage ? "page" : "true") : undefined}
            css={(theme) => ({
              display: "inline-flex",
              alignItems: "center",
              minHeight: theme.size.touchTarget,
              padding: `${theme.space[2]} ${theme.space[4]}`,
              borderRadius: theme.radius.pill,
              border: `1px solid ${current ? theme.color.primary : theme.color.border}`,
              background: current ? theme.color.primary : theme.color.background,
              color: current ? theme.color.onPrimary : theme.color.text,
              fontSize: theme.fontSize.sm,
              fontWeight: theme.fontWeight.semibold,
              textDecoration: "none",
              "&:hover": {
                borderColor: theme.color.primary,
                color: current ? theme.color.onPrimary : theme.color.text,
              },
              // Forced colors repaint the fill, so the current badge would look like the rest.
              "@media (forced-colors: active)": current
                ? { textDecoration: "underline", textDecorationThickness: "2px" }
                : {},
            })}
          >
            {name} ({count})
          </Link>
        );
      })}
    </div>
  );
}
