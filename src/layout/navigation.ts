/** The site's routes; every internal link uses these so a URL lives in one place. */
export const routes = {
  home: "/",
  about: "/about/",
  services: "/services/",
  portfolio: "/portfolio/",
  resources: "/resources/",
  contact: "/contact/",
} as const;

export interface NavLink {
  label: string;
  to: string;
}

/** Top bar links, in order. */
export const mainNav: NavLink[] = [
  { label: "Home", to: routes.home },
  { label: "About", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Portfolio", to: routes.portfolio },
  { label: "Resources", to: routes.resources },
  { label: "Contact", to: routes.contact },
];

/** The top bar's call to action. */
export const bookCallLink: NavLink = { label: "Book Free Call", to: routes.contact };

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: routes.home },
  { label: "About Us", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Portfolio", to: routes.portfolio },
  { label: "Resources", to: routes.resources },
];

/** The footer's service list; all point at the Services page. */
export const footerServiceLinks: NavLink[] = [
  "Website Design",
  "Content Development",
  "Social Media Growth",
  "SEO Services",
].map((label) => ({ label, to: routes.services }));

/**
 * Lowercases a path and gives it the trailing slash every page URL has. A file name Gatsby
 * renders a page to ("/404.html", "/about/index.html") becomes that page's URL ("/404/").
 */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/(\/index)?\.html$/, "");
  return lower.endsWith("/") ? lower : `${lower}/`;
}

/**
 * The `aria-current` value for a nav link: "page" on its own route, "true" inside its section
 * (an article under /resources/), otherwise undefined.
 */
export function currentFor(pathname: string, to: string): "page" | "true" | undefined {
  const here = normalizePath(pathname);
  if (here === to) return "page";
  if (to !== routes.home && here.startsWith(to)) return "true";
  return undefined;
}
