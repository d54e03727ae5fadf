import { startTransition, useCallback, useEffect, useState } from "react";
import { ARTICLE_SLUG } from "../../lib/routes";

const PARAM = "article";

/** Marks a history entry this hook pushed, so closing can step back over it. */
const PUSHED = "articleDialog";

const withParam = (slug: string | null) => {
  const url = new URL(window.location.href);
  if (slug) url.searchParams.set(PARAM, slug);
  else url.searchParams.delete(PARAM);
  return url;
};

/**
 * The article open in the dialog, kept in `?article=<slug>`: opening it adds a history entry,
 * so Back closes the dialog and Forward opens it again, and a copied address opens the same
 * article. Without JavaScript the parameter is ignored and the page is the plain list.
 *
 * `location` is the page's router location, new on every navigation to this page, so the
 * dialog follows links too. The slug may name an article on another page of the library
 * (./useOpenedArticle.ts finds it); one that names no article opens nothing.
 */
export function useArticleParam(location: { search: string }) {
  const [slug, setSlug] = useState<string | null>(null);

  useEffect(() => {
    const follow = () => {
      const wanted = new URLSearchParams(window.location.search).get(PARAM);
      // A transition, like the page's hydration (src/hydrate.ts): an address that opens an
      // article right away would otherwise update sections React has not hydrated yet, which
      // throws them away and renders them again (React's error 421).
      startTransition(() => setSlug(wanted && ARTICLE_SLUG.test(wanted) ? wanted : null));
    };
    follow();
    // Back and Forward between this page's own entries: Gatsby does not re-render a page
    // whose history key is unchanged, so the hook listens itself.
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [location]);

  const open = useCallback((next: string) => {
    setSlug(next);
    // Gatsby's own state (its scroll-restoration key) is kept on the new entry.
    window.history.pushState({ ...window.history.state, [PUSHED]: true }, "", withParam(next));
  }, []);

  const close = useCallback(() => {
    setSlug(null);
    // Opened here: step back, so the entry is not left behind for Back to reopen. Opened from
    // an address (a shared link, a reload): there is nothing to step back to on this page.
    if (window.history.state?.[PUSHED]) window.history.back();
    else window.history.replaceState(window.history.state, "", withParam(null));
  }, []);

  return [slug, open, close] as const;
}
