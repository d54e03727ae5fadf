import type { ArticleContent } from "../../../src/content/article";
import type { HtmlBlock } from "../../../src/content/articleHtml";
import { writeFeeds } from "./writeFeeds";
import type { ArticleDates } from "../articles/articleDates";
import { ARTICLE_BLOCK_FIELDS, ARTICLE_BLOCK_FRAGMENTS } from "../articles/bodyFiles";

/**
 * The site's fields the feeds print. The feeds choose their articles from the Article nodes
 * themselves (../gatsby/createResolvers.ts, listedArticles), and leave out any draft that were
 * there (./siteFeeds.ts).
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
 * costly part of the query, and a feed holds 20 however many articles there are. The blocks are
 * asked with the fragments the article page spreads (../articles/bodyFiles.ts).
 */
export const feedBodiesQuery = `
  query SiteFeedBodies($slugs: [String!]!) {
    allArticle(filter: { slug: { in: $slugs } }) {
      nodes {
        slug
        ${ARTICLE_BLOCK_FIELDS}
      }
    }
  }
  ${ARTICLE_BLOCK_FRAGMENTS}
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

/** Why the feeds could not be written: what to say, and Gatsby's GraphQL errors. */
export interface FeedQueryFailure {
  message: string;
  /** As Gatsby's `graphql` gives them, for `reporter.panicOnBuild`. */
  errors: Error | Error[] | undefined;
}

/** The `graphql` function Gatsby passes to its Node APIs, as far as the feeds use it. */
type Graphql = <T>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ errors?: Error | Error[]; data?: T }>;

/**
 * Writes the feeds of `articles` (the Article nodes this build lists) into `root`'s public/,
 * asking GraphQL for the site's fields and for the text of the articles the feeds hold.
 * Returns how many entries they hold, or why a query failed.
 */
export async function writeSiteFeeds(
  root: string,
  graphql: Graphql,
  articles: readonly (ArticleContent & ArticleDates & { id: string })[],
): Promise<number | FeedQueryFailure> {
  const list = await graphql<FeedListResult>(feedListQuery);
  if (list.errors || !list.data?.siteConfig) {
    return { message: "Could not load the articles for the feeds", errors: list.errors };
  }
  // Set when the bodies' query fails: the build stops with that, not with what follows from it.
  const failed: { query?: FeedQueryFailure } = {};
  try {
    const entries = await writeFeeds({
      root,
      site: list.data.siteConfig,
      articles,
      blocksOf: async (slugs) => {
        const bodies = await graphql<FeedBodiesResult>(feedBodiesQuery, { slugs });
        if (bodies.errors || !bodies.data) {
          failed.query = {
            message: "Could not load the articles' text for the feeds",
            errors: bodies.errors,
          };
          return new Map();
        }
        return new Map(
          bodies.data.allArticle.nodes.map((node) => [node.slug, feedBlocks(node.blocks)]),
        );
      },
    });
    return failed.query ?? entries;
  } catch (error) {
    if (failed.query) return failed.query;
    throw error;
  }
}
