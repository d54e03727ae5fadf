import { PAGE_TITLE_MAX, pageTitle } from "./pageTitle";

describe("pageTitle", () => {
  it("adds the agency's name when the whole fits", () => {
    expect(pageTitle("About", "Bluebonnet Test Studio")).toBe("About | Bluebonnet Test Studio");
  });

  it("is the name alone on the home page", () => {
    expect(pageTitle("Bluebonnet Test Studio", "Bluebonnet Test Studio")).toBe(
      "Bluebonnet Test Studio",
    );
  });

  it("leaves the name off a long title rather than make it too long for search results", () => {
    const title = "How a Small Shop Earns Its Place in Local Map Results";
    expect(title).toHaveLength(53);
    expect(pageTitle(title, "Bluebonnet Test Studio")).toBe(title);
    expect(pageTitle(title, "Trinity Growth")).toBe(`${title} | Trinity Growth`);
    expect(pageTitle(title, "Trinity Growth").length).toBeLessThanOrEqual(PAGE_TITLE_MAX);
  });
});
