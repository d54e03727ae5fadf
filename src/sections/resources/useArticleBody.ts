import { useEffect, useState } from "react";
import type { ArticleBodyBlock } from "../../components/ArticleBody";
import type { DialogArticle, DialogBody } from "../../components/ArticleDialog";
import { metaDate } from "../../components/ArticleMeta";
import { articlePath } from "../../lib/routes";

/** The article page's query result, as far as the dialog reads it (src/templates/article.tsx). */
interface ArticlePageResult {
  data?: { article?: NonNullable<Queries.ArticlePageQuery["article"]> | null } | null;
}

/**
 * Gatsby's runtime page loader, the one its `<Link>` prefetches and navigates with. Its
 * `loadPage` fetches a page's page-data.json (and template chunk) once and caches it, so a body
 * read in the dialog is already there if the visitor then opens the article's own page.
 * It is not a public API: plugins/site/internals.ts fails the build if it moves.
 */
interface GatsbyPageLoader {
  loadPage(path: string): Promise<{ json?: ArticlePageResult } | null | undefined>;
}

declare global {
  interface Window {
    ___loader?: GatsbyPageLoader;
  }
}

/**
 * The body blocks of the article at `path`, from its own page data. The Resources page data
 * carries only what the cards show: each new article adds a card's worth, not its whole text.
 */
export async function loadArticleBlocks(path: string): Promise<readonly ArticleBodyBlock[]> {
  if (!window.___loader) throw new Error("Gatsby's page loader is not running");
  const resources = await window.___loader.loadPage(path);
  // A failed load resolves with an error status and no `json`.
  const blocks = resources?.json?.data?.article?.blocks;
  if (!blocks) throw new Error(`The page data of ${path} has no article body`);
  return blocks;
}

/**
 * What a card shows of the article `slug`, from its own page data: for an address that opens an
 * article listed on another page of the library (`?article=` names any article).
 */
export async function loadDialogArticle(slug: string): Promise<DialogArticle> {
  if (!window.___loader) throw new Error("Gatsby's page loader is not running");
  const path = articlePath(slug);
  const article = (await window.___loader.loadPage(path))?.json?.data?.article;
  if (!article) throw new Error(`The page data of ${path} has no article`);
  const { title, excerpt, category, readTime, draft, tags, date, displayDate } = article;
  return {
    slug,
    path,
    title,
    excerpt,
    category,
    readTime,
    draft,
    tags,
    date: metaDate(date, displayDate),
  };
}

/**
 * Starts loading an article's body early (a card is hovered or focused). A failure here is
 * not an error: opening the dialog asks again and says so if it fails.
 */
export const prefetchArticleBody = (path: string) => {
  loadArticleBlocks(path).catch(() => undefined);
};

const loading: DialogBody = { status: "loading" };

/** The body of the article at `path` (null: none open), loading until it arrives or fails. */
export function useArticleBody(path: string | null): DialogBody {
  const [state, setState] = useState<{ path: string | null; body: DialogBody }>({
    path,
    body: loading,
  });

  useEffect(() => {
    if (!path) return;
    let current = true;
    loadArticleBlocks(path).then(
      (blocks) => current && setState({ path, body: { status: "loaded", blocks } }),
      () => current && setState({ path, body: { status: "failed" } }),
    );
    return () => {
      current = false;
    };
  }, [path]);

  // A result for an article that is no longer open never shows under another's title.
  return state.path === path ? state.body : loading;
}
