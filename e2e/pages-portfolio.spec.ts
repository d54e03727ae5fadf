// Desktop only: when the case studies' images load does not depend on the width.
import { expect, test } from "./fixtures";
import { caseStudies } from "./pages-content";

// What each case study says and where its links lead: pages.built.test.ts. Here, what only a
// browser shows: its picture loading into the space kept for it.

test.beforeEach(async ({ page }) => {
  await page.goto("/portfolio/");
});

test("images are local, responsive and keep their space while loading", async ({ page }) => {
  for (const study of caseStudies) {
    const image = page.getByRole("img", { name: study.imageAlt });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("srcset", /\/static\/.+ \d+w/);
    const width = Number(await image.getAttribute("width"));
    const height = Number(await image.getAttribute("height"));
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
    const before = await image.boundingBox();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).origin)).toBe(
      new URL(page.url()).origin,
    );
    const after = await image.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(after?.height).toBeCloseTo(((after?.width ?? 0) * height) / width, 0);
  }
});
