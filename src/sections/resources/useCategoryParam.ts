import { useCallback, useEffect, useState } from "react";
import { categoryFromSlug, categorySlug } from "../../lib/categories";

const PARAM = "category";

/**
 * The selected badge category, kept in `?category=<slug>` so a filtered view can be shared.
 *
 * `location` is the page's router location: a new object on every navigation to this page,
 * including a link to /resources/ from /resources/ itself, so the filter follows the address
 * each time, not only on the first load. It is read after mount: the HTML is built without
 * it, so reading it during render would make the first browser render differ from the server's.
 */
export function useCategoryParam(categories: readonly string[], location: { search: string }) {
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    const slug = new URLSearchParams(location.search).get(PARAM);
    setSelected(categoryFromSlug(slug, categories));
  }, [location, categories]);

  const select = useCallback((category: string | null) => {
    setSelected(category);
    const url = new URL(window.location.href);
    if (category) url.searchParams.set(PARAM, categorySlug(category));
    else url.searchParams.delete(PARAM);
    // Replace, not push: a filter is a view of this page, not a page of history. Gatsby's
    // history state is kept so its scroll restoration still works. The router does not see
    // this change, so `location` (and the effect above) stays put until the next navigation.
    window.history.replaceState(window.history.state, "", url);
  }, []);

  return [selected, select] as const;
}
