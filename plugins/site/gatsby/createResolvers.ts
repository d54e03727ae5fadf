import type { GatsbyNode } from "gatsby";
import type { GraphQLResolveInfo } from "graphql";
import { fillClaims } from "../../../src/lib/claims";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { isPreview } from "../runMode";

interface FaqSource {
  answer: string;
}

interface Context {
  nodeModel: {
    findOne(args: { type: "SiteConfig"; query: object }): Promise<SiteConfigFile | null>;
  };
}

async function siteConfig({ nodeModel }: Context): Promise<SiteConfigFile> {
  const config = await nodeModel.findOne({ type: "SiteConfig", query: {} });
  if (!config) throw new Error("content/site.yaml is missing: the site cannot build.");
  return config;
}

/** Whether this run shows drafts: only the preview server, `gatsby develop`. */
export const showsDrafts = () => isPreview();

/** Query arguments that also ask for published articles only, unless this run shows drafts. */
export function publishedOnly(
  args: Record<string, unknown>,
  single: boolean,
): Record<string, unknown> {
  if (showsDrafts()) return args;
  const published = { draft: { eq: false } };
  // `allArticle(filter: {...})` filters inside `filter`; `article(...)` takes the fields as
  // arguments of its own.
  return single
    ? { ...args, ...published }
    : { ...args, filter: { ...((args.filter as object | undefined) ?? {}), ...published } };
}

type OriginalResolver = (
  source: unknown,
  args: Record<string, unknown>,
  context: unknown,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * Drafts are decided here, where every page and listing asks for articles: outside `gatsby
 * develop`, `allArticle` and `article` never return one, whichever query asks (createPages,
 * the Resources page, the sitemap, a feed) and whatever an earlier `gatsby develop` left in
 * Gatsby's cache. Article nodes themselves always include drafts (./onCreateNode.ts).
 */
const publishedArticles = {
  allArticle: {
    resolve: (
      source: unknown,
      args: Record<string, unknown>,
      context: unknown,
      info: GraphQLResolveInfo & { originalResolver: OriginalResolver },
    ) => info.originalResolver(source, publishedOnly(args, false), context, info),
  },
  article: {
    resolve: (
      source: unknown,
      args: Record<string, unknown>,
      context: unknown,
      info: GraphQLResolveInfo & { originalResolver: OriginalResolver },
    ) => info.originalResolver(source, publishedOnly(args, true), context, info),
  },
};

interface ArticleNode {
  id: string;
  draft: boolean;
}

/** Whether this run lists an article: never a draft, but in `gatsby develop`. */
const listed = (node: ArticleNode) => showsDrafts() || !node.draft;

/**
 * The Article nodes this run lists, read from Gatsby's store without a query: createPages and
 * the feeds want every article's stored fields, and resolving them through `allArticle` cost
 * 0.1 s per build at 200 articles. The same rule as the queries: no draft outside develop.
 */
export function listedArticles<T extends ArticleNode>(
  getNodesByType: (type: string) => readonly unknown[],
): T[] {
  // A copy: the caller may sort it, and the store's own list must stay as it is.
  return (getNodesByType("Article") as readonly T[]).filter(listed);
}

/**
 * `articlesById(ids: [...])`: the published articles with these ids, in the order given (an id
 * with no article, or a draft outside `gatsby develop`, is left out). Pages that show a few
 * chosen articles (a listing page's cards, an article's further reading) ask through this
 * rather than `allArticle(filter: {id: {in: ...}})`: Gatsby then records each article as the
 * page's dependency, not the whole Article type, so editing one article re-runs the queries of
 * the few pages that show it instead of every article and listing page (#22's rebuild budget).
 */
export const articlesById = {
  type: "[Article!]!",
  description: "The published articles with these ids, in the order given.",
  args: { ids: "[String!]!" },
  resolve: (
    _source: unknown,
    { ids }: { ids: string[] },
    context: { nodeModel: { getNodesByIds(args: { ids: string[]; type: string }): ArticleNode[] } },
  ) => {
    const found = context.nodeModel.getNodesByIds({ ids, type: "Article" });
    return found.filter(listed);
  },
};

/**
 * Publication is decided here for every query (drafts: see publishedArticles), and the FAQ's
 * placeholders are filled from site.yaml's claims where the answers are read.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: { ...publishedArticles, articlesById },
    FaqEntry: {
      answerText: {
        type: "String!",
        description: "The answer with its {claim} placeholders filled from content/site.yaml.",
        resolve: async (source: FaqSource, _args: unknown, context: Context) =>
          fillClaims(source.answer, (await siteConfig(context)).claims),
      },
    },
  });
};
