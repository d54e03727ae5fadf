import { normalizePath, routes } from "../lib/routes";

export { normalizePath, routes } from "../lib/routes";

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
 * The footer's service list (content/site.yaml's footerServices). Each lands on the card of the
 * service it names, "SEO Services" on Content Development's. A fragment also keeps Gatsby from
 * marking these links `aria-current` on the Services page: they are not the page itself.
 * `npm run test:links` fails if a fragment stops matching a card.
 */
export const footerServiceLinks = (
  services: readonly { label: string; service: string }[],
): NavLink[] => services.map(({ label, service }) => ({ label, to: servicePath(service) }));

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
