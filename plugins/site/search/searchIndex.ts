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
import type { StoredArticle } from "../articles/listedArticles";
import { filesUnder } from "../keptSteps";

/*
 * Each published article goes to Pagefind as a small page of the fields and blocks its page
 * shows, not the built page, whose menu, footer and calls to action every article shares.
 * Pagefind runs as its command line: its Node API is an ES module only, and Parcel compiles
 * gatsby-node's `import("pagefind")` (even of a variable) to a `require`, which its exports refuse.
 */

export type SearchableArticle = Pick<
  StoredArticle,
  "slug" | "path" | "title" | "excerpt" | "category" | "blocks"
>;

/** Thrown when Pagefind fails or writes something other than the search expects. */
export class SearchIndexError extends Error {}

/**
 * The blocks as the search reads them: a picture is a paragraph of its alt text. An image would
 * add nothing to search for, and Pagefind would give each result its address as metadata,
 * bytes that every search fetches and nothing shows.
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
 * The page Pagefind reads for one article: the title as its h1 (weighted above the body), the
 * excerpt, the body, then the category, last so a snippet from the top reads as the page does,
 * and the slug, by which the Resources page opens an article in its dialog.
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
 * Pagefind's files the site's search box never loads: its ready-made interfaces, its Web Worker
 * (the search runs in the page) and the engine for pages without a language.
 */
const UNUSED =
  /^(pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)|wasm\.unknown\.pagefind)$/;

/** The file the search box loads by name (src/lib/articleSearch.ts), the rest through it. */
const SEARCH_SCRIPT = "pagefind.js";

/**
 * How much of the word index Pagefind puts in one file, in its own measure: one for each page a
 * word is on, plus one for each place on that page. A visitor's search fetches the file of each
 * word it holds; Pagefind's default (20,000) makes a first search cost more than
 * bench/budgets.json allows. Pagefind reads it from PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, which it
 * calls unstable: the build stops if it is ignored ({@link checkIndexChunks}).
 */
export const INDEX_CHUNK_UNITS = 2000;

async function runPagefind(root: string, site: string, output: string): Promise<void> {
  const run = promisify(execFile)(
    path.join(root, "node_modules", ".bin", "pagefind"),
    ["--site", site, "--output-path", output, "--force-language", "en", "--quiet"],
    { env: { ...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_UNITS) } },
  );
  // Below Gatsby's priority: Gatsby's work, beside it (./searchRun.ts), is what the build waits
  // for. Pagefind's binary inherits it.
  if (run.child.pid !== undefined) os.setPriority(run.child.pid, 10);
  try {
    await run;
  } catch (error) {
    // execFile's message names the command and how it ended, with what Pagefind wrote to stderr.
    const { message, stdout } = error as Error & { stdout?: string };
    throw new SearchIndexError(`Pagefind could not index the articles: ${message}${stdout ?? ""}`);
  }
}

export interface SearchIndexInput {
  /** The site's folder: the index goes to its public/pagefind/. */
  root: string;
  /** The site's address (content/site.yaml), which makes the body's links absolute. */
  siteUrl: string;
  articles: readonly SearchableArticle[];
}

/**
 * Indexes `articles` into `<root>/public/pagefind/`, in place of any earlier index, leaving only
 * what the search box loads. With no article there is no index: Pagefind fails on a site with
 * no pages, and src/templates/resources.tsx shows no box then.
 */
export async function writeSearchIndex({
  root,
  siteUrl,
  articles,
}: SearchIndexInput): Promise<{ pages: number; bytes: number }> {
  const output = path.join(root, "public", SEARCH_INDEX_PATH);
  // Without blocking: the build goes on meanwhile (./searchRun.ts).
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
  const bytes = filesUnder(output).reduce((sum, file) => sum + fs.statSync(file).size, 0);
  return { pages: articles.length, bytes };
}

/** Checks what the site relies on in Pagefind's output (what it holds: e2e/search.built.test.ts). */
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
 * A file it makes holds at least that many units, each under two bytes gzipped: a folder with
 * fewer files than its bytes allow at four bytes a unit was split with a bigger size.
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
