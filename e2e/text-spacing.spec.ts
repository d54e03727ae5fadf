// Desktop only: the tests set their own viewport, the narrowest.
import type { Page } from "@playwright/test";
import { expect, pages, test } from "./fixtures";
import { articles } from "./pages-content";

// WCAG 1.4.12: a visitor's own style sheet may widen text spacing to these values; nothing
// may then be cut off or need sideways scrolling, down to 320 CSS px (1.4.10 Reflow).
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Every visible element that sticks out of the viewport or out of a box that clips it. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const clips = (el: Element) => {
      const { overflowX, overflowY } = getComputedStyle(el);
      return [overflowX, overflowY].some((value) => value === "hidden" || value === "clip");
    };
    // A row made to scroll sideways on its own (the Resources badges on a phone) holds items
    // past the viewport by design: they are reached by scrolling the row or by Tab
    // (resources.spec.ts). The row's own box is checked like any other.
    const inSidewaysRow = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (overflowX === "auto" || overflowX === "scroll") return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll("body *")) {
      const box = el.getBoundingClientRect();
      // Visually hidden text (1 px boxes) and elements that are not drawn are left out.
      if (box.width <= 1 || box.height <= 1 || !el.checkVisibility()) continue;
      const past = box.left < -0.5 || box.right > width + 0.5;
      if (past && !inSidewaysRow(el)) found.push(`${name(el)} past the viewport`);
      // Text wider than a box that clips it is cut off.
      if (clips(el) && el.scrollWidth > el.clientWidth + 1 && el.tagName !== "HTML") {
        found.push(`${name(el)} clips its content`);
      }
    }
    return found;
  });

/** Focusable elements whose 3 px focus ring (offset 2 px) a clipping ancestor would cut. */
const clippedRings = (page: Page) =>
  page.evaluate(() => {
    const ring = 5;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("a[href], button, iframe")) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || !el.checkVisibility()) continue;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (![style.overflowX, style.overflowY].some((v) => v === "hidden" || v === "clip")) {
          continue;
        }
        // A frame that fills its box has its ring drawn round the box instead.
        if (el.tagName === "IFRAME") break;
        const clip = up.getBoundingClientRect();
        if (
          box.left - ring < clip.left ||
          box.right + ring > clip.right ||
          box.top - ring < clip.top ||
          box.bottom + ring > clip.bottom
        ) {
          found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
        }
        break;
      }
    }
    return found;
  });

// Its own viewport, the narrowest: it runs once, in the desktop project (no @phone tag).
test.use({ viewport: { width: 320, height: 640 } });

/** The article with the longest title: the most words its heading, card and crumbs must wrap. */
const longestTitled = articles.reduce((longest, article) =>
  article.title.length > longest.title.length ? article : longest,
);

const routes = [...pages.map(({ path }) => path), longestTitled.path];

for (const path of routes) {
  test(`${path} at 320 px with WCAG text spacing: no sideways scroll, nothing clipped`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.addStyleTag({ content: textSpacing });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await overflowing(page)).toEqual([]);
    expect(await clippedRings(page)).toEqual([]);
  });
}
