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

/** The id of the Contact page's booking section; its heading is `booking-heading`. */
export const BOOKING_SECTION_ID = "booking";

/**
 * Where every "Book" action goes: the calendar itself, not the top of the Contact page. The
 * fragment is the section's heading, so the heading and the calendar land under the top bar.
 */
export const bookingPath = `${routes.contact}#${BOOKING_SECTION_ID}-heading`;

/** The top bar's call to action. */
export const bookCallLink: NavLink = { label: "Book Free Call", to: bookingPath };

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: routes.home },
  { label: "About Us", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Portfolio", to: routes.portfolio },
  { label: "Resources", to: routes.resources },
];

/** The id of a service's card on the Services page: "Website Design" is `website-design`. */
export const serviceAnchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A service's own place on the Services page. */
export const servicePath = (title: string) => `${routes.services}#${serviceAnchor(title)}`;

/**
 * The footer's service list. Each lands on its service's card; SEO has no card of its own
 * (it runs through all three), so it lands on the list. A fragment also keeps Gatsby from
 * marking these links `aria-current` on the Services page: they are not the page itself.
 * `npm run test:links` fails if a fragment stops matching a card.
 */
export const footerServiceLinks: NavLink[] = [
  { label: "Website Design", to: servicePath("Website Design") },
  { label: "Content Development", to: servicePath("Content Development") },
  { label: "Social Media Growth", to: servicePath("Social Media Growth") },
  { label: "SEO Services", to: `${routes.services}#service-list-heading` },
];

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
