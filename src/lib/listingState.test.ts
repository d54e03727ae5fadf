import { inPlaceState, keptInPlace, keptView, libraryKey } from "./listingState";

const at = (pathname: string, state?: unknown) => ({ pathname, state });

describe("libraryKey", () => {
  it("is the path of a page reached in the ordinary way", () => {
    expect(libraryKey(at("/resources/"))).toBe("/resources/");
    expect(libraryKey(at("/about/", { key: "123" }))).toBe("/about/");
  });

  it("is the view's own key after a badge filtered it in place", () => {
    const start = at("/resources/");
    expect(libraryKey(at("/resources/category/seo/", inPlaceState(start)))).toBe("/resources/");
  });

  it("carries the first view's key through any number of badges", () => {
    const first = at("/resources/page/2/");
    const second = at("/resources/category/seo/", inPlaceState(first));
    const third = at("/resources/category/email-marketing/", inPlaceState(second));
    expect(libraryKey(third)).toBe("/resources/page/2/");
  });
});

describe("keptView and keptInPlace", () => {
  const start = at("/resources/");
  const filtered = at("/resources/category/seo/", inPlaceState(start));

  it("a badge keeps the view, its focus and its scroll", () => {
    expect(keptView(start, filtered)).toBe(true);
    expect(keptInPlace(start, filtered)).toBe(true);
  });

  it("a top bar link back to /resources/ keeps the view and its focus, but scrolls to the top", () => {
    expect(keptView(filtered, at("/resources/"))).toBe(true);
    expect(keptInPlace(filtered, at("/resources/"))).toBe(false);
  });

  it("a page number is a change of page", () => {
    expect(keptView(start, at("/resources/page/2/"))).toBe(false);
    expect(keptInPlace(start, at("/resources/page/2/"))).toBe(false);
  });

  it("an address change on the same path (the dialog) is neither", () => {
    expect(keptView(filtered, filtered)).toBe(false);
    expect(keptView(undefined, filtered)).toBe(false);
  });
});
