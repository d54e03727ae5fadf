import { lazy, Suspense } from "react";
import type { ArticleDialogProps } from "./ArticleDialog";

// The dialog and its focus trap load on demand, keeping them out of the page's first bundle.
const load = () => import("./ArticleDialog");
const ArticleDialog = lazy(() => load().then((module) => ({ default: module.ArticleDialog })));

/** Starts fetching the dialog code early, e.g. when a card is hovered or focused. */
export const preloadArticleDialog = () => {
  void load();
};

/** The article dialog, fetched the first time it is needed. */
export function LazyArticleDialog(props: ArticleDialogProps) {
  return (
    <Suspense fallback={null}>
      <ArticleDialog {...props} />
    </Suspense>
  );
}
