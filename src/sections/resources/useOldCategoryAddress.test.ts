import { globalHistory } from "@gatsbyjs/reach-router";
import { renderHook } from "@testing-library/react";
import { navigate } from "gatsby";
import { listingPath } from "../../lib/listings";
import { useOldCategoryAddress } from "./useOldCategoryAddress";

const categories = ["SEO Basics", "Social Media"];
const category = listingPath("SEO Basics");
const oldAddress = "/resources/?category=seo-basics";

/** A router location, as Gatsby hands it to a page. */
function at(address: string) {
  const url = new URL(address, "http://localhost");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Opens the old address, as a visitor's browser would, and lets the hook start its move. */
function openOldAddress() {
  window.history.replaceState(null, "", oldAddress);
  renderHook(() => useOldCategoryAddress(categories, at(oldAddress)));
  expect(navigate).toHaveBeenLastCalledWith(category, expect.objectContaining({ replace: true }));
}

// Gatsby's navigate (mocked) ends in the router's; these stand for it, in the order the
// addresses reach the router's history, with nothing rendered in between.
const routerReaches = (address: string) => void globalHistory.navigate(address);

beforeEach(() => jest.mocked(navigate).mockClear());

test("the move lands on the category page and stays there when the visitor did nothing", () => {
  openOldAddress();
  routerReaches(category);
  expect(navigate).toHaveBeenCalledTimes(1);
});

test("a link the visitor followed while the move loaded wins once the move lands", () => {
  openOldAddress();
  routerReaches("/resources/");
  routerReaches(category);
  expect(navigate).toHaveBeenCalledTimes(2);
  expect(navigate).toHaveBeenLastCalledWith("/resources/", { replace: true });
  // Once put back, later visits to the category page are the visitor's own.
  routerReaches(category);
  expect(navigate).toHaveBeenCalledTimes(2);
});

test("Back to another page while the move loaded wins too", () => {
  openOldAddress();
  window.history.replaceState(null, "", "/about/");
  window.dispatchEvent(new PopStateEvent("popstate"));
  routerReaches(category);
  expect(navigate).toHaveBeenLastCalledWith("/about/", { replace: true });
});
