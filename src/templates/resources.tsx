import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useCallback, useMemo, useRef } from "react";
import type { DialogArticle } from "../components/ArticleDialog";
import { metaDate } from "../components/ArticleMeta";
import { ArticleSearch } from "../components/ArticleSearch";
import { LazyArticleDialog, preloadArticleDialog } from "../components/LazyArticleDialog";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { categoryCounts } from "../lib/categories";
import { listingCopy, type ListingPageContext } from "../lib/listings";
import { inPlaceState } from "../lib/listingState";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { ArticleLibrary } from "../sections/resources/ArticleLibrary";
import { BookingCta } from "../sections/resources/BookingCta";
import { FreeResources } from "../sections/resources/FreeResources";
import { prefetchArticleBody, useArticleBody } from "../sections/resources/useArticleBody";
import { useArticleParam } from "../sections/resources/useArticleParam";
import { useFocusKeptInPlace } from "../sections/resources/useFocusKeptInPlace";
import { useOpenedArticle } from "../sections/resources/useOpenedArticle";
import { useOldCategoryAddress } from "../sections/resources/useOldCategoryAddress";
import { JsonLd } from "../seo/JsonLd";

type ListingPageProps = PageProps<Queries.ResourcesListingQuery, ListingPageContext>;

/**
 * The Resources library: /resources/, each category's page and their numbered pages, one
 * template. A badge filters in place (src/lib/listingState.ts), a card opens its article in the
 * dialog, and the open article is in the address (`?article=`).
 */
export default function ResourcesListing({ data, location, pageContext }: ListingPageProps) {
  const { resourceCategories } = useSiteConfig();
  const { category, page, pageCount, tally } = pageContext;
  // Newest first already: the page's ids come in that order (plugins/site/gatsby/listingPages.ts).
  const articles = useMemo<DialogArticle[]>(
    () =>
      data.articles.map(({ date, displayDate, ...article }) => ({
        ...article,
        date: metaDate(date, displayDate),
      })),
    [data.articles],
  );
  useOldCategoryAddress(resourceCategories, location);
  useFocusKeptInPlace(location);
  const [openSlug, openArticle, onClose] = useArticleParam(location);
  const openedArticle = useOpenedArticle(openSlug, articles);
  // The link that opened the dialog (a card or a search result), where focus goes back on close.
  const opener = useRef<HTMLAnchorElement | null>(null);
  // Opened another way (Forward, a shared address): the article's first link on the page, its
  // card; the dialog itself is outside #___gatsby, so never matched.
  const returnFocusTo = useMemo(() => {
    if (!openedArticle) return null;
    const link = opener.current;
    if (link?.isConnected && link.getAttribute("href") === openedArticle.path) return link;
    return (
      document
        .getElementById("___gatsby")
        ?.querySelector<HTMLElement>(`a[href="${openedArticle.path}"]`) ?? null
    );
  }, [openedArticle]);
  const onOpen = useCallback(
    (slug: string, link: HTMLAnchorElement) => {
      opener.current = link;
      openArticle(slug);
    },
    [openArticle],
  );
  const body = useArticleBody(openedArticle?.path ?? null);
  const copy = listingCopy(category, page, pageCount);

  return (
    <>
      <PageHero title={copy.heading} intro={copy.intro} accent="resources" />
      {/* With nothing published there is no index to search (plugins/site/search/searchIndex.ts). */}
      {tally.total > 0 && <ArticleSearch onOpen={onOpen} />}
      <ArticleLibrary
        articles={articles}
        counts={categoryCounts(tally, resourceCategories)}
        selected={category}
        total={category ? (tally.byCategory[category] ?? 0) : tally.total}
        page={page}
        pageCount={pageCount}
        linkState={inPlaceState(location)}
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

export function Head({ location, pageContext }: HeadProps<unknown, ListingPageContext>) {
  const { title, description } = listingCopy(
    pageContext.category,
    pageContext.page,
    pageContext.pageCount,
  );
  return (
    <Seo title={title} description={description} pathname={location.pathname}>
      {pageContext.jsonLd.map((json) => (
        <JsonLd key={json} json={json} />
      ))}
    </Seo>
  );
}

export const query = graphql`
  # Only this page's cards, looked up by id (plugins/site/gatsby/createResolvers.ts): the page
  # depends on these articles alone. The counts come with the page's context.
  query ResourcesListing($ids: [String!]!) {
    articles: articlesById(ids: $ids) {
      ...ArticleSummaryFields
      # The date its dialog shows: the one its page and the feeds give.
      date: published(formatString: "YYYY-MM-DD")
      displayDate: published(formatString: "MMMM D, YYYY")
    }
  }
`;
