import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { HtmlBlock } from "../../../src/content/articleHtml";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { FEED_PATHS } from "../../../src/lib/routes";
import { feedArticles, siteFeeds, type FeedArticle } from "./siteFeeds";
import { ARTICLE_BLOCK_FIELDS, ARTICLE_BLOCK_FRAGMENTS } from "../articles/bodyFiles";

/**
 * The text of the articles the feeds hold, asked for those alone: an article's blocks are the
 * costly part of the query, and a feed holds 20 however many articles there are.
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

type QueriedBlock = Omit<HtmlBlock, "image"> & {
  image: {
    alt: string;
    file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
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

interface FeedQueryFailure {
  message: string;
  errors: Error | Error[] | undefined;
}

/**
 * Writes the Atom and JSON feeds of the newest of `articles` into `root`'s public/. Returns how
 * many entries each holds, or why the query failed.
 */
export async function writeSiteFeeds(
  root: string,
  graphql: BuildArgs["graphql"],
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
