import type { GatsbyNode } from "gatsby";
import { fillClaims } from "../lib/claims";
import type { SiteConfigFile } from "../schema/content";
import { canonicalUrl } from "../seo/canonicalUrl";
import { article, faqPage, professionalService, serializeJsonLd } from "../seo/structuredData";

/** The stored Article node fields the `Article` JSON-LD is built from. */
interface ArticleSource {
  title: string;
  excerpt: string;
  path: string;
  /** Front matter's YYYY-MM-DD text, kept as written by onCreateNode. */
  date: string | null;
}

interface FaqSource {
  question: string;
  answer: string;
}

interface NodeModel {
  findOne(args: { type: "SiteConfig"; query?: object }): Promise<SiteConfigFile | null>;
  findAll(args: { type: "FaqEntry" }): Promise<{ entries: Iterable<FaqSource> }>;
}

interface Context {
  nodeModel: NodeModel;
}

async function siteConfig(nodeModel: NodeModel): Promise<SiteConfigFile> {
  const config = await nodeModel.findOne({ type: "SiteConfig", query: {} });
  if (!config) throw new Error("content/site.yaml is missing: the site cannot build.");
  return config;
}

/**
 * JSON-LD is built here, at build time, and reaches pages as finished strings in their page
 * data: a page's `Head` code is shipped to the browser, and the builders would otherwise ride
 * along in every chunk that shows structured data.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
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
      jsonLd: {
        type: "String!",
        description: "The article as a schema.org Article, serialized for a JSON-LD script.",
        resolve: async (source: ArticleSource, _args: unknown, context: Context) => {
          const config = await siteConfig(context.nodeModel);
          return serializeJsonLd(
            article(config, {
              title: source.title,
              description: source.excerpt,
              url: canonicalUrl(config.siteUrl, source.path),
              datePublished: source.date,
            }),
          );
        },
      },
    },
  });
};
