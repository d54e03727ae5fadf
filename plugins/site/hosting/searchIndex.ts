import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  inlineText,
  type ArticleBlock,
  type ArticleInline,
} from "../../../src/content/articleBody";
import { escapeHtml } from "../../../src/content/articleHtml";
import { SEARCH_INDEX_PATH } from "../../../src/lib/routes";

/**
 * The article search's index, written into public/pagefind/ by Pagefind after every build.
 *
 * Only articles this build published are indexed: an article whose page the build made and that
 * is not a draft. Each is handed to Pagefind as a small HTML page made from the same checked
 * fields and parsed blocks its page shows (title, excerpt, category, body), never the built
 * page, whose menu, footer and calls to action every article shares.
 *
 * Pagefind ships its Node API as an ES module only, which the gatsby-node bundle (compiled to
 * CommonJS) cannot load: its command line runs on a folder of those pages instead.
 */

/** What the index needs of an Article node (src/content/article.ts, ArticleContent). */
export interface SearchableArticle {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  category: string;
  draft: boolean;
  blocks: readonly ArticleBlock[];
}

/** Thrown when Pagefind fails or writes something other than the search expects. */
export class SearchIndexError extends Error {}

/** The articles to index: those with a page in this build, drafts never (even in develop). */
export function publishedArticles<T extends SearchableArticle>(
  articles: readonly T[],
  sitePages: readonly string[],
): T[] {
  const pages = new Set(sitePages);
  return articles.filter((article) => !article.draft && pages.has(article.path));
}

const text = (nodes: readonly ArticleInline[]) => escapeHtml(inlineText(nodes));

function blockHtml(block: ArticleBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h${block.level ?? 2}>${text(block.content)}</h${block.level ?? 2}>`;
    case "list":
      return `<ul>${block.items.map((item) => `<li>${text(item.content)}</li>`).join("")}</ul>`;
    case "image":
      // A picture's words are its alt text, which the page reads out too.
      return block.image?.alt ? `<p>${escapeHtml(block.image.alt)}</p>` : "";
    default:
      return `<p>${text(block.content)}</p>`;
  }
}

/**
 * The page Pagefind reads for one article: the title as its h1 (Pagefind's `title`, weighted
 * above the body), the excerpt and the body, then the category (a filter and `category`) and
 * the slug (`slug`: the Resources page opens an article in its dialog by slug). The category
 * comes last so a snippet from the top reads title, excerpt, body, as the page does.
 */
export function searchPageHtml(article: SearchableArticle): string {
  const category = escapeHtml(article.category);
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(article.title)}</title></head><body>`,
    `<h1>${escapeHtml(article.title)}</h1>`,
    `<p>${escapeHtml(article.excerpt)}</p>`,
    ...article.blocks.map(blockHtml),
    `<p data-pagefind-filter="category" data-pagefind-meta="category">${category}</p>`,
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

/** What the search box loads first: Pagefind's script, its entry and its engine. */
export const SEARCH_RUNTIME = ["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind"];

/**
 * Pagefind's own program, where its npm wrapper (node_modules/.bin/pagefind) finds it for this
 * machine: run directly, it spares each build starting Node for the wrapper (60 ms). Pagefind's
 * platform packages are its internals (docs/UPGRADING.md): when the program is not where they
 * kept it, the wrapper runs it as before.
 */
export function pagefindProgram(root: string): string {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const program = path.join(
    root,
    "node_modules",
    "@pagefind",
    `${platform}-${os.arch()}`,
    "bin",
    platform === "windows" ? "pagefind_extended.exe" : "pagefind_extended",
  );
  return fs.existsSync(program) ? program : path.join(root, "node_modules", ".bin", "pagefind");
}

/**
 * How much of the word index Pagefind puts in one file, in its own measure: one for each page a
 * word is on, plus one for each place on that page. A visitor's search fetches the file of each
 * word it holds, so this sets what every extra word costs. At Pagefind's default, 20,000, each
 * file is about 20 KB gzipped: at 500 articles a three-word first search fetched 60 KB of index
 * beside the 89 KB that every search fetches (engine, list of files, five results), over issue
 * 25's 150 KB. At 2,000 a file is 2.4 KB (median), and the list of files (in the `.pf_meta`)
 * grows by 2.5 KB. At 1,000 a word would cost 1 KB less and the list 1.6 KB more. A word on
 * most pages ("your", "the") is one file of its own whatever the size: 13-17 KB at 500 articles.
 *
 * Pagefind reads it from PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, which it calls unstable: the build
 * stops if it is ignored ({@link checkIndexChunks}; docs/UPGRADING.md).
 */
export const INDEX_CHUNK_UNITS = 2000;

/**
 * Pagefind indexes while Gatsby bundles (../gatsby/searchIndexRun.ts), and webpack, which the
 * build then waits for, runs on one core. Pagefind's own threads (Rayon's and Tokio's) are
 * left one core short of the machine's so they do not take it, and it runs at a lower priority.
 * It needs the same CPU time either way, and is done long before the build asks for it.
 */
function besideTheBundler(): Record<string, string> {
  const threads = String(Math.max(1, os.availableParallelism() - 1));
  return { RAYON_NUM_THREADS: threads, TOKIO_WORKER_THREADS: threads };
}

function lowerPriority(pid: number | undefined) {
  try {
    if (pid !== undefined) os.setPriority(pid, 10);
  } catch {
    // Not allowed here (some containers): it then runs at the build's own priority.
  }
}

/** Linux's memory-backed folder, where the pages Pagefind reads are written when it exists. */
const IN_MEMORY = "/dev/shm";

/** Where a build's index is made, in its cache, until it is moved into public/. */
const indexFolder = (root: string) => path.join(root, ".cache", "search-index");

/**
 * Indexes `articles` with Pagefind into the build's cache (see {@link publishSearchIndex}),
 * replacing what was there, and leaves only what the search loads. Pagefind reads a page per
 * article, written first to a folder in memory (or in the cache where there is none): on the
 * build machine, 200 pages took 0.1-0.3 s to write on disk from inside a build, 0.01 s in
 * memory. Pagefind runs as a child process, so the build goes on while it works
 * (../gatsby/searchIndexRun.ts). Resolves with the page count.
 */
export async function indexArticles(
  root: string,
  articles: readonly SearchableArticle[],
): Promise<number> {
  const output = indexFolder(root);
  fs.rmSync(output, { recursive: true, force: true });
  // Pagefind fails on a site with no pages. A library with nothing published (every article a
  // draft, or none written yet) has nothing to search: no index, and no search box
  // (src/templates/resources.tsx).
  if (articles.length === 0) return 0;
  const scratch = fs.existsSync(IN_MEMORY) ? IN_MEMORY : path.dirname(output);
  fs.mkdirSync(scratch, { recursive: true });
  const site = fs.mkdtempSync(path.join(scratch, "site-search-pages-"));
  try {
    for (const article of articles) {
      const file = path.join(site, article.path, "index.html");
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, searchPageHtml(article));
    }
    const result = await new Promise<{ status: number | null; said: string }>((resolve) => {
      const child = spawn(
        pagefindProgram(root),
        ["--site", site, "--output-path", output, "--force-language", "en", "--quiet"],
        {
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            ...process.env,
            PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_UNITS),
            ...besideTheBundler(),
          },
        },
      );
      lowerPriority(child.pid);
      let said = "";
      const hear = (chunk: Buffer) => (said += chunk.toString("utf8"));
      child.stdout.on("data", hear);
      child.stderr.on("data", hear);
      child.on("error", (error) => resolve({ status: null, said: String(error) }));
      child.on("close", (status, signal) =>
        resolve({ status, said: said || (signal ? `stopped by ${signal}` : "") }),
      );
    });
    if (result.status !== 0) {
      throw new SearchIndexError(
        `Pagefind could not index the articles (exit ${result.status ?? "failed to start"}):\n${result.said}`,
      );
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(output)) {
    if (UNUSED.test(name)) fs.rmSync(path.join(output, name));
  }
  return checkSearchIndex(output, articles.length);
}

/**
 * Moves the index {@link indexArticles} made to `<root>/public/pagefind/`, in place of an
 * earlier build's (none, when it indexed no article). Returns the bundle's size in bytes.
 */
export function publishSearchIndex(root: string): number {
  const output = path.join(root, "public", SEARCH_INDEX_PATH);
  fs.rmSync(output, { recursive: true, force: true });
  if (!fs.existsSync(indexFolder(root))) return 0;
  fs.renameSync(indexFolder(root), output);
  return folderBytes(output);
}

/**
 * Indexes `articles` into `<root>/public/pagefind/` now. Returns how many pages are indexed
 * and the bundle's size in bytes.
 */
export async function writeSearchIndex(
  root: string,
  articles: readonly SearchableArticle[],
): Promise<{ pages: number; bytes: number }> {
  const pages = await indexArticles(root, articles);
  return { pages, bytes: publishSearchIndex(root) };
}

const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (sum, entry) =>
        sum +
        (entry.isDirectory()
          ? folderBytes(path.join(dir, entry.name))
          : fs.statSync(path.join(dir, entry.name)).size),
      0,
    );

/**
 * Checks what the search box and the cache rules (./netlifyHeaders.ts) rely on in Pagefind's
 * output: the runtime files by name and one English index holding `expected` pages. Returns the
 * page count.
 */
export function checkSearchIndex(output: string, expected: number): number {
  const missing = SEARCH_RUNTIME.filter((name) => !fs.existsSync(path.join(output, name)));
  const entry = missing.includes("pagefind-entry.json")
    ? null
    : (JSON.parse(fs.readFileSync(path.join(output, "pagefind-entry.json"), "utf8")) as {
        languages?: Record<string, { page_count?: number }>;
      });
  const pages = entry?.languages?.en?.page_count;
  if (missing.length > 0 || pages !== expected) {
    throw new SearchIndexError(
      `Pagefind's output in public${SEARCH_INDEX_PATH} is not what the search expects ` +
        `(missing: ${missing.join(", ") || "none"}; English pages: ${pages} of ${expected}). ` +
        "If a Pagefind upgrade changed its file names, update SEARCH_RUNTIME and the cache rules " +
        "in plugins/site/hosting/ and the search in src/lib/articleSearch.ts.",
    );
  }
  checkIndexChunks(output);
  return pages;
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
        "plugins/site/hosting/searchIndex.ts (INDEX_CHUNK_UNITS): without it, each word of a " +
        "visitor's first search fetches about 20 KB.",
    );
  }
}
