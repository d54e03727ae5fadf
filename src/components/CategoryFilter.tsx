import type { Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { CategoryCount } from "../lib/categories";
import { categoryPath, routes } from "../lib/routes";
import { mq } from "../theme/tokens";

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
 *
 * On a phone the badges are one row that scrolls sideways, so the first article starts within
 * the first screen and a half; a badge cut by the edge and a fade there say there is more, and
 * a badge reached by Tab scrolls clear of the fade. No scroll snapping: it pulled a badge that
 * Tab had just brought in back under the edge. From tablet width they wrap.
 */
export function CategoryFilter({
  categories,
  selected,
  onFirstPage,
  linkState,
}: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter articles by category" css={rowStyles}>
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
            // The browser leaves a badge half out of the row when Tab reaches it: bring it in.
            onFocus={(event) => event.currentTarget.scrollIntoView(nearest)}
            css={(theme) => ({
              display: "inline-flex",
              flexShrink: 0,
              whiteSpace: "nowrap",
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

const nearest: ScrollIntoViewOptions = { block: "nearest", inline: "nearest" };

const rowStyles = (theme: Theme) => ({
  display: "flex",
  gap: theme.space[2],
  overflowX: "auto" as const,
  overscrollBehaviorX: "contain" as const,
  // The row runs to the screen's edges (the page's side padding is space 4 on a phone), with
  // room inside for the badges' focus rings; a focused badge is kept clear of the end's fade.
  paddingBlock: theme.space[2],
  paddingInline: theme.space[4],
  marginInline: `calc(-1 * ${theme.space[4]})`,
  scrollPaddingInline: `${theme.space[4]} ${theme.space[7]}`,
  scrollbarWidth: "thin" as const,
  // The fade: it sticks to the row's end while badges lie past it and, at the row's end,
  // sits after the last one, covering nothing.
  "&::after": {
    content: '""',
    position: "sticky" as const,
    insetInlineEnd: 0,
    flex: `0 0 ${theme.space[7]}`,
    background: `linear-gradient(to right, transparent, ${theme.color.background})`,
    pointerEvents: "none" as const,
  },
  [mq("md")]: {
    flexWrap: "wrap" as const,
    overflowX: "visible" as const,
    paddingInline: 0,
    marginInline: 0,
    "&::after": { display: "none" },
  },
});
