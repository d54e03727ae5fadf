import fs from "node:fs";
import path from "node:path";
import type { Document, Element } from "domhandler";
import { servicePath } from "../src/layout/navigation";
import {
  accessibleName,
  all,
  byRole,
  byText,
  first,
  oneByRole,
  parseHtml,
  readPage,
  shownText,
  withText,
} from "./builtHtml";
import {
  caseStudies,
  FIXTURE_PUBLIC,
  fixtureHas,
  questions,
  services,
  site,
} from "./pages-content";
import { navRoutes } from "./sitePages";

/**
 * The fixture site's pages as its build wrote them, before any script runs: what each page
 * says and where its links lead. Found as the browser tests find them, by role and accessible
 * name (./builtHtml.ts), from the HTML alone: what needs a browser (loading, focus, layout,
 * a click that has to land somewhere) is in the specs (docs/architecture.md, "Tests").
 */

const page = (route: string) => readPage(FIXTURE_PUBLIC, route);
/** What the server sends for a path it has no page for (scripts/serve.mjs, as Netlify). */
const notFoundPage = () =>
  parseHtml(fs.readFileSync(path.join(FIXTURE_PUBLIC, "404.html"), "utf8"));

const main = (doc: Document) => oneByRole(doc, "main");
const href = (link: Element) => link.attribs.href;
const attributes = (link: Element) => ({
  href: link.attribs.href,
  target: link.attribs.target,
  rel: link.attribs.rel,
});
const inNewTab = (url: string) => ({ href: url, target: "_blank", rel: "noopener noreferrer" });

describe("every page's content is in its HTML, for a visitor without JavaScript", () => {
  const expected: Record<string, string[]> = {
    "/": ["Trusted by growing businesses", "Learn More", "View Our Work"],
    "/about/": ["Proven Experience", "Simplicity First", "See How We Help"],
    "/services/": ["Get Custom Quote", "What is included"],
    "/portfolio/": ["Problem", "Solution", "Results", "Start Your Success Story"],
    "/contact/": ["Send us a message", "Open the booking page", "Common Questions"],
    "/gone/": ["Page Not Found", "Back to Home"],
  };
  test.each(Object.entries(expected))("%s has its content in the HTML", (route, texts) => {
    const doc = route === "/gone/" ? notFoundPage() : page(route);
    const body = shownText(first("body", doc)).toLowerCase();
    expect(texts.filter((text) => !body.includes(text.toLowerCase()))).toEqual([]);
  });
});

describe("the top bar", () => {
  test.each(navRoutes)("marks $name's link as the current page on $path, and no other", (route) => {
    const nav = oneByRole(page(route.path), "navigation", { name: "Main" });
    const link = oneByRole(nav, "link", { name: route.name, exact: true });
    expect(link.attribs["aria-current"]).toBe("page");
    expect(all("[aria-current]", nav)).toHaveLength(1);
  });
});

describe("the footer", () => {
  /** The fixture's social profiles: an icon when they have an address, none when not. */
  const social = {
    listed: site.social.flatMap(({ label, url }) => (url ? [{ label, url }] : [])),
    unlisted: fixtureHas(
      site.social.find((profile) => !profile.url),
      "social profile without an address (its footer icon is left out)",
    ),
  };

  test("has the quick links, services, contact, social and legal links", () => {
    const footer = oneByRole(page("/"), "contentinfo");
    const link = (name: string) => oneByRole(footer, "link", { name, exact: true });
    const quick = {
      Home: "/",
      "About Us": "/about/",
      Services: "/services/",
      Portfolio: "/portfolio/",
      Resources: "/resources/",
    };
    for (const [name, to] of Object.entries(quick)) {
      expect([name, href(byRole(footer, "link", { name, exact: true })[0])]).toEqual([name, to]);
    }
    // Each service link lands on the card of the service it names (site.yaml's footerServices).
    for (const { label, service } of site.footerServices) {
      expect([label, href(link(label))]).toEqual([label, servicePath(service)]);
    }
    expect(href(link(site.email))).toBe(`mailto:${site.email}`);
    expect(byText(footer, `${site.location.city}, ${site.location.region}`)).toHaveLength(1);
    for (const { label, url } of [...social.listed, ...site.legal]) {
      const { href: to, target } = attributes(link(label));
      expect([label, to, target]).toEqual([label, url, undefined]);
    }
    expect(byRole(footer, "link", { name: social.unlisted.label })).toEqual([]);
  });
});

describe("Home", () => {
  const home = () => page("/");

  test("the hero offers the strategy call and the work, with the four claims", () => {
    const doc = home();
    const book = oneByRole(main(doc), "link", { name: "Book Your Free Strategy Call" });
    expect(href(book)).toBe("/contact/#booking-heading");
    expect(href(oneByRole(doc, "link", { name: "View Our Work" }))).toBe("/portfolio/");
    const { claims } = site;
    for (const [figure, label] of [
      [claims.businessesHelped, "businesses helped"],
      [`${claims.responseHours}hr`, "response time"],
      [`${claims.satisfactionPercent}%`, "client satisfaction"],
      [`${claims.callMinutes} min`, "free strategy call"],
    ]) {
      const [item, ...more] = withText(byRole(doc, "listitem"), figure);
      expect([figure, more.length, shownText(item).includes(label)]).toEqual([figure, 0, true]);
    }
  });

  test("a card per service links to its service on the Services page", () => {
    const doc = home();
    expect(byRole(doc, "link", { name: /^Learn More about / })).toHaveLength(services.length);
    for (const { title } of services) {
      expect(byRole(doc, "heading", { name: title, level: 3 })).toHaveLength(1);
      const learnMore = oneByRole(doc, "link", { name: `Learn More about ${title}` });
      expect(href(learnMore)).toBe(servicePath(title));
    }
  });

  test("shows the Trusted by growing businesses strip", () => {
    const strip = oneByRole(home(), "region", { name: "Trusted by growing businesses" });
    expect(shownText(strip)).toContain(site.claims.businessesHelped);
  });

  test("the portfolio teaser opens both live sites safely in a new tab", () => {
    const doc = home();
    for (const { title, url } of caseStudies) {
      expect(byRole(doc, "heading", { name: title })).toHaveLength(1);
      const name = new RegExp(`${new URL(url).host}.*opens in a new tab`);
      expect(attributes(oneByRole(doc, "link", { name }))).toEqual(inNewTab(url));
    }
  });

  test("ends with a call to book, leading to the calendar on Contact", () => {
    const book = oneByRole(home(), "link", { name: "Book My Free Call" });
    expect(href(book)).toBe("/contact/#booking-heading");
  });
});

test("every Book action on the site points at the calendar", () => {
  for (const route of ["/", "/services/", "/resources/"]) {
    const links = byRole(main(page(route)), "link", { name: /^Book / });
    expect([route, links.length > 0]).toEqual([route, true]);
    for (const link of links) {
      expect([route, accessibleName(link), href(link)]).toEqual([
        route,
        accessibleName(link),
        "/contact/#booking-heading",
      ]);
    }
  }
});

describe("About", () => {
  const about = () => page("/about/");

  test("tells the story with the highlights and values", () => {
    const doc = about();
    expect(shownText(oneByRole(doc, "region", { name: /overlook/ }))).toContain(site.location.city);
    for (const name of ["Proven Experience", "Trusted Partner"]) {
      expect(byRole(doc, "heading", { name, level: 3 })).toHaveLength(1);
    }
    const [proven, ...more] = withText(byRole(doc, "listitem"), "Proven Experience");
    expect(more).toHaveLength(0);
    expect(shownText(proven)).toContain(site.claims.businessesHelped);
    const values = oneByRole(doc, "region", { name: "Our values" });
    for (const name of ["Simplicity First", "Results Driven", "Partnership"]) {
      expect(byRole(values, "heading", { name, level: 3 })).toHaveLength(1);
    }
  });

  test("links to the Services and Contact pages", () => {
    const doc = about();
    expect(href(oneByRole(doc, "link", { name: "See How We Help" }))).toBe("/services/");
    expect(href(oneByRole(main(doc), "link", { name: "Talk to Our Team" }))).toBe("/contact/");
  });
});

describe("Services", () => {
  const servicesPage = () => page("/services/");

  test("shows each service with its features and two ways to start", () => {
    const doc = servicesPage();
    expect(byRole(doc, "link", { name: /^Get Started with / })).toHaveLength(services.length);
    for (const { title, features } of services) {
      const cards = byRole(doc, "listitem").filter(
        (item) => byRole(item, "heading", { name: title }).length > 0,
      );
      expect([title, cards.length]).toEqual([title, 1]);
      const [card] = cards;
      for (const feature of features) {
        expect([feature, withText(byRole(card, "listitem"), feature).length]).toEqual([feature, 1]);
      }
      const start = oneByRole(card, "link", { name: `Get Started with ${title}` });
      const quote = oneByRole(card, "link", { name: `Get Custom Quote for ${title}` });
      expect([href(start), href(quote)]).toEqual(["/contact/", "/contact/"]);
    }
  });

  test("Get Started leads to the Contact page, where the calendar is", () => {
    const start = oneByRole(servicesPage(), "link", {
      name: `Get Started with ${services[1].title}`,
    });
    expect(href(start)).toBe("/contact/");
    expect(
      byRole(page("/contact/"), "heading", { name: "Book a Free Strategy Call" }),
    ).toHaveLength(1);
  });
});

describe("Portfolio", () => {
  const portfolio = () => page("/portfolio/");

  test("tells each case study: category, problem, solution, results and services", () => {
    const doc = portfolio();
    expect(byRole(main(doc), "article")).toHaveLength(caseStudies.length);
    for (const study of caseStudies) {
      const article = oneByRole(doc, "article", { name: study.title });
      expect(byRole(article, "heading", { name: study.title, level: 2 })).toHaveLength(1);
      expect(byText(article, study.category)).toHaveLength(1);
      for (const name of ["Problem", "Solution", "Results"]) {
        expect(byRole(article, "heading", { name, level: 3 })).toHaveLength(1);
      }
      expect(shownText(article)).toContain(study.problem);
      expect(shownText(article)).toContain(study.solution);
      const results = study.results.map(({ figure, label }) => `${figure} ${label}`);
      for (const item of [...results, ...study.services]) {
        expect([item, withText(byRole(article, "listitem"), item).length]).toEqual([item, 1]);
      }
      const link = oneByRole(article, "link", { name: /opens in a new tab/ });
      expect(attributes(link)).toEqual(inNewTab(study.url));
    }
  });

  test("Start Your Success Story leads to Contact", () => {
    const start = oneByRole(portfolio(), "link", { name: "Start Your Success Story" });
    expect(href(start)).toBe("/contact/");
  });
});

describe("Contact", () => {
  test("shows the message card, contact details, response time and common questions", () => {
    const doc = page("/contact/");
    const items = byRole(doc, "listitem");
    const [message, ...moreMessages] = withText(items, "Send us a message");
    expect(moreMessages).toHaveLength(0);
    expect(href(oneByRole(message, "link", { name: site.email }))).toBe(`mailto:${site.email}`);
    // No form: the message card is an email link (a form would need a server).
    expect(byRole(main(doc), "textbox")).toEqual([]);
    const [touch, ...moreTouch] = withText(items, "Get in Touch");
    expect(moreTouch).toHaveLength(0);
    expect(shownText(touch)).toContain(site.email);
    expect(shownText(touch)).toContain(`${site.location.city}, ${site.location.region}`);
    const responseHeading = `${site.claims.responseHours}hr Response Time`;
    const response = items.filter(
      (item) => byRole(item, "heading", { name: responseHeading }).length > 0,
    );
    expect(response).toHaveLength(1);
    expect(shownText(response[0])).toContain(site.claims.responsePromise);
    // The answers as faq.yaml words them, their {placeholders} filled from site.yaml.
    const common = oneByRole(doc, "region", { name: "Common Questions" });
    expect(byRole(common, "listitem")).toHaveLength(questions.length);
    for (const { question, answer } of questions) {
      const cards = byRole(common, "listitem").filter(
        (item) => byRole(item, "heading", { name: question, exact: true, level: 3 }).length > 0,
      );
      expect([question, cards.length]).toEqual([question, 1]);
      expect(shownText(cards[0])).toContain(answer);
    }
  });
});
