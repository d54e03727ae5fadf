import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { ArticleBody } from "../components/ArticleBody";
import { ArticleMeta, metaDate } from "../components/ArticleMeta";
import { ArticleSearch } from "../components/ArticleSearch";
import { ChevronLeftIcon } from "../components/icons/ChevronLeftIcon";
import { Prose } from "../components/Prose";
import { TagList } from "../components/TagList";
import { routes } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import type { FurtherReading } from "../lib/furtherReading";
import { KeepReading } from "../sections/article/KeepReading";
import { PageHero } from "../sections/PageHero";
import { BookingCta } from "../sections/resources/BookingCta";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { canonicalUrl } from "../seo/canonicalUrl";
import { JsonLd } from "../seo/JsonLd";
import { article as articleJsonLd } from "../seo/structuredData";

/** The page's context from createPages: its further reading, chosen there (src/lib/furtherReading.ts). */
type ArticleContext = FurtherReading & { id: string };

/**
 * One article's own page. The body is the article's parsed blocks, rendered by the same
 * component as the Resources dialog; the title is this page's h1, so "##" becomes an h2.
 * It ends with further reading, the few articles createPages chose for it.
 */
export default function ArticleTemplate({
  data,
  pageContext,
}: PageProps<Queries.ArticlePageQuery, ArticleContext>) {
  const article = data.article;
  if (!article) return null;
  const byId = new Map(data.reading.map((node) => [node.id, node]));
  const find = (id: string | null) => (id && byId.get(id)) || null;
  const date = metaDate(article.date, article.displayDate);
  return (
    <>
      <PageHero title={article.title} intro={article.excerpt} />
      <Prose>
        <Link
          to={routes.resources}
          css={(theme) => ({
            display: "inline-flex",
            alignItems: "center",
            gap: theme.space[1],
            fontWeight: theme.fontWeight.semibold,
          })}
        >
          <ChevronLeftIcon size={18} />
          Back to Resources
        </Link>
        <ArticleMeta
          category={article.category}
          readTime={article.readTime}
          date={date}
          draft={article.draft}
          scheduledFor={article.scheduledFor}
        />
        <ArticleBody blocks={article.blocks} headingOffset={0} />
        <TagList tags={article.tags} />
      </Prose>
      <ArticleSearch />
      <BookingCta />
      <KeepReading
        related={(pageContext.related ?? []).map(find).filter((node) => node !== null)}
        older={find(pageContext.previous)}
        newer={find(pageContext.next)}
      />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ArticlePageQuery>) {
  const config = useSiteConfig();
  if (!data.article) return null;
  const { title, excerpt, published, updated, socialImage } = data.article;
  const resized = socialImage?.childImageSharp?.resize;
  const card =
    resized?.src && resized.width && resized.height
      ? { src: resized.src, width: resized.width, height: resized.height }
      : null;
  return (
    <Seo
      title={title}
      description={excerpt}
      pathname={location.pathname}
      type="article"
      image={card}
    >
      <JsonLd
        node={articleJsonLd(config, {
          title,
          description: excerpt,
          url: canonicalUrl(config.siteUrl, location.pathname),
          datePublished: published,
          dateModified: updated,
          image: card && `${config.siteUrl}${card.src}`,
        })}
      />
    </Seo>
  );
}

export const query = graphql`
  query ArticlePage($id: String!, $readingIds: [String!]!) {
    article(id: { eq: $id }) {
      # What the Resources dialog shows of it (src/sections/resources/useArticleBody.ts), its
      # date among them: the day it was published, its date else its first commit
      # (plugins/site/articles/articleDates.ts), as the feeds give it; and both dates in full
      # for its JSON-LD.
      ...ArticleBodyFileFields
      published
      updated
      # The article's own social card: its picture cropped by sharp to the card's 1.91:1 around
      # what draws the eye, as a JPEG every network reads.
      socialImage {
        childImageSharp {
          resize(width: 1200, height: 630, toFormat: JPG, fit: COVER, cropFocus: ATTENTION) {
            src
            width
            height
          }
        }
      }
    }
    # One lookup by id (plugins/site/gatsby/createResolvers.ts): this page then depends on these
    # few articles alone, and editing any other leaves its query alone.
    reading: articlesById(ids: $readingIds) {
      id
      ...ArticleSummaryFields
    }
  }
`;
