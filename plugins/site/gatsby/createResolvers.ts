import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { fillClaims } from "../../../src/lib/claims";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { canonicalUrl } from "../../../src/seo/canonicalUrl";
import {
  article,
  faqPage,
  professionalService,
  serializeJsonLd,
} from "../../../src/seo/structuredData";
import type { ArticleContent } from "../../../src/content/article";
import { gatsbyCommand } from "../internals";

/** The stored Article node fields the `Article` JSON-LD is built from. */
type ArticleSource = Pick<ArticleContent, "title" | "excerpt" | "path" | "date" | "socialImage">;

interface FaqSource {
  question: string;
  answer: string;
}

interface FoundNode {
  id: string;
  dir?: string;
  internal?: { type: string };
}

interface NodeModel {
  findOne(args: { type: "SiteConfig"; query?: object }): Promise<SiteConfigFile | null>;
  findOne(args: { type: "File" | "ImageSharp"; query: object }): Promise<FoundNode | null>;
  findAll(args: { type: "FaqEntry" }): Promise<{ entries: Iterable<FaqSource> }>;
  findRootNodeAncestor(source: object, predicate: (node: FoundNode) => boolean): FoundNode | null;
}

interface Context {
  nodeModel: NodeModel;
  /** The page being queried; sharp's resolvers record their file as its dependency. */
  path?: string;
}

async function siteConfig(nodeModel: NodeModel): Promise<SiteConfigFile> {
  const config = await nodeModel.findOne({ type: "SiteConfig", query: {} });
  if (!config) throw new Error("content/site.yaml is missing: the site cannot build.");
  return config;
}

/** The size every network shows a link's card at (1.91:1), as the site's own card. */
const SOCIAL_CARD = { width: 1200, height: 630 };

interface SocialCard {
  src: string;
  width: number;
  height: number;
}

/**
 * An article's own social card: its front matter `image`, cropped by sharp to the card's size
 * around what draws the eye, as a JPEG every network reads. Built through ImageSharp's own
 * `resize` resolver, so og:image and the JSON-LD `image` are the same file.
 */
async function socialCard(
  source: ArticleSource,
  context: Context,
  info: GraphQLResolveInfo,
): Promise<SocialCard | null> {
  if (!source.socialImage) return null;
  const mdxFile = context.nodeModel.findRootNodeAncestor(
    source,
    (node) => node.internal?.type === "File",
  );
  if (!mdxFile?.dir) return null;
  const absolutePath = path.resolve(mdxFile.dir, source.socialImage);
  const file = await context.nodeModel.findOne({
    type: "File",
    query: { filter: { absolutePath: { eq: absolutePath } } },
  });
  const image =
    file &&
    (await context.nodeModel.findOne({
      type: "ImageSharp",
      query: { filter: { parent: { id: { eq: file.id } } } },
    }));
  // onCreateNode checked the path; a file sharp cannot read has no ImageSharp node.
  if (!image) throw new Error(`${absolutePath}: sharp could not read the article's image`);
  const resize = (info.schema.getType("ImageSharp") as GraphQLObjectType).getFields().resize;
  const resized = (await resize.resolve?.(
    image,
    { ...SOCIAL_CARD, toFormat: "jpg", fit: "cover", cropFocus: 17 /* sharp's "attention" */ },
    context,
    info,
  )) as SocialCard;
  return { src: resized.src, width: resized.width, height: resized.height };
}

/** Whether this run shows drafts: only the preview server, `gatsby develop`. */
export const showsDrafts = () => gatsbyCommand() === "develop";

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
 * JSON-LD is built here, at build time, and reaches pages as finished strings in their page
 * data: a page's `Head` code is shipped to the browser, and the builders would otherwise ride
 * along in every chunk that shows structured data.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: { ...publishedArticles, articlesById },
    SiteConfig: {
      agencyJsonLd: {
        type: "String!",
        description: "The agency as a ProfessionalService, serialized for a JSON-LD script.",
        resolve: (source: SiteConfigFile) => serializeJsonLd(professionalService(source)),
      },
      faqJsonLd: {
        type: "String!",
        description: "The Contact page's Common Questions as an FAQPage, serialized.",
        resolve: async (source: SiteConfigFile, _args: unknown, { nodeModel }: Context) => {
          const { entries } = await nodeModel.findAll({ type: "FaqEntry" });
          const questions = [...entries].map(({ question, answer }) => ({
            question,
            answer: fillClaims(answer, source.claims),
          }));
          return serializeJsonLd(faqPage(questions));
        },
      },
    },
    FaqEntry: {
      answerText: {
        type: "String!",
        description: "The answer with its {claim} placeholders filled from content/site.yaml.",
        resolve: async (source: FaqSource, _args: unknown, { nodeModel }: Context) =>
          fillClaims(source.answer, (await siteConfig(nodeModel)).claims),
      },
    },
    Article: {
      socialCard: {
        type: "SocialCard",
        description: "The front matter's image as a 1200x630 social card; null uses the site's.",
        resolve: (
          source: ArticleSource,
          _args: unknown,
          context: Context,
          info: GraphQLResolveInfo,
        ) => socialCard(source, context, info),
      },
      jsonLd: {
        type: "String!",
        description: "The article as a schema.org Article, serialized for a JSON-LD script.",
        resolve: async (
          source: ArticleSource,
          _args: unknown,
          context: Context,
          info: GraphQLResolveInfo,
        ) => {
          const config = await siteConfig(context.nodeModel);
          const card = await socialCard(source, context, info);
          return serializeJsonLd(
            article(config, {
              title: source.title,
              description: source.excerpt,
              url: canonicalUrl(config.siteUrl, source.path),
              datePublished: source.date,
              image: card && `${config.siteUrl}${card.src}`,
            }),
          );
        },
      },
    },
  });
};
