import { expect, test } from "./fixtures";
import { caseStudies } from "./pages-content";

test.beforeEach(async ({ page }) => {
  await page.goto("/portfolio/");
});

test("tells each case study: category, problem, solution, results and services", async ({
  page,
}) => {
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(caseStudies.length);
  for (const study of caseStudies) {
    const article = page.getByRole("article", { name: study.title });
    await expect(article.getByRole("heading", { name: study.title, level: 2 })).toBeVisible();
    await expect(article.getByText(study.category, { exact: true })).toBeVisible();
    for (const name of ["Problem", "Solution", "Results"]) {
      await expect(article.getByRole("heading", { name, level: 3 })).toBeVisible();
    }
    await expect(article).toContainText(study.problem);
    await expect(article).toContainText(study.solution);
    for (const result of study.results) {
      await expect(article.getByRole("listitem").filter({ hasText: result })).toBeVisible();
    }
    for (const service of study.services) {
      await expect(article.getByRole("listitem").filter({ hasText: service })).toBeVisible();
    }
    const link = article.getByRole("link", { name: /opens in a new tab/ });
    await expect(link).toHaveAttribute("href", study.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
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

test("Start Your Success Story leads to Contact", async ({ page }) => {
  await expect(page.getByRole("link", { name: "Start Your Success Story" })).toHaveAttribute(
    "href",
    "/contact/",
  );
});
