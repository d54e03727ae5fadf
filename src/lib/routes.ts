/** The site's routes; every internal link uses these so a URL lives in one place. */
export const routes = {
  home: "/",
  about: "/about/",
  services: "/services/",
  portfolio: "/portfolio/",
  resources: "/resources/",
  contact: "/contact/",
} as const;

/** The writers' desk (Decap CMS), built apart from the pages: not in the site's navigation. */
export const ADMIN_PATH = "/admin/";

/**
 * Where the build writes the article search's index (Pagefind's bundle), and where the search
 * box loads it from once a visitor starts to search.
 */
export const SEARCH_INDEX_PATH = "/pagefind/";

/**
 * Lowercases a path and gives it the trailing slash every page URL has. A file name Gatsby
 * renders a page to ("/404.html", "/about/index.html") becomes that page's URL ("/404/").
 */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/(\/index)?\.html$/, "");
  return lower.endsWith("/") ? lower : `${lower}/`;
}
