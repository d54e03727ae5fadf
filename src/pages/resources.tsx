import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useCallback, useMemo } from "react";
import type { DialogArticle } from "../components/ArticleDialog";
import { ArticleSearch } from "../components/ArticleSearch";
import { LazyArticleDialog, preloadArticleDialog } from "../components/LazyArticleDialog";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { newestFirst } from "../lib/articleOrder";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { ArticleLibrary } from "../sections/resources/ArticleLibrary";
import { BookingCta } from "../sections/resources/BookingCta";
import { FreeResources } from "../sections/resources/FreeResources";
import { prefetchArticleBody, useArticleBody } from "../sections/resources/useArticleBody";
import { useArticleParam } from "../sections/resources/useArticleParam";
import { useCategoryParam } from "../sections/resources/useCategoryParam";

const description =
  "Free, practical guides for small-business owners: websites, SEO, social media, email and ads, plus downloadable checklists and planners.";

export default function ResourcesPage({ data, location }: PageProps<Queries.ResourcesPageQuery>) {
  const { resourceCategories } = useSiteConfig();
  const articles = useMemo<DialogArticle[]>(
    () =>
      [...data.allArticle.nodes].sort(newestFirst).map(({ date, displayDate, ...article }) => ({
        ...article,
        date: date && displayDate ? { iso: date, label: displayDate } : null,
      })),
    [data.allArticle.nodes],
  );
  const slugs = useMemo(() => articles.map((article) => article.slug), [articles]);
  const [selected, select] = useCategoryParam(resourceCategories, location);
  const [openSlug, openArticle, onClose] = useArticleParam(location, slugs);
  const openedArticle = articles.find((article) => article.slug === openSlug);
  // Focus goes back to the article's card on close, however the dialog was opened (a click,
  // Forward, a shared address); the dialog itself is outside #___gatsby, so never matched.
  const returnFocusTo = useMemo(
    () =>
      openedArticle
        ? (document
            .getElementById("___gatsby")
            ?.querySelector<HTMLElement>(`a[href="${openedArticle.path}"]`) ?? null)
        : null,
    [openedArticle],
  );
  const onOpen = useCallback((slug: string) => openArticle(slug), [openArticle]);
  const body = useArticleBody(openedArticle?.path ?? null);

  return (
    <>
      <PageHero
        title="Marketing advice you can use this week"
        intro="Plain-English guides for small-business owners on websites, search, social media, email and ads. Every one is free to read, with no sign-up."
      />
      <ArticleSearch onOpen={onOpen} />
      <ArticleLibrary
        articles={articles}
        categories={resourceCategories}
        selected={selected}
        onSelect={select}
        onOpen={onOpen}
        onIntent={preloadArticle}
      />
      <FreeResources />
      <BookingCta />
      {openedArticle && (
        <LazyArticleDialog
          article={openedArticle}
          body={body}
          onClose={onClose}
          returnFocusTo={returnFocusTo}
        />
      )}
    </>
  );
}

/** A card is hovered or focused: fetch the dialog's code and that article's body. */
function preloadArticle(path: string) {
  preloadArticleDialog();
  prefetchArticleBody(path);
}

export function Head({ location }: HeadProps) {
  return <Seo title="Resources" description={description} pathname={location.pathname} />;
}

export const query = graphql`
  query ResourcesPage {
    allArticle {
      nodes {
        slug
        path
        title
        excerpt
        category
        readTime
        draft
        tags
        date(formatString: "YYYY-MM-DD")
        displayDate: date(formatString: "MMMM D, YYYY")
      }
    }
  }
`;
