import { INLINE_DEPTH } from "../../../src/content/articleBody";
import type { HtmlBlock } from "../../../src/content/articleHtml";

/** An inline node's fields, with its children to `depth` levels (GraphQL asks level by level). */
const inlineFields = (depth: number): string =>
  `kind text href${depth > 1 ? ` children { ${inlineFields(depth - 1)} }` : ""}`;

/**
 * The site's fields the feeds print. The feeds choose their articles from the Article nodes
 * themselves (./createResolvers.ts, listedArticles), and leave out any draft that were there
 * (../feed/siteFeeds.ts).
 */
export const feedListQuery = `
  query SiteFeeds {
    siteConfig {
      name
      description
      siteUrl
    }
  }
`;

/**
 * The text of the articles the feeds hold, asked for those alone: an article's blocks are the
 * costly part of the query, and a feed holds 20 however many articles there are. An image asks
 * sharp for exactly what the article page asks for (ArticleBlockFields in
 * src/components/ArticleBody.tsx), so the feed points at the page's own file and adds no work.
 */
export const feedBodiesQuery = `
  query SiteFeedBodies($slugs: [String!]!) {
    allArticle(filter: { slug: { in: $slugs } }) {
      nodes {
        slug
        blocks {
          kind
          level
          ordered
          content { ${inlineFields(INLINE_DEPTH)} }
          items { content { ${inlineFields(INLINE_DEPTH)} } }
          image {
            alt
            file {
              childImageSharp {
                gatsbyImageData(layout: CONSTRAINED, width: 672, formats: [AUTO, WEBP, AVIF])
              }
            }
          }
        }
      }
    }
  }
`;

/** sharp's image data, as far as the feed reads it: the fallback every reader can show. */
interface ImageData {
  images: { fallback?: { src: string } };
}

type QueriedBlock = Omit<HtmlBlock, "image"> & {
  image: {
    alt: string;
    file: { childImageSharp: { gatsbyImageData: ImageData } | null };
  } | null;
};

/** Typegen covers queries in src/ only, so these are typed from the generated types. */
export interface FeedListResult {
  siteConfig: Pick<Queries.SiteConfig, "name" | "description" | "siteUrl"> | null;
}

export interface FeedBodiesResult {
  allArticle: { nodes: { slug: string; blocks: QueriedBlock[] }[] };
}

/** An article's blocks as the feed reads them: each image at the public address of sharp's fallback. */
export const feedBlocks = (blocks: readonly QueriedBlock[]): HtmlBlock[] =>
  blocks.map(({ image, ...block }) => {
    const src = image?.file.childImageSharp?.gatsbyImageData.images.fallback?.src;
    return { ...block, image: image && src ? { alt: image.alt, src } : null };
  });
