import fs from "node:fs";
import path from "node:path";
import { ARTICLE_SLUG, articleBodyPath, articlePath, routes } from "../../../src/lib/routes";

/**
 * One small JSON file per published article, beside its page, which the Resources dialog
 * fetches. Gatsby's page data holds the same, but reading it in the browser needs Gatsby's
 * private page loader; this file is ours, in a shape we chose.
 */

export interface ArticleFilesResult {
  allArticle: { nodes: readonly Queries.ArticleBodyFileFieldsFragment[] };
}

/** The component whose `graphql` fragments are the one selection of an article's blocks. */
export const ARTICLE_BODY_COMPONENT = "src/components/ArticleBody.tsx";

/**
 * The modules whose fragments make up a body file: the dialog's loader, which names what it
 * reads, and the card and body components it spreads.
 */
export const BODY_FILE_MODULES = [
  "src/sections/resources/useArticleBody.ts",
  "src/components/ArticleCard.tsx",
  ARTICLE_BODY_COMPONENT,
];

/**
 * The fragments of a module of the site: its one `graphql` text. The `graphql` function Gatsby
 * gives Node APIs knows no component's fragment, so their queries carry this text after their
 * own: a selection is written once, and the body files and feeds ask for exactly what the page
 * does, so they name the page's own image files and add no work.
 */
export function fragmentsIn(module: string, root = process.cwd()): string {
  const file = path.join(root, module);
  const texts = [...fs.readFileSync(file, "utf8").matchAll(/(?<![\w`])graphql`([^`]*)`/g)];
  if (texts.length !== 1) {
    throw new Error(`${module} must hold one graphql text; it holds ${texts.length}`);
  }
  return texts[0][1];
}

/** An article's body blocks in a Node API's query, which then ends with {@link ARTICLE_BLOCK_FRAGMENTS}. */
export const ARTICLE_BLOCK_FIELDS = "blocks { ...ArticleBlockFields }";

export const ARTICLE_BLOCK_FRAGMENTS = fragmentsIn(ARTICLE_BODY_COMPONENT);

/** Every published article (../gatsby/createResolvers.ts) with what its body file holds. */
export const articleFilesQuery = (root = process.cwd()) => `
  query ArticleBodyFiles {
    allArticle {
      nodes {
        ...ArticleBodyFileFields
      }
    }
  }
  ${BODY_FILE_MODULES.map((module) => fragmentsIn(module, root)).join("\n")}
`;

export const ARTICLE_FILES_QUERY = articleFilesQuery();

const bodyFile = (publicDir: string, slug: string) =>
  path.join(publicDir, articleBodyPath(articlePath(slug)));

/**
 * Writes each article's body file into `publicDir` and removes every other article folder's: an
 * article made a draft or deleted since an earlier build must not stay fetchable. The query
 * decides which articles are published (../gatsby/createResolvers.ts): in `gatsby develop`, which
 * serves public/ to the writer alone, drafts too, and the next build removes theirs. Returns how
 * many have a body file.
 */
export function writeArticleBodyFiles(
  publicDir: string,
  result: ArticleFilesResult | null | undefined,
): number {
  if (!result) {
    throw new Error("The articles' query returned no data: no article body file was written");
  }
  const published = new Set<string>();
  for (const { slug, ...article } of result.allArticle.nodes) {
    // Checked when the node was made; again here, as the slug becomes a path on disk.
    if (!ARTICLE_SLUG.test(slug)) throw new Error(`Not an article slug: ${JSON.stringify(slug)}`);
    const file = bodyFile(publicDir, slug);
    const text = JSON.stringify(article);
    // A rebuild changes one article or a few: the others' files are left as they are.
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    published.add(slug);
  }
  const library = path.join(publicDir, routes.resources);
  const folders = fs.existsSync(library) ? fs.readdirSync(library, { withFileTypes: true }) : [];
  for (const folder of folders) {
    if (!folder.isDirectory() || published.has(folder.name)) continue;
    const stale = bodyFile(publicDir, folder.name);
    if (!fs.existsSync(stale)) continue;
    fs.rmSync(stale);
    // The folder of a page that is gone: nothing else of it is left to serve.
    if (fs.readdirSync(path.dirname(stale)).length === 0) fs.rmdirSync(path.dirname(stale));
  }
  return published.size;
}
