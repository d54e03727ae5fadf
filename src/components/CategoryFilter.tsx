import { useHydrated } from "../hooks/useHydrated";
import type { CategoryCount } from "../lib/categories";

export interface CategoryFilterProps {
  categories: readonly CategoryCount[];
  /** The selected category's name, or null for All. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** The badge row as toggle buttons: "SEO (1)" shows the SEO articles, "All" shows every one. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  // Filtering needs JavaScript: until it runs, the badges only show the counts.
  const ready = useHydrated();
  return (
    <div
      role="group"
      aria-label="Filter articles by category"
      css={(theme) => ({ display: "flex", flexWrap: "wrap", gap: theme.space[2] })}
    >
      {categories.map(({ name, slug, count }) => {
        const category = slug ? name : null;
        const pressed = category === selected;
        return (
          <button
            key={name}
            type="button"
            aria-pressed={pressed}
            disabled={!ready}
            onClick={() => onSelect(category)}
            css={(theme) => ({
              minHeight: theme.size.touchTarget,
              padding: `${theme.space[2]} ${theme.space[4]}`,
              borderRadius: theme.radius.pill,
              border: `1px solid ${pressed ? theme.color.primary : theme.color.border}`,
              background: pressed ? theme.color.primary : theme.color.background,
              color: pressed ? theme.color.onPrimary : theme.color.text,
              fontSize: theme.fontSize.sm,
              fontWeight: theme.fontWeight.semibold,
              cursor: "pointer",
              "&:hover:enabled": { borderColor: theme.color.primary },
              "&:disabled": { cursor: "default" },
              // Forced colors repaint the fill, so the pressed badge would look like the rest.
              "@media (forced-colors: active)": pressed
                ? { textDecoration: "underline", textDecorationThickness: "2px" }
                : {},
            })}
          >
            {name} ({count})
          </button>
        );
      })}
    </div>
  );
}
