import type { GatsbyNode } from "gatsby";
import type { GraphQLResolveInfo } from "graphql";
import { fillClaims } from "../../../src/lib/claims";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { isDevelop } from "../runMode";
import { isScheduled } from "../../../src/content/publication";
import { isListed, type ArticleNode } from "../articles/listedArticles";
import { publicationDay } from "../../../src/content/siteConfig";
import { displayDate } from "../../../src/lib/displayDate";

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

/**
 * The publication day of one run of a query, found once: a query over every article asks for
 * each one's `scheduledFor`, and in `gatsby develop`, which reads the day at each use, that
 * would read site.yaml and the clock once per article. Gatsby makes a context object for each
 * run of a query, so each run sees one day throughout.
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

/**
 * Query arguments that also ask for published articles only, unless this run shows drafts:
 * no draft, and none of `scheduled` (the ids of the articles dated after the build's day).
 */
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

interface NodeModel {
  findAll(args: { type: "Article" }): Promise<{ entries: Iterable<ArticleNode> }>;
}

/**
 * Publication is decided here, where every page and listing asks for articles: outside `gatsby
 * develop`, `allArticle` and `article` never return a draft, and `allArticle` no scheduled
 * article, whichever query asks and whatever an earlier `gatsby develop` left in Gatsby's
 * cache. Article nodes themselves always include both (./onCreateNode.ts): the day moves on
 * while a node is kept. `article(id:)` is asked only by the pages createPages made, which a
 * scheduled article has none of; looking the scheduled ones up there would make every article
 * page depend on every article.
 */
const publishedArticles = {
  allArticle: {
    resolve: async (
      source: unknown,
      args: Record<string, unknown>,
      context: { nodeModel: NodeModel },
      info: GraphQLResolveInfo & { originalResolver: OriginalResolver },
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
      info: GraphQLResolveInfo & { originalResolver: OriginalResolver },
    ) => info.originalResolver(source, publishedOnly(args, true), context, info),
  },
};

/**
 * `articlesById(ids: [...])`: the published articles with these ids, in the order given (an id
 * with no article, or a draft outside `gatsby develop`, is left out). Pages that show a few
 * chosen articles (a listing page's cards, an article's further reading) ask through this
 * rather than `allArticle(filter: {id: {in: ...}})`: Gatsby then records each article as the
 * page's dependency, not the whole Article type, so editing one article re-runs the queries of
 * the few pages that show it instead of every article and listing page.
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
    const day = queryDay(context);
    return found.filter((node) => isListed(node, day));
  },
};

/**
 * Publication is decided here for every query (see publishedArticles), and the FAQ's
 * placeholders are filled from site.yaml's claims where the answers are read.
 */
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
        resolve: async (source: FaqSource, _args: unknown, context: Context) =>
          fillClaims(source.answer, (await siteConfig(context)).claims),
      },
    },
  });
};
