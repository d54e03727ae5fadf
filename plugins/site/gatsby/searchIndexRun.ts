import { createHash } from "node:crypto";
import type { GatsbyNode } from "gatsby";
import {
  indexArticles,
  publishedArticles,
  publishSearchIndex,
  writeSearchIndex,
  type SearchableArticle,
} from "../hosting/searchIndex";
import { buildState, gatsbyCommand } from "../internals";

/**
 * The search index (../hosting/searchIndex.ts) is started as soon as `gatsby build` knows every
 * article and page, at `onPostBootstrap`: Pagefind works in its own process while Gatsby bundles
 * the scripts and renders the pages, and `onPostBuild` only waits for it and moves it into
 * public/. Run at the end instead, its 0.3 s at 200 articles added straight to every rebuild
 * (#22's rebuild budget).
 */

interface StartedIndex {
  /** What was indexed: the articles, hashed. */
  fingerprint: string;
  /** Settles once Pagefind is done. Never rejects: a failure waits here for onPostBuild. */
  outcome: Promise<{ pages: number } | { error: unknown }>;
}

let started: StartedIndex | null = null;

/** An Article node as Gatsby holds it: the fields the index reads, and the digest of them all. */
export type IndexedArticle = SearchableArticle & { internal: { contentDigest: string } };

/**
 * What was indexed, in a few bytes: each article's address and the digest Gatsby keeps of its
 * content (made from every field, ./onCreateNode.ts). Hashing the articles' text instead (1 MB
 * at 200 articles) took 15-30 ms, twice a build.
 */
const fingerprintOf = (articles: readonly IndexedArticle[]) =>
  createHash("sha256")
    .update(articles.map(({ path, internal }) => `${path}\0${internal.contentDigest}`).join("\n"))
    .digest("hex");

/** The articles the index holds: each Article node this build published a page for. */
export function articlesToIndex(
  getNodesByType: (type: string) => readonly object[],
): IndexedArticle[] {
  return publishedArticles(
    // Article nodes carry the checked fields of src/content/article.ts (./onCreateNode.ts).
    getNodesByType("Article") as unknown as IndexedArticle[],
    getNodesByType("SitePage").map((page) => String((page as { path?: unknown }).path)),
  );
}

/** Starts Pagefind on the published articles. `gatsby develop` makes no search index. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store, getNodesByType }) => {
  if (gatsbyCommand() !== "build") return;
  const { directory: root } = buildState(store);
  const articles = articlesToIndex(getNodesByType);
  started = {
    fingerprint: fingerprintOf(articles),
    outcome: indexArticles(root, articles).then(
      (pages) => ({ pages }),
      (error: unknown) => ({ error }),
    ),
  };
};

/**
 * The index of `articles` in `<root>/public/pagefind/`: the one started at bootstrap when it
 * indexed exactly these articles, else one made now. Returns its page count and bytes.
 */
export async function finishSearchIndex(
  root: string,
  articles: readonly IndexedArticle[],
): Promise<{ pages: number; bytes: number }> {
  const run = started;
  started = null;
  if (run) {
    const result = await run.outcome;
    if (run.fingerprint === fingerprintOf(articles)) {
      if ("error" in result) throw result.error;
      return { pages: result.pages, bytes: publishSearchIndex(root) };
    }
  }
  return writeSearchIndex(root, articles);
}
