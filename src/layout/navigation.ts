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

/** The top bar's call to action. */
export const bookCallLink: NavLink = { label: "Book Free Call", to: routes.contact };

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: routes.home },
  { label: "About Us", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Portfolio", to: routes.portfolio },
  { label: "Resources", to: routes.resources },
];

/** The footer's service list (content/site.yaml's footerServices): each leads to Services. */
export const footerServiceLinks = (services: readonly { label: string }[]): NavLink[] =>
  services.map(({ label }) => ({ label, to: routes.services }));

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
