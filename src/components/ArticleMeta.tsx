export interface ArticleMetaProps {
  category: string;
  readTime: string;
  /** ISO date (YYYY-MM-DD) and its display form, when the article has one. */
  date?: { iso: string; label: string } | null;
  /** Marks an unpublished article; only `gatsby develop` has drafts. */
  draft?: boolean;
}

/** An article's date as ArticleMeta shows it, from its ISO and display forms (either may be missing). */
export const metaDate = (
  iso: string | null | undefined,
  label: string | null | undefined,
): { iso: string; label: string } | null => (iso && label ? { iso, label } : null);

/** Category badge, read time and (when present) publication date, on one wrapping line. */
export function ArticleMeta({ category, readTime, date, draft = false }: ArticleMetaProps) {
  return (
    <p
      css={(theme) => ({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        columnGap: theme.space[3],
        rowGap: theme.space[1],
        fontSize: theme.fontSize.sm,
        color: theme.color.textMuted,
      })}
    >
      <span
        css={(theme) => ({
          padding: `${theme.space[1]} ${theme.space[3]}`,
          borderRadius: theme.radius.pill,
          background: theme.color.accentSoft,
          color: theme.color.accent,
          fontWeight: theme.fontWeight.semibold,
        })}
      >
        {category}
      </span>
      {draft && (
        <strong
          css={(theme) => ({
            padding: `${theme.space[1]} ${theme.space[3]}`,
            borderRadius: theme.radius.pill,
            border: `2px dashed ${theme.color.text}`,
            color: theme.color.text,
          })}
        >
          Draft
        </strong>
      )}
      <span>{readTime}</span>
      {date && <time dateTime={date.iso}>{date.label}</time>}
    </p>
  );
}
