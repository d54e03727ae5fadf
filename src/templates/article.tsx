import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Container } from "../components/Container";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";
import { ArticleJsonLd } from "../seo/JsonLd";

// First version of the article page: the Resources issue adds the back link and booking CTA.
export default function ArticleTemplate({
  data,
  children,
}: PageProps<Queries.ArticlePageQuery> & { children: ReactNode }) {
  const article = data.article;
  if (!article) return null;
  return (
    <>
      <PageHero title={article.title} intro={article.excerpt} />
      <Container css={(theme) => ({ maxWidth: theme.size.prose, paddingBlock: theme.space[7] })}>
        {children}
      </Container>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ArticlePageQuery>) {
  if (!data.article) return null;
  return (
    <Seo
      title={data.article.title}
      description={data.article.excerpt}
      pathname={location.pathname}
      type="article"
    >
      <ArticleJsonLd
        title={data.article.title}
        description={data.article.excerpt}
        pathname={location.pathname}
      />
    </Seo>
  );
}

export const query = graphql`
  query ArticlePage($id: String!) {
    article(id: { eq: $id }) {
      title
      excerpt
    }
  }
`;
