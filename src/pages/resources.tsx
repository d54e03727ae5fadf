import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useCallback, useMemo, useState } from "react";
import type { DialogArticle } from "../components/ArticleDialog";
import { LazyArticleDialog, preloadArticleDialog } from "../components/LazyArticleDialog";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { newestFirst } from "../lib/articleOrder";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { ArticleLibrary } from "../sections/resources/ArticleLibrary";
import { BookingCta } from "../sections/resources/BookingCta";
import { FreeResources } from "../sections/resources/FreeResources";
import { useCategoryParam } from "../sections/resources/useCategoryParam";

const description =
  "Free, practical guides for small-business owners: websites, SEO, social media, email and ads, plus downloadable checklists and planners.";

export default function ResourcesPage({ data }: PageProps<Queries.ResourcesPageQuery>) {
  const { resourceCategories } = useSiteConfig();
  const articles = useMemo<DialogArticle[]>(
    () =>
      [...data.allArticle.nodes].sort(newestFirst).map(({ date, displayDate, ...article }) => ({
        ...article,
        date: date && displayDate ? { iso: date, label: displayDate } : null,
      })),
    [data.allArticle.nodes],
  );
  const [selected, select] = useCategoryParam(resourceCategories);
  const [open, setOpen] = useState<{ slug: string; link: HTMLAnchorElement } | null>(null);
  const openArticle = articles.find((article) => article.slug === open?.slug);

  const onOpen = useCallback(
    (slug: string, link: HTMLAnchorElement) => setOpen({ slug, link }),
    [],
  );
  const onClose = useCallback(() => setOpen(null), []);

  return (
    <>
      <PageHero
        title="Marketing advice you can use this week"
        intro="Plain-English guides for small-business owners on websites, search, social media, email and ads. Every one is free to read, with no sign-up."
      />
      <ArticleLibrary
        articles={articles}
        categories={resourceCategories}
        selected={selected}
        onSelect={select}
        onOpen={onOpen}
        onIntent={preloadArticleDialog}
      />
      <FreeResources />
      <BookingCta />
      {openArticle && (
        <LazyArticleDialog
          article={openArticle}
          onClose={onClose}
          returnFocusTo={open?.link ?? null}
        />
      )}
    </>
  );
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
        blocks {
          ...ArticleBlockFields
        }
      }
    }
  }
`;
