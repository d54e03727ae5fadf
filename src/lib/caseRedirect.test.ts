import { canonicalPathFor, realPagePaths, redirectScript } from "./caseRedirect";

const paths = realPagePaths([
  "/",
  "/about/",
  "/404/",
  "/404.html",
  "/dev-404-page/",
  "/resources/seo-basics-for-small-businesses/",
]);

/** Runs the inline script against a fake window and returns where it sent the visitor. */
function runScript(pathname: string, search = "", hash = "") {
  const replace = jest.fn();
  const fakeWindow: { location: object; __caseRedirect?: string } = {
    location: { pathname, search, hash, replace },
  };
  new Function("window", redirectScript(paths))(fakeWindow);
  return {
    replaced: replace.mock.calls[0]?.[0] as string | undefined,
    flag: fakeWindow.__caseRedirect,
  };
}

describe("realPagePaths", () => {
  it("drops Gatsby's 404 pages and keeps the real ones", () => {
    expect(paths).toEqual(["/", "/about/", "/resources/seo-basics-for-small-businesses/"]);
  });
});

describe("canonicalPathFor", () => {
  it.each([
    ["/ABOUT", "/about/"],
    ["/About/", "/about/"],
    ["/about", "/about/"],
    ["/Resources/SEO-Basics-For-Small-Businesses/", "/resources/seo-basics-for-small-businesses/"],
  ])("sends %s to %s", (from, to) => {
    expect(canonicalPathFor(from, paths)).toBe(to);
  });

  it.each(["/nope/", "/ABOUT-US", "/about/"])("leaves %s alone", (pathname) => {
    expect(canonicalPathFor(pathname, paths)).toBeNull();
  });
});

describe("redirectScript", () => {
  it("replaces a mis-cased URL with the real page, keeping query and hash", () => {
    expect(runScript("/ABOUT", "?ref=x", "#team")).toEqual({
      replaced: "/about/?ref=x#team",
      flag: "/about/",
    });
    expect(runScript("/Resources/SEO-Basics-For-Small-Businesses").replaced).toBe(
      "/resources/seo-basics-for-small-businesses/",
    );
  });

  it("does nothing for a genuine 404 or the real path itself", () => {
    expect(runScript("/nope/")).toEqual({ replaced: undefined, flag: undefined });
    expect(runScript("/about/")).toEqual({ replaced: undefined, flag: undefined });
  });

  it("cannot break out of its script element", () => {
    expect(redirectScript(["/</script>/"])).not.toContain("</script>");
  });
});
