import { useCallback, useEffect, useState } from "react";
import { categoryFromSlug, categorySlug } from "../../lib/categories";

const PARAM = "category";

/**
 * The selected badge category, kept in `?category=<slug>` so a filtered view can be shared.
 * The URL is read after mount: the HTML is built without it, so reading it during render would
 * make the first browser render differ from the server's.
 */
export function useCategoryParam(categories: readonly string[]) {
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get(PARAM);
    setSelected(categoryFromSlug(slug, categories));
  }, [categories]);

  const select = useCallback((category: string | null) => {
    setSelected(category);
    const url = new URL(window.location.href);
    if (category) url.searchParams.set(PARAM, categorySlug(category));
    else url.searchParams.delete(PARAM);
    // Replace, not push: a filter is a view of this page, not a page of history. Gatsby's
    // history state is kept so its scroll restoration still works.
    window.history.replaceState(window.history.state, "", url);
  }, []);

  return [selected, select] as const;
}
