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
import { validate, type Problem } from "./problems";
import {
  countWords,
  inlineLinks,
  inlineTrees,
  parseArticleBody,
  type ArticleBlock,
} from "./articleBody";
import { readArticleFile } from "./articleSource";

export const ARTICLES_DIR = "content/articles";

export { articlePath } from "../lib/routes";

/** The Article node's fields: the checked front matter, defaults filled in, and what is derived. */
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

interface ArticleOptions {
  /** Lines above `body` in the file. */
  lineOffset?: number;
  /** The categories site.yaml accepts; without, any text: see {@link articleLinkProblems}. */
  categories?: readonly string[];
}

/** A stated read time within a minute of the honest one stands; further off, it misleads. */
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

/** An image path that points at no file: sharp needs it, and the page would show a hole. */
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
 * read other files are {@link articleLinkProblems}, run on every build, as Gatsby keeps a node.
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

const resourcesSegment = (pathname: string) =>
  normalizePath(pathname).slice(routes.resources.length).split("/")[0];

const LIBRARY_PAGES = new Set(
  [categoryPath("x"), listingPagePath(routes.resources, 2), ...Object.values(FEED_PATHS)].map(
    resourcesSegment,
  ),
);

/** A host as it names the site: `www.example.com` and `example.com.` are `example.com`. */
const siteHost = (hostname: string) => hostname.replace(/\.$/, "").replace(/^www\./, "");

/**
 * The slug of the article an address reaches or names, or null: read as a browser on `page`
 * reads it, then its path as the host serves it (percent-decoded, a run of slashes as one,
 * lower-cased as the 404 page's redirect does). A file under an article's folder names it.
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
 * Links in a published article's body to an article this build does not publish (deleted,
 * renamed, a draft or scheduled): a missing page on the live site, whose slug may say what is
 * coming. Without `siteUrl` (site.yaml is broken), only paths are checked.
 */
export function articleTargetProblems(
  links: ArticleLinks,
  published: ReadonlySet<string>,
  siteUrl: string | null,
): Problem[] {
  const page = new URL(articlePath(links.slug), siteUrl ?? "https://site.invalid");
  return inlineTrees(links.blocks)
    .flatMap(inlineLinks)
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

/** The article's problems that depend on other files: its category, its pictures. */
export function articleLinkProblems(
  file: string,
  links: ArticleLinks,
  categories: readonly string[],
): Problem[] {
  const category = validate(articleFrontmatterSchema(categories).shape.category, links.category);
  return [
    ...category.problems.map((problem) => ({ ...problem, field: "category" })),
    ...pictureProblems(file, links),
  ];
}

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

/** Every rule a build applies to the article file `file`, read as the build reads it. */
export function checkArticle(file: string, categories: readonly string[]): ArticleResult {
  const read = readArticleFile(file);
  if ("problems" in read) return { article: null, problems: read.problems };
  const { frontmatter, body, lineOffset } = read.source;
  const own = articleFromMdx(file, frontmatter, body, { lineOffset, categories });
  if (!own.article) return own;
  const problems = pictureProblems(file, own.article);
  return problems.length > 0 ? { article: null, problems } : own;
}
