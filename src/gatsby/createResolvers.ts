import type { GatsbyNode } from "gatsby";
import type { SiteConfig } from "../hooks/useSiteConfig";
import { commonQuestions } from "../sections/contact/commonQuestions";
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

interface NodeModel {
  findOne(args: { type: string; query?: object }): Promise<SiteConfig | null>;
}

async function siteConfig(nodeModel: NodeModel): Promise<SiteConfig> {
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
        resolve: (source: SiteConfig) => serializeJsonLd(professionalService(source)),
      },
      faqJsonLd: {
        type: "String!",
        description: "The Contact page's Common Questions as an FAQPage, serialized.",
        resolve: (source: SiteConfig) => serializeJsonLd(faqPage(commonQuestions(source))),
      },
    },
    Article: {
      jsonLd: {
        type: "String!",
        description: "The article as a schema.org Article, serialized for a JSON-LD script.",
        resolve: async (
          source: ArticleSource,
          _args: unknown,
          context: { nodeModel: NodeModel },
        ) => {
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
