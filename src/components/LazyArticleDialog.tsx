import { Component, lazy, Suspense, type ReactNode } from "react";
import type { ArticleDialogProps } from "./ArticleDialog";

// The dialog and its focus trap load on demand, keeping them out of the page's first bundle.
// The chunk name makes the file easy to find (and to block, in the browser tests).
const load = () => import(/* webpackChunkName: "article-dialog" */ "./ArticleDialog");
const ArticleDialog = lazy(() => load().then((module) => ({ default: module.ArticleDialog })));

/**
 * Starts fetching the dialog code early, e.g. when a card is hovered or focused. A failed
 * prefetch is not an error: the click that follows tries again, and falls back if it fails.
 */
export const preloadArticleDialog = () => {
  load().catch(() => undefined);
};

interface BoundaryProps {
  /** The article page, where the visitor goes if the dialog cannot be shown. */
  fallbackPath: string;
  children: ReactNode;
}

/**
 * When the dialog's code cannot load (offline, or after a deploy removed the old hashed files)
 * the visitor still asked to read the article: take them to its own page, which is what the
 * card's link means without JavaScript. A full page load, so the new deploy's files are used.
 */
class DialogFallback extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    window.location.assign(this.props.fallbackPath);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The article dialog, fetched the first time it is needed. */
export function LazyArticleDialog(props: ArticleDialogProps) {
  return (
    <DialogFallback fallbackPath={props.article.path}>
      <Suspense fallback={null}>
        <ArticleDialog {...props} />
      </Suspense>
    </DialogFallback>
  );
}
