import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ArticleBlock } from "../../../src/content/articleBody";
import { SEARCH_INDEX_PATH } from "../../../src/lib/routes";
import type { SearchableArticle } from "./searchIndex";

/** For the search index's tests (./searchIndex.test.ts, e2e/search.built.test.ts). */

/** The site address the tests' search pages are written for. */
export const TEST_SITE_URL = "https://www.example.com";

/** A paragraph block holding `text`. */
export const paragraph = (text: string): ArticleBlock => ({
  kind: "paragraph",
  level: null,
  ordered: null,
  content: [{ kind: "text", text, href: null, children: [] }],
  items: [],
  image: null,
});

/** An SEO article at /resources/<slug>/ whose body is `words`, published unless `draft`. */
export const searchableArticle = (
  slug: string,
  words: string,
  draft = false,
): SearchableArticle & { draft: boolean } => ({
  slug,
  path: `/resources/${slug}/`,
  title: `About ${slug}`,
  excerpt: "A short guide.",
  category: "SEO",
  draft,
  blocks: [paragraph(words)],
});

/** A site folder in the temporary folder, with this project's packages (the real Pagefind). */
export function tempSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  fs.mkdirSync(path.join(root, "public"));
  fs.symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** Each indexed page's text in `<root>/public/pagefind/`: Pagefind gzips one file per page. */
export const indexedFragments = (root: string): Fragment[] => {
  const dir = path.join(root, "public", SEARCH_INDEX_PATH, "fragment");
  return fs
    .readdirSync(dir)
    .map((name) => zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString("utf8"))
    .map((text) => JSON.parse(text.replace(/^pagefind_dcd/, "")) as Fragment);
};
