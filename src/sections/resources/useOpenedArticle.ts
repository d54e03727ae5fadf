import { startTransition, useEffect, useState } from "react";
import type { DialogArticle } from "../../components/ArticleDialog";
import { loadDialogArticle } from "./useArticleBody";

/**
 * The article the address opens: one of this page's cards, or, for an article listed on another
 * page of the library (a shared `?article=` address), its summary loaded from its body file.
 * Null while none is open, while it loads, and when the slug names no article.
 */
export function useOpenedArticle(
  slug: string | null,
  articles: readonly DialogArticle[],
): DialogArticle | null {
  const onPage = slug ? (articles.find((article) => article.slug === slug) ?? null) : null;
  const [loaded, setLoaded] = useState<DialogArticle | null>(null);

  useEffect(() => {
    if (!slug || onPage) return;
    let current = true;
    // A transition, as in ./useArticleParam.ts: it may land while the page still hydrates.
    loadDialogArticle(slug).then(
      (article) => current && startTransition(() => setLoaded(article)),
      () => current && startTransition(() => setLoaded(null)),
    );
    return () => {
      current = false;
    };
  }, [slug, onPage]);

  if (onPage) return onPage;
  return loaded && loaded.slug === slug ? loaded : null;
}
