import fs from "node:fs";
import path from "node:path";
import { INLINE_DEPTH } from "../../../src/content/articleBody";
import type { ArticleBodyFile } from "../../../src/sections/resources/useArticleBody";
import { ARTICLE_SLUG, articleBodyPath, articlePath, routes } from "../../../src/lib/routes";

/**
 * One small JSON file per published article, beside its page (`articleBodyPath` in
 * src/lib/routes.ts), which the Resources dialog fetches with plain `fetch`
 * (src/sections/resources/useArticleBody.ts): the card fields and the body blocks, as the
 * article page shows them. Gatsby's page data holds the same, but reading it in the browser
 * needs Gatsby's private page loader; this file is ours, in a shape we chose.
 */

/**
 * What a body file holds: the type the dialog reads it as (src/sections/resources/useArticleBody.ts),
 * the fields of the article page's query that the dialog shows, from the generated types.
 */
export type { ArticleBodyFile };

/** What {@link ARTICLE_FILES_QUERY} returns: every published article, with its slug. */
export interface ArticleFilesResult {
  allArticle: { nodes: readonly (ArticleBodyFile & { slug: string })[] };
}

/** An inline node's fields, with its children to `depth` levels (GraphQL asks level by level). */
const inlineFields = (depth: number): string =>
  `kind text href${depth > 1 ? ` children { ${inlineFields(depth - 1)} }` : ""}`;

/**
 * An article's body blocks as the Node APIs' queries ask for them (the body files here, the
 * feeds' text in ../feed/feedQuery.ts): each image asks sharp for exactly what the article
 * page asks (ArticleBlockFields in src/components/ArticleBody.tsx), so both name the page's
 * own image files and add no work.
 */
export const ARTICLE_BLOCK_FIELDS = `
  blocks {
    kind
    level
    ordered
    content { ${inlineFields(INLINE_DEPTH)} }
    items { content { ${inlineFields(INLINE_DEPTH)} } }
    image {
      alt
      src
      file {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 672, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`;

/**
 * Every published article with what its body file holds. `allArticle` returns no draft outside
 * `gatsby develop` (plugins/site/gatsby/createResolvers.ts), the rule every listing follows.
 *
 * The fields are spelled out: the `graphql` function Gatsby gives Node APIs runs the text it
 * is given, and the fragments of components (ArticleBlockFields in
 * src/components/ArticleBody.tsx) exist only for page and static queries. The unit test holds
 * each field to what the article page's query and its fragments ask, field for field: the
 * image asks sharp for what the page asks, so the file names the page's own image files.
 */
export const ARTICLE_FILES_QUERY = `
  query ArticleBodyFiles {
    allArticle {
      nodes {
        slug
        title
        excerpt
        category
        readTime
        draft
        scheduledFor
        tags
        date: published(formatString: "YYYY-MM-DD")
        displayDate: published(formatString: "MMMM D, YYYY")
        ${ARTICLE_BLOCK_FIELDS}
      }
    }
  }
`;

/** A file's text, or null when there is no such file. */
function readIfThere(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The body file of the article `slug` in `publicDir`. */
const bodyFile = (publicDir: string, slug: string) =>
  path.join(publicDir, articleBodyPath(articlePath(slug)));

/**
 * Writes the body file of each article in `result` (the data of {@link ARTICLE_FILES_QUERY})
 * into `publicDir`, and removes every other article folder's body file: an article made a
 * draft, or deleted, since an earlier build into the same public/ must not stay fetchable.
 * A draft gets no file even if the query returned one, unless `includeDrafts` (only for
 * `gatsby develop`, which shows drafts and serves public/ to the writer alone; the next build
 * removes them). Returns how many articles have a body file.
 */
export function writeArticleBodyFiles(
  publicDir: string,
  result: ArticleFilesResult | null | undefined,
  { includeDrafts = false }: { includeDrafts?: boolean } = {},
): number {
  if (!result) {
    throw new Error("The articles' query returned no data: no article body file was written");
  }
  const published = new Set<string>();
  for (const { slug, ...article } of result.allArticle.nodes) {
    if (article.draft && !includeDrafts) continue;
    // Checked when the node was made; again here, as the slug becomes a path on disk.
    if (!ARTICLE_SLUG.test(slug)) throw new Error(`Not an article slug: ${JSON.stringify(slug)}`);
    const file = bodyFile(publicDir, slug);
    const text = JSON.stringify(article);
    // A rebuild changes one article or a few: the others' files are left as they are.
    if (readIfThere(file) !== text) {
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
