import { bookingPath, currentFor, normalizePath, routes, servicePath } from "./navigation";

describe("currentFor", () => {
  it("marks the link of the current route as the page, whatever the case or slash", () => {
    expect(currentFor("/about/", routes.about)).toBe("page");
    expect(currentFor("/ABOUT", routes.about)).toBe("page");
    expect(currentFor("/", routes.home)).toBe("page");
  });

  it("marks a section link inside its section, but never Home", () => {
    expect(currentFor("/resources/seo-basics/", routes.resources)).toBe("true");
    expect(currentFor("/resources/seo-basics/", routes.home)).toBeUndefined();
    expect(currentFor("/services/", routes.about)).toBeUndefined();
  });
});

describe("normalizePath", () => {
  it("lowercases and adds the trailing slash", () => {
    expect(normalizePath("/Services")).toBe("/services/");
  });

  it("turns the file a page is rendered to into the page's URL", () => {
    expect(normalizePath("/404.html")).toBe("/404/");
    expect(normalizePath("/about/index.html")).toBe("/about/");
  });
});

describe("servicePath", () => {
  it("points at a service's card by its title", () => {
    expect(servicePath("Website Design")).toBe("/services/#website-design");
    expect(servicePath("SEO & Local Search")).toBe("/services/#seo-local-search");
  });
});

describe("bookingPath", () => {
  it("is the Contact page's booking section heading", () => {
    expect(bookingPath).toBe("/contact/#booking-heading");
  });
});
