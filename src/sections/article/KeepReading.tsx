import { Link } from "gatsby";
import type { ReactNode } from "react";
import { ArticleCard, type ArticleSummary } from "../../components/ArticleCard";
import { CardGrid } from "../../components/CardGrid";
import { ChevronLeftIcon } from "../../components/icons/ChevronLeftIcon";
import { ChevronRightIcon } from "../../components/icons/ChevronRightIcon";
import { Section } from "../../components/Section";
import { mq } from "../../theme/tokens";

/** An article a page links to by date: its title names the link. */
export type NeighborArticle = Pick<ArticleSummary, "path" | "title">;

export interface KeepReadingProps {
  /** Related articles, closest first (src/lib/furtherReading.ts). */
  related: readonly ArticleSummary[];
  /** The next older article, and the next newer one. */
  older: NeighborArticle | null;
  newer: NeighborArticle | null;
}

/** One end of the walk by date: which way it goes, small, over the article's title. */
function DateLink({
  article,
  direction,
}: {
  article: NeighborArticle;
  direction: "older" | "newer";
}) {
  const older = direction === "older";
  const icon: ReactNode = older ? <ChevronLeftIcon size={18} /> : <ChevronRightIcon size={18} />;
  const label = older ? "Older article" : "Newer article";
  return (
    <Link
      to={article.path}
      rel={older ? "prev" : "next"}
      // Named as it reads, with a pause: "Older article: <title>", whatever the browser makes
      // of the two lines.
      aria-label={`${label}: ${article.title}`}
      css={(theme) => ({
        display: "flex",
        flexDirection: "column",
        gap: theme.space[1],
        padding: theme.space[4],
        minHeight: theme.size.touchTarget,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
        background: theme.color.surfaceRaised,
        textDecoration: "none",
        // Side by side on a wide screen, the newer article on the right (wherever the older one
        // is) and aligned to it; stacked on a phone, both read from the left.
        [mq("md")]: { gridColumn: older ? 1 : 2, textAlign: older ? "left" : "right" },
        "&:hover": { borderColor: theme.color.primary },
      })}
    >
      <span
        css={(theme) => ({
          display: "inline-flex",
          alignItems: "center",
          alignSelf: "flex-start",
          [mq("md")]: { alignSelf: older ? "flex-start" : "flex-end" },
          gap: theme.space[1],
          fontSize: theme.fontSize.sm,
          color: theme.color.textMuted,
        })}
      >
        {older && icon}
        {label}
        {!older && icon}
      </span>
      <span css={(theme) => ({ fontWeight: theme.fontWeight.semibold })}>{article.title}</span>
    </Link>
  );
}

/**
 * The end of an article page: related articles as the Resources page shows them, then the
 * articles just older and newer. All chosen at build time (plugins/site/gatsby/createPages.ts);
 * the cards are plain links here, with no dialog.
 */
export function KeepReading({ related, older, newer }: KeepReadingProps) {
  if (related.length === 0 && !older && !newer) return null;
  return (
    <Section id="keep-reading" title="Keep reading" tone="muted">
      {related.length > 0 && (
        <CardGrid>
          {related.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </CardGrid>
      )}
      {(older || newer) && (
        <nav
          aria-label="Older and newer articles"
          css={(theme) => ({
            display: "grid",
            gap: theme.space[4],
            marginTop: related.length > 0 ? theme.space[6] : 0,
            [mq("md")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          })}
        >
          {older && <DateLink article={older} direction="older" />}
          {newer && <DateLink article={newer} direction="newer" />}
        </nav>
      )}
    </Section>
  );
}
