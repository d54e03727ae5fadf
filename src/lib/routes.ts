/** The site's routes; every internal link uses these so a URL lives in one place. */
export const routes = {
  home: "/",
  about: "/about/",
  services: "/services/",
  portfolio: "/portfolio/",
  resources: "/resources/",
  contact: "/contact/",
} as const;

/** The writers' desk (Sveltia CMS), built apart from the pages: not in the site's navigation. */
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

/** What an article's slug (its file name, and its URL's last segment) may look like. */
export const ARTICLE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The URL of an article page, one home for the pattern. */
export const articlePath = (slug: string) => `${routes.resources}${slug}/`;

/**
 * The file the Resources dialog reads an article from (its card fields and body blocks),
 * written at build time beside the article's page: `pagePath` is an {@link articlePath}, and
 * `/resources/<slug>/` gives `/resources/<slug>/body.json`. It takes the page's path, which
 * the dialog's callers already hold, so no code turns a path back into a slug.
 */
export const articleBodyPath = (pagePath: string) => `${pagePath}body.json`;

/** The address of one category's article listing: `/resources/category/seo/`. */
export const categoryPath = (slug: string) => `${routes.resources}category/${slug}/`;

/**
 * The address of page `page` (from 1) of a listing: the listing itself for page 1, then
 * `<listing>page/2/` and on. `listing` is `routes.resources` or a {@link categoryPath}.
 */
export const listingPagePath = (listing: string, page: number) =>
  page <= 1 ? listing : `${listing}page/${page}/`;

/**
 * The article feeds, at addresses that never change: a reader subscribed once keeps them.
 * Written at build time (plugins/site/feed) and announced in every page's head.
 */
export const FEED_PATHS = {
  atom: "/resources/feed.xml",
  json: "/resources/feed.json",
} as const;

/** The feeds' title, as feed readers list it and as each page's head announces it. */
export const feedTitle = (siteName: string) => `${siteName} Resources`;
