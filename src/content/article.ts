import fs from "node:fs";
import path from "node:path";
import { expectedReadTime, WORDS_PER_MINUTE } from "../lib/readTime";
import {
  ARTICLE_SLUG,
  articlePath,
  categoryPath,
  FEED_PATHS,
  listingPagePath,
  normalizePath,
  routes,
} from "../lib/routes";
import { articleFrontmatterSchema, type ArticleFrontmatter } from "./schemas";
import type { Problem } from "./problems";
import { knownName } from "./fields";
import { validate } from "./siteConfig";
import { countWords, inlineLinks, parseArticleBody, type ArticleBlock } from "./articleBody";
import { readArticleFile } from "./articleSource";

/** Where articles live; a writer adds one by dropping `<slug>.mdx` in here. */
export const ARTICLES_DIR = "content/articles";

export { articlePath } from "../lib/routes";

/**
 * The Article node's fields, as onCreateNode stores them: the front matter's checked values
 * (its schema's own type, so a field added there is on the node and typed here), with its
 * defaults filled in (plugins/site/gatsby/schema.ts, NODE_TYPES.Article, declares them so),
 * and what the build works out from the file.
 */
export type ArticleContent = Omit<ArticleFrontmatter, "readTime" | "draft" | "date" | "image"> & {
  readTime: string;
  draft: boolean;
  date: NonNullable<ArticleFrontmatter["date"]> | null;
  /** The front matter's `image`, a path relative to the file; null for the site's card. */
  socialImage: NonNullable<ArticleFrontmatter["image"]> | null;
  slug: string;
  path: string;
  wordCount: number;
  blocks: ArticleBlock[];
};

export interface ArticleOptions {
  /** Lines above `body` in the file. */
  lineOffset?: number;
  /**
   * The categories site.yaml accepts, to check the front matter's against (a missing or wrong
   * one is then told the list). Without, any text: see {@link articleLinkProblems}.
   */
  categories?: readonly string[];
}

/**
 * A stated read time is the writer's to round: within a minute of the honest one it stands.
 * Further off, it is a promise the text does not keep.
 */
function readTimeProblem(stated: string | undefined, words: number): Problem | null {
  const honest = expectedReadTime(words);
  if (stated === undefined) return null;
  const minutes = (time: string) => Number.parseInt(time, 10);
  if (Math.abs(minutes(stated) - minutes(honest)) <= 1) return null;
  return {
    field: "readTime",
    expected: `"${honest}" (or a minute either side) for ${words} words at ${WORDS_PER_MINUTE} words a minute, or no readTime to have it worked out`,
    received: JSON.stringify(stated),
  };
}

/**
 * An image path that points at no file. The file must exist for sharp to process it, and the
 * page would otherwise show a hole where the writer meant a picture.
 */
function missingImage(dir: string, src: string, field: string): Problem | null {
  if (fs.existsSync(path.resolve(dir, src))) return null;
  return {
    field,
    expected: `an image file at ${path.relative(process.cwd(), path.resolve(dir, src))}`,
    received: `"${src}", which does not exist`,
  };
}

type ArticleResult =
  { article: ArticleContent; problems: [] } | { article: null; problems: Problem[] };

/**
 * The Article node's content for one MDX file, or every problem of the file itself. Rules that
 * read other files (its category in site.yaml, its pictures) are {@link articleLinkProblems}:
 * Gatsby keeps a node while its own file is unchanged, so those run on every build instead.
 */
export function articleFromMdx(
  file: string,
  frontmatter: unknown,
  body: string,
  { lineOffset = 0, categories }: ArticleOptions = {},
): ArticleResult {
  const slug = path.basename(file).replace(/\.mdx?$/, "");
  const result = validate(articleFrontmatterSchema(categories), frontmatter ?? {});
  const fm = result.data;
  const problems: Problem[] = [...result.problems];
  if (!ARTICLE_SLUG.test(slug)) {
    problems.unshift({
      field: "file name",
      expected: 'lowercase words joined by hyphens, e.g. "seo-basics.mdx"',
      received: JSON.stringify(path.basename(file)),
    });
  }
  const parsed = parseArticleBody(body, lineOffset);
  problems.push(...parsed.problems);
  const wordCount = countWords(parsed.blocks);
  const readTime = readTimeProblem(fm?.readTime, wordCount);
  if (readTime) problems.push(readTime);
  if (!fm || problems.length > 0) return { article: null, problems };

  const { image, ...own } = fm;
  return {
    article: {
      ...own,
      readTime: fm.readTime ?? expectedReadTime(wordCount),
      draft: fm.draft ?? false,
      date: fm.date ?? null,
      socialImage: image ?? null,
      slug,
      path: articlePath(slug),
      wordCount,
      blocks: parsed.blocks,
    },
    problems: [],
  };
}

/** What an article points at in other files: its category, its pictures. */
export type ArticleLinks = Pick<
  ArticleContent,
  "slug" | "category" | "blocks" | "socialImage" | "draft" | "date"
>;

/** Every link address in an article's body, in order. */
function bodyLinks(blocks: ArticleLinks["blocks"]): string[] {
  return blocks.flatMap((block) => [
    ...inlineLinks(block.content),
    ...block.items.flatMap((item) => inlineLinks(item.content)),
  ]);
}

/** The first segment of a path under `/resources/`, as {@link normalizePath} gives it. */
const resourcesSegment = (pathname: string) =>
  normalizePath(pathname).slice(routes.resources.length).split("/")[0];

/**
 * The library's own pages beside the articles (/resources/category/seo/, /resources/page/2/,
 * the feeds): the first segments of their routes, which are no article's slug.
 */
const LIBRARY_PAGES = new Set(
  [categoryPath("x"), listingPagePath(routes.resources, 2), ...Object.values(FEED_PATHS)].map(
    resourcesSegment,
  ),
);

/**
 * A host as it names the site: `www.` and the bare domain are one site (Netlify sends the bare
 * domain on to the primary one), and `example.com.` is `example.com`. The URL parser has
 * already lower-cased it.
 */
const siteHost = (hostname: string) => hostname.replace(/\.$/, "").replace(/^www\./, "");

/**
 * The slug of the article an address reaches or names, or null. The address is read as a
 * browser on `page` (the linking article's page) reads it, by the WHATWG URL parser: relative,
 * protocol-relative and absolute addresses, dot segments, `#part` and `?query`. It names the
 * site when its host is the site's (http or https, with or without `www.`). Then its path is
 * read as the host serves it (scripts/serve.mjs, Netlify): percent-decoded, a run of slashes
 * as one, and lower-cased as the 404 page's redirect does (src/lib/caseRedirect.ts). Any file
 * under an article's folder (`body.json`) names that article; the library's own pages do not.
 */
function linkedArticle(href: string, page: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return null;
  }
  const web = url.protocol === "https:" || url.protocol === "http:";
  if (!web || siteHost(url.hostname) !== siteHost(page.hostname)) return null;
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A broken escape: the rest of the address still shows what it names.
  }
  const served = path.posix.normalize(pathname);
  if (!normalizePath(served).startsWith(routes.resources)) return null;
  const slug = resourcesSegment(served);
  return ARTICLE_SLUG.test(slug) && !LIBRARY_PAGES.has(slug) ? slug : null;
}

/**
 * Links in a published article's body to an article this build does not publish: one that
 * was deleted or renamed, a draft, or one scheduled for a later day. Each would be a link to
 * a missing page on the live site, and its address (whose slug often says what is coming) in
 * the pages, feeds, search index and body files. `published` holds the slugs of the articles
 * this build publishes; `siteUrl` is site.yaml's, so a link to the site's own URL is read as
 * one to its path. Without it (site.yaml is broken, and its own problems say so), links are
 * read from a stand-in origin: paths are still checked.
 */
export function articleTargetProblems(
  links: ArticleLinks,
  published: ReadonlySet<string>,
  siteUrl: string | null,
): Problem[] {
  const page = new URL(articlePath(links.slug), siteUrl ?? "https://site.invalid");
  return bodyLinks(links.blocks)
    .filter((href) => {
      const slug = linkedArticle(href, page);
      return slug !== null && !published.has(slug);
    })
    .map((href) => ({
      field: "body",
      expected:
        "links to articles the site publishes (a deleted, renamed, draft or scheduled article has no page yet)",
      received: `a link to "${href}"`,
    }));
}

/**
 * The article's problems that depend on other files: a category site.yaml no longer lists, a
 * picture that was moved or deleted. `file` is the article's path, which pictures are relative to.
 */
export function articleLinkProblems(
  file: string,
  links: ArticleLinks,
  categories: readonly string[],
): Problem[] {
  const category = validate(
    knownName(categories, "categories in content/site.yaml"),
    links.category,
  );
  return [
    ...category.problems.map((problem) => ({ ...problem, field: "category" })),
    ...pictureProblems(file, links),
  ];
}

/** Pictures of the article whose files are not where it says. */
function pictureProblems(file: string, { blocks, socialImage }: ArticleLinks): Problem[] {
  const dir = path.dirname(file);
  const problems: Problem[] = [];
  for (const { image } of blocks) {
    const missing = image && missingImage(dir, image.src, `body (line ${image.line})`);
    if (missing) problems.push(missing);
  }
  const card = socialImage ? missingImage(dir, socialImage, "image") : null;
  if (card) problems.push(card);
  return problems;
}

/**
 * Every rule a build applies to the article file `file`, read as the build reads it
 * (./articleSource.ts): its own rules and the ones that read other files.
 */
export function checkArticle(file: string, categories: readonly string[]): ArticleResult {
  const read = readArticleFile(file);
  if ("problems" in read) return { article: null, problems: read.problems };
  const { frontmatter, body, lineOffset } = read.source;
  const own = articleFromMdx(file, frontmatter, body, { lineOffset, categories });
  if (!own.article) return own;
  const problems = pictureProblems(file, own.article);
  return problems.length > 0 ? { article: null, problems } : own;
}
