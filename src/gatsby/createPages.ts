import path from "node:path";
import type { GatsbyNode } from "gatsby";

const articleTemplate = path.resolve("src/templates/article.tsx");

/** One page per article; the template renders the MDX file named in `__contentFilePath`. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Typegen covers queries in src/ only, so this one is typed from the generated Article type.
  const result = await graphql<{
    allArticle: { nodes: Pick<Queries.Article, "id" | "path" | "contentFilePath">[] };
  }>(`
    query ArticlePages {
      allArticle(sort: { slug: ASC }) {
        nodes {
          id
          path
          contentFilePath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the articles to create their pages", result.errors);
    return;
  }
  for (const article of result.data.allArticle.nodes) {
    actions.createPage({
      path: article.path,
      component: `${articleTemplate}?__contentFilePath=${article.contentFilePath}`,
      context: { id: article.id },
    });
  }
};
