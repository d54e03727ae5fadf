import { ArticleCard, type ArticleSummary } from "../../components/ArticleCard";
import { CardGrid } from "../../components/CardGrid";
import { CategoryFilter } from "../../components/CategoryFilter";
import { Pagination } from "../../components/Pagination";
import { Section } from "../../components/Section";
import { type CategoryCount, showingLabel } from "../../lib/categories";
import { ARTICLES_PER_PAGE, listingPageOf } from "../../lib/listings";

export interface ArticleLibraryProps {
  /** The cards of this page, in order. */
  articles: readonly ArticleSummary[];
  /** The badges with their counts (All first). */
  counts: readonly CategoryCount[];
  /** The category listed, or null for every article, and how many articles it has. */
  selected: string | null;
  total: number;
  /** This page of the listing (from 1) and how many pages it has. */
  page: number;
  pageCount: number;
  /** History state for the badges, so they filter in place (src/lib/listingState.ts). */
  linkState: object;
  onOpen: (slug: string, link: HTMLAnchorElement) => void;
  onIntent?: (path: string) => void;
}

/**
 * The badge row with its counts, a live count of what shows, the grid of this page's article
 * cards, and links to the listing's other pages.
 */
export function ArticleLibrary({
  articles,
  counts,
  selected,
  total,
  page,
  pageCount,
  linkState,
  onOpen,
  onIntent,
}: ArticleLibraryProps) {
  const first = (page - 1) * ARTICLES_PER_PAGE + 1;
  return (
    <Section
      id="articles"
      title="Articles and guides"
      intro="Short, practical reads on websites, search, social media and email, written for owners who do their own marketing."
    >
      <CategoryFilter
        categories={counts}
        selected={selected}
        onFirstPage={page === 1}
        linkState={linkState}
      />
      <p
        role="status"
        css={(theme) => ({
          marginBlock: theme.space[4],
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
        })}
      >
        {showingLabel(total, selected, { first, last: first + articles.length - 1 })}
      </p>
      {/* A category with no articles yet has its page and badge; the count above says so,
          and an empty list would only be read out as "list, 0 items". */}
      {articles.length > 0 && (
        <CardGrid>
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} onOpen={onOpen} onIntent={onIntent} />
          ))}
        </CardGrid>
      )}
      <Pagination
        label={selected ? `Pages of ${selected} articles` : "Pages of articles"}
        page={page}
        pageCount={pageCount}
        pathOf={(n) => listingPageOf(selected, n)}
      />
    </Section>
  );
}
