import { ArticleCard, type ArticleSummary } from "../../components/ArticleCard";
import { CardGrid } from "../../components/CardGrid";
import { CategoryFilter } from "../../components/CategoryFilter";
import { Section } from "../../components/Section";
import { categoryCounts, showingLabel } from "../../lib/categories";

export interface ArticleLibraryProps {
  articles: readonly ArticleSummary[];
  /** The badge categories, in order (content/site.yaml). */
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
  onOpen: (slug: string, link: HTMLAnchorElement) => void;
  onIntent?: (path: string) => void;
}

/** The badge row with its counts, a live count of what shows, and the grid of article cards. */
export function ArticleLibrary({
  articles,
  categories,
  selected,
  onSelect,
  onOpen,
  onIntent,
}: ArticleLibraryProps) {
  const shown = selected ? articles.filter((article) => article.category === selected) : articles;
  return (
    <Section
      id="articles"
      title="Articles and guides"
      intro="Short, practical reads on websites, search, social media and email, written for owners who do their own marketing."
    >
      <CategoryFilter
        categories={categoryCounts(articles, categories)}
        selected={selected}
        onSelect={onSelect}
      />
      <p
        role="status"
        css={(theme) => ({
          marginBlock: theme.space[4],
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
        })}
      >
        {showingLabel(shown.length, selected)}
      </p>
      <CardGrid>
        {shown.map((article) => (
          <ArticleCard key={article.slug} article={article} onOpen={onOpen} onIntent={onIntent} />
        ))}
      </CardGrid>
    </Section>
  );
}
