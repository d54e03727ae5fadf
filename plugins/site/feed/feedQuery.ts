import fs from "node:fs";
import path from "node:path";
import type { HtmlBlock } from "../../../src/content/articleHtml";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { FEED_PATHS } from "../../../src/lib/routes";
import { feedArticles, siteFeeds, type FeedArticle } from "./siteFeeds";
import { ARTICLE_BLOCK_FIELDS, ARTICLE_BLOCK_FRAGMENTS } from "../articles/bodyFiles";

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

interface FeedBodiesResult {
  allArticle: { nodes: { slug: string; blocks: QueriedBlock[] }[] };
}

/** An article's blocks as the feed reads them: each image at the public address of sharp's fallback. */
const feedBlocks = (blocks: readonly QueriedBlock[]): HtmlBlock[] =>
  blocks.map(({ image, ...block }) => {
    const src = image?.file.childImageSharp?.gatsbyImageData.images.fallback?.src;
    return { ...block, image: image && src ? { alt: image.alt, src } : null };
  });

/** Why the feeds could not be written: what to say, and Gatsby's GraphQL errors. */
interface FeedQueryFailure {
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
 * Writes the Atom and JSON feeds of `articles` (the Article nodes this build lists; the feeds
 * hold the newest, ./siteFeeds.ts) into `root`'s public/, with the site's name and address from
 * content/site.yaml and the text of the articles they hold from GraphQL, asked for those alone
 * as it costs the most. Returns how many entries each holds, or why the query failed.
 */
export async function writeSiteFeeds(
  root: string,
  graphql: Graphql,
  articles: readonly (Omit<FeedArticle, "blocks"> & { slug: string })[],
): Promise<number | FeedQueryFailure> {
  const chosen = feedArticles(articles);
  const slugs = chosen.map(({ article }) => article.slug);
  const bodies = await graphql<FeedBodiesResult>(feedBodiesQuery, { slugs });
  if (bodies.errors || !bodies.data) {
    return { message: "Could not load the articles' text for the feeds", errors: bodies.errors };
  }
  const blocks = new Map(
    bodies.data.allArticle.nodes.map((node) => [node.slug, feedBlocks(node.blocks)]),
  );
  const entries = chosen.map((entry) => {
    const body = blocks.get(entry.article.slug);
    if (!body) throw new Error(`The feed has no text for the article ${entry.article.slug}`);
    return { ...entry, article: { ...entry.article, blocks: body } };
  });
  const { atom, json } = siteFeeds(readSiteConfig(root), entries);
  for (const [feedPath, text] of [
    [FEED_PATHS.atom, atom],
    [FEED_PATHS.json, json],
  ]) {
    const file = path.join(root, "public", feedPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return entries.length;
}
