import { graphql } from "gatsby";
import { isPlainClick } from "../lib/plainClick";
import { ArticleMeta } from "./ArticleMeta";
import { Card } from "./Card";
import { TagList } from "./TagList";

/** What a card shows of an article: its fragment's fields, `scheduledFor` optional. */
export type ArticleSummary = Omit<Queries.ArticleSummaryFieldsFragment, "scheduledFor"> &
  Partial<Pick<Queries.ArticleSummaryFieldsFragment, "scheduledFor">>;

/**
 * The fields a card shows, for every query that lists articles (the library, further reading),
 * and the body files the dialog reads (src/sections/resources/useArticleBody.ts).
 */
export const query = graphql`
  fragment ArticleSummaryFields on Article {
    slug
    path
    title
    excerpt
    category
    readTime
    tags
    draft
    scheduledFor
  }
`;

export interface ArticleCardProps {
  article: ArticleSummary;
  /**
   * Opens the article in place; without JavaScript, or without `onOpen` (an article page's
   * further reading), the link goes to the article page.
   */
  onOpen?: (slug: string, link: HTMLAnchorElement) => void;
  /** The visitor is about to open the article at this path (hover or focus): a chance to preload. */
  onIntent?: (path: string) => void;
}

/**
 * One article in the grid. The whole card is one link (the title's, stretched over the card),
 * so its accessible name is the title and it works as a normal link without JavaScript.
 */
export function ArticleCard({ article, onOpen, onIntent }: ArticleCardProps) {
  const intent = onIntent && (() => onIntent(article.path));
  return (
    <Card
      as="li"
      css={(theme) => ({
        position: "relative",
        transition: `box-shadow ${theme.duration.fast}, border-color ${theme.duration.fast}`,
        "&:hover": { borderColor: theme.color.primary, boxShadow: theme.shadow.raised },
      })}
    >
      <ArticleMeta
        category={article.category}
        readTime={article.readTime}
        draft={article.draft}
        scheduledFor={article.scheduledFor}
      />
      <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>
        <a
          href={article.path}
          onClick={(event) => {
            if (!onOpen || !isPlainClick(event)) return;
            event.preventDefault();
            onOpen(article.slug, event.currentTarget);
          }}
          onPointerEnter={intent}
          onFocus={intent}
          css={(theme) => ({
            color: theme.color.text,
            textDecoration: "none",
            "&::after": { content: '""', position: "absolute", inset: 0 },
            "&:hover": { color: theme.color.primary },
            // The ring goes round the whole card, which is what the link covers.
            "&:focus-visible": { outline: "none" },
            "&:focus-visible::after": {
              outline: `3px solid ${theme.color.focusRing}`,
              outlineOffset: "2px",
              borderRadius: theme.radius.md,
            },
          })}
        >
          {article.title}
        </a>
      </h3>
      <p css={(theme) => ({ color: theme.color.textMuted, flexGrow: 1 })}>{article.excerpt}</p>
      <TagList tags={article.tags} />
    </Card>
  );
}
