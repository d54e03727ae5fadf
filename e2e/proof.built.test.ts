import type { Document, Element } from "domhandler";
import { tokens } from "../src/theme/tokens";
import { all, byRole, isHidden, oneByRole, rawText, readPage, shownText } from "./builtHtml";
import { caseStudies, FIXTURE_PUBLIC } from "./pages-content";

/**
 * Proof first, as the fixture site's build wrote it: each case study's results lead with their
 * figure, set apart in its own element in the display face, then the label that finishes its
 * sentence, read together in that order; the Home teaser's cards lead with their first one.
 * The figures are the fixture's own (fixture-site/content/case-studies.yaml).
 */

const page = (route: string) => readPage(FIXTURE_PUBLIC, route);

/** The figures under `root`: the elements the site marks `data-figure`. */
const figuresIn = (root: Element) => all("[data-figure]", root).filter((el) => !isHidden(el));

/** The list item holding `element`, or null. */
const itemOf = (element: Element): Element | null => {
  for (let node = element.parent; node; node = node.parent) {
    if (node.type === "tag" && (node as Element).name === "li") return node as Element;
  }
  return null;
};

/** The first element child of `element`: a figure "read before its label" comes first. */
const firstChild = (element: Element) =>
  element.children.find((child): child is Element => child.type === "tag");

describe("the built CSS sets every data-figure in the display face", () => {
  test.each(["/portfolio/", "/"])("%s", (route) => {
    const css = all("style", page(route)).map(rawText).join("\n");
    // Emotion writes flat rules (`selector{declarations}`): the one naming [data-figure].
    const rules = css.split("}").filter((rule) => rule.split("{")[0].includes("[data-figure]"));
    const family = tokens.font.display.split(",")[0];
    expect(rules.some((rule) => rule.includes(`font-family:${family}`))).toBe(true);
  });
});

describe("Portfolio: each result leads with its figure", () => {
  const doc: Document = page("/portfolio/");

  test.each(caseStudies.map((study) => [study.title, study] as const))("%s", (title, study) => {
    const article = oneByRole(doc, "article", { name: title });
    const figures = figuresIn(article);
    expect(figures.map((figure) => shownText(figure))).toEqual(
      study.results.map(({ figure }) => figure),
    );
    for (const [index, figure] of figures.entries()) {
      const { label } = study.results[index];
      const item = itemOf(figure);
      expect(item && firstChild(item)).toBe(figure);
      // Read together, figure first: "65% more trial-class bookings…".
      expect(shownText(item)).toBe(`${study.results[index].figure} ${label}`);
    }
    const items = figures.map(itemOf);
    expect(new Set(items.map((item) => item?.parent)).size).toBe(1);
  });
});

describe("Home: each teaser card leads with its first result's figure", () => {
  const doc: Document = page("/");
  const teaser = oneByRole(doc, "region", { name: "Local businesses we have helped grow" });

  test.each(caseStudies.map((study) => [study.title, study] as const))("%s", (title, study) => {
    const [card, ...more] = byRole(teaser, "listitem").filter(
      (item) => byRole(item, "heading", { name: title }).length > 0,
    );
    expect(more).toHaveLength(0);
    const [first] = study.results;
    expect(shownText(figuresIn(card)[0])).toBe(first.figure);
    expect(shownText(card).startsWith(`${first.figure} ${first.label}`)).toBe(true);
  });
});
