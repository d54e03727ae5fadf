/**
 * The site's pages as a visitor finds them, for the browser tests (./fixtures.ts) and the checks
 * of the built pages alike: written out here, never read from the code they test.
 */

/** Every page of the spec's route table, plus the legal pages the footer links to. */
export const pages = [
  { path: "/", name: "Home" },
  { path: "/about/", name: "About" },
  { path: "/services/", name: "Services" },
  { path: "/portfolio/", name: "Portfolio" },
  { path: "/resources/", name: "Resources" },
  { path: "/contact/", name: "Contact" },
  { path: "/privacy/", name: "Privacy Policy" },
  { path: "/terms/", name: "Terms of Service" },
] as const;

/** The six routes the top bar links to, with their link names. */
export const navRoutes = pages.slice(0, 6);
