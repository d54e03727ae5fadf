import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ArticleBlock } from "../../../src/content/articleBody";
import { articleHtml, escapeHtml, type HtmlBlock } from "../../../src/content/articleHtml";
import { SEARCH_INDEX_PATH } from "../../../src/lib/routes";
import { canonicalUrl } from "../../../src/seo/canonicalUrl";

/**
 * The article search's index, written into public/pagefind/ by Pagefind once Gatsby has built
 * the site.
 *
 * Each published article is handed to Pagefind as a small HTML page made from the same checked
 * fields and parsed blocks its page shows (title, excerpt, body, category), never the built
 * page, whose menu, footer and calls to action every article shares. The body is written by the
 * site's one renderer of article blocks (src/content/articleHtml.ts, the feeds' too).
 *
 * Pagefind runs through its documented command line (`pagefind --site <folder>`, installed by
 * npm as node_modules/.bin/pagefind), on a temporary folder of those pages. Its Node API is an
 * ES module only, and the gatsby-node bundle cannot load it: Parcel compiles `import("pagefind")`
 * (even of a variable) to a `require`, which Pagefind's exports refuse.
 */

/** What the index needs of an Article node (src/content/article.ts, ArticleContent). */
export interface SearchableArticle {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  category: string;
  blocks: readonly ArticleBlock[];
}

/** Thrown when Pagefind fails or writes something other than the search expects. */
export class SearchIndexError extends Error {}

/**
 * The blocks as the search reads them: a picture is its alt text, a paragraph of the words the
 * page reads out for it. Rendered as the feeds render it, an image would add nothing to search
 * for and give each result the picture's address as metadata (Pagefind takes a page's first
 * image as its `image`), bytes that every search fetches and nothing shows.
 */
function searchBlocks(blocks: readonly ArticleBlock[]): HtmlBlock[] {
  return blocks.flatMap((block): HtmlBlock[] => {
    if (block.kind !== "image") return [block];
    if (!block.image?.alt) return [];
    const words = { kind: "text" as const, text: block.image.alt, href: null, children: [] };
    return [{ ...block, kind: "paragraph", content: [words], image: null }];
  });
}

/**
 * The page Pagefind reads for one article: the title as its h1 (Pagefind's `title`, weighted
 * above the body), the excerpt and the body, then the category (a filter and `category`) and
 * the slug (`slug`: the Resources page opens an article in its dialog by slug). The category
 * comes last so a snippet from the top reads title, excerpt, body, as the page does.
 * `siteUrl` makes the body's links absolute, as in the feeds; Pagefind indexes their words only.
 */
export function searchPageHtml(article: SearchableArticle, siteUrl: string): string {
  const body = articleHtml(searchBlocks(article.blocks), {
    articleUrl: canonicalUrl(siteUrl, article.path),
  });
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(article.title)}</title></head><body>`,
    `<h1>${escapeHtml(article.title)}</h1>`,
    `<p>${escapeHtml(article.excerpt)}</p>`,
    body,
    `<p data-pagefind-filter="category" data-pagefind-meta="category">${escapeHtml(article.category)}</p>`,
    `<span data-pagefind-meta="slug:${escapeHtml(article.slug)}" hidden></span>`,
    "</body></html>",
  ].join("\n");
}

/**
 * Pagefind's files the site's own search box never loads: its ready-made interfaces, its Web
 * Worker (the search runs in the page: src/lib/articleSearch.ts) and the engine for pages
 * without a language.
 */
const UNUSED =
  /^(pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)|wasm\.unknown\.pagefind)$/;

/** The file the search box loads by name (src/lib/articleSearch.ts), the rest through it. */
const SEARCH_SCRIPT = "pagefind.js";

/**
 * How much of the word index Pagefind puts in one file, in its own measure: one for each page a
 * word is on, plus one for each place on that page. A visitor's search fetches the file of each
 * word it holds, so this sets what every extra word costs. At Pagefind's default, 20,000, each
 * file is about 20 KB gzipped: at 500 articles a three-word first search fetched 60 KB of index
 * beside the 89 KB that every search fetches (engine, list of files, five results), over the
 * 150 KB a first search may cost (bench/budgets.json). At 2,000 a file is 2.4 KB (median),
 * and the list of files (in the `.pf_meta`) grows by 2.5 KB.
 *
 * Pagefind reads it from PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, which it calls unstable: the build
 * stops if it is ignored ({@link checkIndexChunks}; docs/UPGRADING.md).
 */
export const INDEX_CHUNK_UNITS = 2000;

/** Runs Pagefind on the pages in `site`, writing the index to `output`; throws when it fails. */
async function runPagefind(root: string, site: string, output: string): Promise<void> {
  // Pagefind's command line, as npm installs it for the site (the package's `bin`).
  const run = promisify(execFile)(
    path.join(root, "node_modules", ".bin", "pagefind"),
    ["--site", site, "--output-path", output, "--force-language", "en", "--quiet"],
    { env: { ...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_UNITS) } },
  );
  // Below Gatsby's priority: a build runs it while Gatsby works (./searchRun.ts), and Gatsby's
  // work is what the build waits for. Its own process starts Pagefind's binary, which inherits
  // the priority.
  if (run.child.pid !== undefined) os.setPriority(run.child.pid, 10);
  try {
    await run;
  } catch (error) {
    // execFile's message names the command and how it ended, with what Pagefind wrote to stderr.
    const { message, stdout } = error as Error & { stdout?: string };
    throw new SearchIndexError(`Pagefind could not index the articles: ${message}${stdout ?? ""}`);
  }
}

/** What {@link writeSearchIndex} indexes, and where. */
export interface SearchIndexInput {
  /** The site's folder: the index goes to its public/pagefind/. */
  root: string;
  /** The site's address (content/site.yaml), which makes the body's links absolute. */
  siteUrl: string;
  articles: readonly SearchableArticle[];
}

/** How many articles an index holds, and its size in bytes. */
export interface SearchIndexResult {
  pages: number;
  bytes: number;
}

/**
 * Indexes `articles` (the published ones, each with its page in this build) into
 * `<root>/public/pagefind/`, in place of any earlier index, leaving only what the search box
 * loads. With no article there is no index: Pagefind fails on a site with no pages, and a
 * library with nothing published has nothing to search (src/templates/resources.tsx shows no
 * box then). `siteUrl` is the site's address (content/site.yaml). Returns how many articles
 * are indexed and the index's size in bytes.
 */
export async function writeSearchIndex({
  root,
  siteUrl,
  articles,
}: SearchIndexInput): Promise<SearchIndexResult> {
  const output = path.join(root, "public", SEARCH_INDEX_PATH);
  // The files are removed and written without blocking: the build goes on meanwhile
  // (./searchRun.ts).
  await fsp.rm(output, { recursive: true, force: true });
  if (articles.length === 0) return { pages: 0, bytes: 0 };
  const site = await fsp.mkdtemp(path.join(os.tmpdir(), "search-pages-"));
  try {
    await Promise.all(
      articles.map(async (article) => {
        const file = path.join(site, article.path, "index.html");
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await fsp.writeFile(file, searchPageHtml(article, siteUrl));
      }),
    );
    await runPagefind(root, site, output);
  } finally {
    await fsp.rm(site, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(output)) {
    if (UNUSED.test(name)) fs.rmSync(path.join(output, name));
  }
  checkSearchIndex(output);
  return { pages: articles.length, bytes: folderBytes(output) };
}

const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

/**
 * Checks what the site relies on in Pagefind's output: the script the search box loads by name,
 * and the word index split as {@link INDEX_CHUNK_UNITS} asks. What the index holds, article by
 * article, is checked on both builds by e2e/search.built.test.ts.
 */
export function checkSearchIndex(output: string): void {
  if (!fs.existsSync(path.join(output, SEARCH_SCRIPT))) {
    throw new SearchIndexError(
      `Pagefind wrote no ${SEARCH_SCRIPT} in public${SEARCH_INDEX_PATH}, which the search box ` +
        "loads (src/lib/articleSearch.ts). If a Pagefind upgrade renamed it, load the new name " +
        "there and update SEARCH_SCRIPT in plugins/site/search/searchIndex.ts.",
    );
  }
  checkIndexChunks(output);
}

/**
 * Stops the build when Pagefind did not split its word index as {@link INDEX_CHUNK_UNITS} asks.
 * A file it makes holds at least that many of its units, which took 1.6-1.9 bytes each gzipped
 * (on average, at 500 and at 10 articles). A folder with fewer files than its bytes allow at four
 * bytes a unit was split with a bigger size: Pagefind's default makes a tenth as many.
 */
export function checkIndexChunks(output: string): void {
  const dir = path.join(output, "index");
  const sizes = fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).size);
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  const fewest = Math.floor(bytes / (INDEX_CHUNK_UNITS * 4));
  if (sizes.length < fewest) {
    throw new SearchIndexError(
      `Pagefind wrote its word index (${bytes} bytes) in ${sizes.length} files in ` +
        `public${SEARCH_INDEX_PATH}index/, where PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE=` +
        `${INDEX_CHUNK_UNITS} makes at least ${fewest}. If a Pagefind upgrade renamed or dropped ` +
        "that setting, find how it now sizes index chunks and set it in " +
        "plugins/site/search/searchIndex.ts (INDEX_CHUNK_UNITS): without it, each word of a " +
        "visitor's first search fetches about 20 KB.",
    );
  }
}
