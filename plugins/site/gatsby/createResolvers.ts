import type { GatsbyNode } from "gatsby";
import type { GraphQLResolveInfo } from "graphql";
import { fillClaims } from "../../../src/lib/claims";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { isDevelop } from "../runMode";
import { isScheduled } from "../../../src/content/publication";
import { isListed, type ArticleNode } from "../articles/listedArticles";
import { publicationDay } from "../../../src/content/siteConfig";
import { displayDate } from "../../../src/lib/displayDate";

interface NodeModel {
  findOne(args: { type: "SiteConfig"; query: object }): Promise<SiteConfigFile | null>;
  findAll(args: { type: "Article" }): Promise<{ entries: Iterable<ArticleNode> }>;
  getNodesByIds(args: { ids: string[]; type: string }): ArticleNode[];
}

/** A field's own resolver, which Gatsby passes to the one that replaces it. */
type ResolveInfo = GraphQLResolveInfo & {
  originalResolver: (
    source: unknown,
    args: Record<string, unknown>,
    context: unknown,
    info: GraphQLResolveInfo,
  ) => unknown;
};

/**
 * The publication day, once per run of a query (Gatsby makes a context object per run): `gatsby
 * develop` reads site.yaml and the clock at each use, once per article over every `scheduledFor`.
 */
const queryDays = new WeakMap<object, string>();
function queryDay(context: object): string {
  let day = queryDays.get(context);
  if (day === undefined) {
    day = publicationDay();
    queryDays.set(context, day);
  }
  return day;
}

/** `args` narrowed to no draft and none of the ids in `scheduled`; as is in `gatsby develop`. */
export function publishedOnly(
  args: Record<string, unknown>,
  single: boolean,
  scheduled: readonly string[] = [],
): Record<string, unknown> {
  if (isDevelop()) return args;
  const given = (single ? args : ((args.filter as Record<string, unknown> | undefined) ?? {})).id;
  const published = {
    draft: { eq: false },
    ...(scheduled.length > 0 ? { id: { ...(given as object | undefined), nin: scheduled } } : {}),
  };
  return single
    ? { ...args, ...published }
    : { ...args, filter: { ...((args.filter as object | undefined) ?? {}), ...published } };
}

/**
 * Outside `gatsby develop`, `allArticle` and `article` never return a draft, and `allArticle` no
 * scheduled article, whatever an earlier `gatsby develop` left in Gatsby's cache. `article(id:)`
 * is asked only by the pages createPages made, which a scheduled article has none of: looking
 * the scheduled ones up there would make every article page depend on every article.
 */
const publishedArticles = {
  allArticle: {
    resolve: async (
      source: unknown,
      args: Record<string, unknown>,
      context: { nodeModel: Pick<NodeModel, "findAll"> },
      info: ResolveInfo,
    ) => {
      const day = queryDay(context);
      const scheduled = isDevelop()
        ? []
        : [...(await context.nodeModel.findAll({ type: "Article" })).entries]
            .filter((node) => isScheduled(node, day))
            .map((node) => node.id);
      return info.originalResolver(source, publishedOnly(args, false, scheduled), context, info);
    },
  },
  article: {
    resolve: (
      source: unknown,
      args: Record<string, unknown>,
      context: unknown,
      info: ResolveInfo,
    ) => info.originalResolver(source, publishedOnly(args, true), context, info),
  },
};

/**
 * Pages that show a few chosen articles ask through this rather than `allArticle(filter: {id:
 * {in: ...}})`: Gatsby then records each article as the page's dependency, not the whole
 * Article type, so editing one article re-runs only the queries of the pages that show it.
 */
export const articlesById = {
  type: "[Article!]!",
  description: "The published articles with these ids, in the order given.",
  args: { ids: "[String!]!" },
  resolve: (
    _source: unknown,
    { ids }: { ids: string[] },
    context: { nodeModel: Pick<NodeModel, "getNodesByIds"> },
  ) =>
    context.nodeModel
      .getNodesByIds({ ids, type: "Article" })
      .filter((node) => isListed(node, queryDay(context))),
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: { ...publishedArticles, articlesById },
    Article: {
      scheduledFor: {
        type: "String",
        description:
          "The day a scheduled article goes live, as pages show it (December 1, 2026); null once published. Only gatsby develop shows a scheduled article.",
        resolve: (source: ArticleNode, _args: unknown, context: object) =>
          source.date && isScheduled(source, queryDay(context)) ? displayDate(source.date) : null,
      },
    },
    FaqEntry: {
      answerText: {
        type: "String!",
        description: "The answer with its {claim} placeholders filled from content/site.yaml.",
        resolve: async (
          { answer }: { answer: string },
          _args: unknown,
          { nodeModel }: { nodeModel: Pick<NodeModel, "findOne"> },
        ) => {
          const config = await nodeModel.findOne({ type: "SiteConfig", query: {} });
          if (!config) throw new Error("content/site.yaml is missing: the site cannot build.");
          return fillClaims(answer, config.claims);
        },
      },
    },
  });
};
