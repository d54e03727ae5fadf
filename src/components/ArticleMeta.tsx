import type { Theme } from "@emotion/react";

export interface ArticleMetaProps {
  category: string;
  readTime: string;
  /** ISO date (YYYY-MM-DD) and its display form, when the article has one. */
  date?: { iso: string; label: string } | null;
  /** Marks an unpublished article; only `gatsby develop` has drafts. */
  draft?: boolean;
  /**
   * The day a scheduled article goes live, as pages show dates (src/content/publication.ts);
   * only `gatsby develop` and the desk's preview show a scheduled article.
   */
  scheduledFor?: string | null;
}

/** The mark of an article a visitor cannot see yet: a dashed outline, not a color alone. */
const unpublishedMark = (theme: Theme) => ({
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderRadius: theme.radius.pill,
  border: `2px dashed ${theme.color.text}`,
  color: theme.color.text,
});

/** An article's date as ArticleMeta shows it, from its ISO and display forms (either may be missing). */
export const metaDate = (
  iso: string | null | undefined,
  label: string | null | undefined,
): { iso: string; label: string } | null => (iso && label ? { iso, label } : null);

/** Category badge, read time and (when present) publication date, on one wrapping line. */
export function ArticleMeta({
  category,
  readTime,
  date,
  draft = false,
  scheduledFor = null,
}: ArticleMetaProps) {
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
      {draft && <strong css={unpublishedMark}>Draft</strong>}
      {scheduledFor && <ScheduledMark day={scheduledFor} />}
      <span>{readTime}</span>
      {date && <time dateTime={date.iso}>{date.label}</time>}
    </p>
  );
}

/** "Scheduled for December 1, 2026": for the card, the page and the desk's preview alike. */
export function ScheduledMark({ day }: { day: string }) {
  return <strong css={unpublishedMark}>Scheduled for {day}</strong>;
}
