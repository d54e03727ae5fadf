import { graphql } from "gatsby";
import { useEffect, useState } from "react";
import type { ArticleBodyBlock } from "../../components/ArticleBody";
import type { DialogArticle, DialogBody } from "../../components/ArticleDialog";
import { metaDate } from "../../components/ArticleMeta";
import { articleBodyPath, articlePath } from "../../lib/routes";

/**
 * What an article's body file holds, for the dialog: the card's fields, the date as the page
 * shows it, and the body. The one place the selection is written: the build's query for the
 * body files carries this text (plugins/site/articles/bodyFiles.ts), and the article page
 * spreads it, so the page and the dialog show an article alike. The Resources page data
 * carries only what the cards show: each new article adds a card's worth to it, not its text.
 */
export const query = graphql`
  fragment ArticleBodyFileFields on Article {
    ...ArticleSummaryFields
    date: published(formatString: "YYYY-MM-DD")
    displayDate: published(formatString: "MMMM D, YYYY")
    blocks {
      ...ArticleBlockFields
    }
  }
`;

/** An article's body file: the fragment above, less the slug its address already holds. */
export type ArticleBodyFile = Omit<Queries.ArticleBodyFileFieldsFragment, "slug">;

/**
 * The file of each article asked for during this visit, by its page's path: a card's prefetch
 * (hover, focus) and the dialog opened next share one request. Kept here rather than left to
 * the browser's HTTP cache, because the file is revalidated on every request
 * (plugins/site/hosting/netlifyHeaders.ts): a second `fetch` would wait for the server again.
 * A request that failed is forgotten, so the next one asks again.
 */
const requests = new Map<string, Promise<ArticleBodyFile>>();

async function fetchArticleFile(path: string): Promise<ArticleBodyFile> {
  const url = articleBodyPath(path);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const file = (await response.json()) as Partial<ArticleBodyFile> | null;
  if (!Array.isArray(file?.blocks)) throw new Error(`${url} has no article body`);
  return file as ArticleBodyFile;
}

function loadArticleFile(path: string): Promise<ArticleBodyFile> {
  const known = requests.get(path);
  if (known) return known;
  const request = fetchArticleFile(path);
  requests.set(path, request);
  request.catch(() => {
    if (requests.get(path) === request) requests.delete(path);
  });
  return request;
}

/** The body blocks of the article whose page is at `path`, from its body file. */
async function loadArticleBlocks(path: string): Promise<readonly ArticleBodyBlock[]> {
  return (await loadArticleFile(path)).blocks;
}

/**
 * What a card shows of the article `slug`, from its body file: for an address that opens an
 * article listed on another page of the library (`?article=` names any article). The dialog's
 * body then comes from the same request.
 */
export async function loadDialogArticle(slug: string): Promise<DialogArticle> {
  const path = articlePath(slug);
  const { date, displayDate, blocks: _blocks, ...summary } = await loadArticleFile(path);
  return { ...summary, slug, path, date: metaDate(date, displayDate) };
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
