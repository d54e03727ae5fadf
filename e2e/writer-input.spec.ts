import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { readArticles } from "../src/content/readContent";
import { listingPageOf } from "../src/lib/listings";
import { FEED_PATHS } from "../src/lib/routes";
import { expectedListing, walkListing } from "./listingWalk";
import { site } from "./pages-content";
import { serveBuild, siteCopy } from "./siteCopies";

/**
 * Writers' odd-but-valid input, built for real: the accepted fixtures of the hostile corpus
 * (entity-encoded tags, escaped braces and angle brackets, HTML inside inline code) are added
 * to a copy of the site and built with Gatsby (scripts/site-copy.mjs). Each must read as the
 * literal text the writer typed, on its page and in the dialog, and no script of theirs may run.
 * `npm test` builds the copy before the browser tests; run alone, this file builds it itself.
 */

const root = path.resolve(__dirname, "..");
const fixtures = path.join(root, "src/content/__fixtures__/hostile-articles");
const accepted = fs
  .readdirSync(fixtures)
  .filter((name) => name.startsWith("accepted-"))
  .map((name) => path.join(fixtures, name));
const slugs = accepted.map((file) => path.basename(file, ".mdx"));
// An article with a picture in its text and its own social card, its images beside it.
const withImages = path.join(root, "src/content/__fixtures__/article-images/bakery-front.mdx");
const pictureSlug = path.basename(withImages, ".mdx");
// The same list as `npm run test:e2e:build`.
const articles = [...accepted, withImages];
// Where scripts/site-copy.mjs builds the copy named "odd-articles" (named after this checkout).
const copyDir = siteCopy("--dir", "odd-articles");
const publicDir = path.join(copyDir, "public");
/**
 * The copy's published articles, newest first, read from its content/ as the build reads them
 * (once beforeAll has made the copy).
 */
const copyArticles = () => readArticles({}, copyDir);
const port = Number(process.env.E2E_PORT ?? 9323) + 1;
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;

// One worker, so one server for the whole file.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const built = [...slugs, pictureSlug].every((slug) =>
    fs.existsSync(path.join(publicDir, "resources", slug, "index.html")),
  );
  if (!built) {
    test.setTimeout(10 * 60_000);
    siteCopy("odd-articles", ...articles);
  }
  server = await serveBuild(publicDir, port);
});

test.afterAll(() => {
  server?.kill();
});

/** Globals a hostile fixture would set if any of its code ran. */
const ranGlobals = () => Object.keys(window).filter((key) => key.startsWith("__pwned"));

for (const slug of slugs) {
  test(`${slug}: the article page shows the writer's characters as text and runs none of them`, async ({
    page,
  }) => {
    await page.goto(`${origin}/resources/${slug}/`);
    const body = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(body.getByText(/globalThis\.__pwned\d/).first()).toBeVisible();
    await expect(body.locator("script, iframe, img, object, embed")).toHaveCount(0);
    expect(await page.evaluate(ranGlobals)).toEqual([]);
  });
}

/** The listing page of the article `slug` in the copy: its category's first page. */
const listingOf = (slug: string) => {
  const article = copyArticles().find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`${slug} is not a published article of the copy`);
  return listingPageOf(article.category, 1);
};

test("the same articles in the Resources dialog show the same text and run nothing", async ({
  page,
}) => {
  const library = page.getByRole("region", { name: "Articles and guides" });
  for (const slug of slugs) {
    // The copy holds more than a page of articles: each is opened from its category's page.
    await page.goto(`${origin}${listingOf(slug)}`);
    await waitForHydration(page);
    const pageText = await (await fetch(`${origin}/resources/${slug}/`)).text();
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(pageText)?.[1] ?? slug;
    await library.getByRole("link", { name: title, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByText(/globalThis\.__pwned\d/).first()).toBeVisible();
    await expect(dialog.locator("script, iframe, img, object, embed")).toHaveCount(0);
    expect(await page.evaluate(ranGlobals)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});

/** The copy's JSON Feed entries, by the path of their article. */
async function feedEntries(): Promise<Map<string, string>> {
  const feed = (await (await fetch(`${origin}${FEED_PATHS.json}`)).json()) as {
    items: { url: string; content_html: string }[];
  };
  return new Map(feed.items.map((item) => [new URL(item.url).pathname, item.content_html]));
}

/** The elements the feed writes an article's blocks with (src/content/articleHtml.ts). */
const FEED_ELEMENTS = new Set([
  "p",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "code",
  "a",
  "figure",
  "img",
]);

test("the same articles in the feed are the writer's text, with no markup of theirs", async () => {
  const entries = await feedEntries();
  for (const slug of slugs) {
    const html = entries.get(`/resources/${slug}/`);
    expect(html, `${slug} is in the feed`).toBeTruthy();
    const tags = [...(html ?? "").matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]);
    expect(
      tags.filter((tag) => !FEED_ELEMENTS.has(tag)),
      slug,
    ).toEqual([]);
    expect(html, slug).toMatch(/globalThis\.__pwned\d/);
  }
});

// The search index is made from the same parsed text (plugins/site/hosting/searchIndex.ts);
// Pagefind's snippets are HTML, read as text and marks (src/lib/articleSearch.ts).
test("search snippets show the same text and run nothing", async ({ page }) => {
  await page.goto(`${origin}/resources/`);
  const box = page.getByRole("searchbox", { name: "Search the articles" });
  await expect(box).toBeEnabled();
  // Each accepted fixture calls itself "a hostile fixture for the article validator".
  await box.fill("hostile fixture");
  const results = page.getByRole("list", { name: "Results for “hostile fixture”" });
  await expect(results.getByRole("listitem")).toHaveCount(slugs.length);
  await expect(results.getByText(/globalThis\.__pwned\d/).first()).toBeVisible();
  await expect(results.getByText(/<(script|img)\b/).first()).toBeVisible();
  await expect(results.locator("script, iframe, img, object, embed")).toHaveCount(0);
  expect(await page.evaluate(ranGlobals)).toEqual([]);
});

test.describe("an article with pictures", () => {
  const source = fs.readFileSync(withImages, "utf8");
  const [, alt, src] = /!\[([^\]]+)\]\(([^)]+)\)/.exec(source) ?? [];
  const title = /^title: "([^"]+)"/m.exec(source)?.[1] ?? pictureSlug;

  /** The picture as a visitor gets it: sharp's AVIF and WebP, a box reserved, the file loaded. */
  async function expectProcessedPicture(scope: Locator) {
    const image = scope.getByRole("img", { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    const types = await scope
      .locator("picture source")
      .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
    expect(types).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Not the writer's file as written: a resized copy under /static/.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/static\/[0-9a-f]+\/[0-9a-f]+\/.+\.(avif|webp|jpg)$/,
    );
    expect(src).toMatch(/^\.\/images\//);
  }

  test("shows its picture, processed at build, on its page and in the dialog", async ({ page }) => {
    await page.goto(`${origin}/resources/${pictureSlug}/`);
    await expectProcessedPicture(page.getByRole("main"));

    await page.goto(`${origin}${listingOf(pictureSlug)}`);
    const library = page.getByRole("region", { name: "Articles and guides" });
    await waitForHydration(page);
    await library.getByRole("link", { name: title, exact: true }).click();
    await expectProcessedPicture(page.getByRole("dialog", { name: title }));
  });

  test("is in the feed with its picture at an absolute address the site serves", async () => {
    const html = (await feedEntries()).get(`/resources/${pictureSlug}/`) ?? "";
    const image = /<img src="([^"]+)" alt="([^"]*)"/.exec(html);
    expect(image?.[2]).toBe(alt.replace(/'/g, "&#39;"));
    const address = new URL(image?.[1] ?? "");
    expect(address.origin).toBe(site.siteUrl);
    expect(address.pathname).toMatch(/^\/static\/[0-9a-f]+\/[0-9a-f]+\/bakery-front\.jpg$/);
    const response = await fetch(`${origin}${address.pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
  });

  test("has its own social card, in og:image and in its JSON-LD", async ({ page }) => {
    await page.goto(`${origin}/resources/${pictureSlug}/`);
    const card = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(card).toMatch(/\/static\/[0-9a-f]+\/[0-9a-f]+\/bakery-card\.jpg$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      "content",
      "630",
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd.image).toBe(card);
    // The card is served from this site: the same path answers here with a JPEG.
    const response = await fetch(`${origin}${new URL(card ?? "").pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
  });
});

// The copy holds more articles than one page shows, so its listings continue on numbered pages.
test("walking the copy's pages reaches each of its articles once, newest first, by Next links", () => {
  const walked = walkListing(publicDir, null);
  expect(walked.length, "the copy needs more than one page of articles").toBeGreaterThan(1);
  const articles = copyArticles();
  expect(walked.map(({ route, cards }) => ({ route, cards }))).toEqual(
    expectedListing(articles, null),
  );
  for (const category of new Set(articles.map((article) => article.category))) {
    const listed = articles.filter((article) => article.category === category);
    expect(
      walkListing(publicDir, category).map(({ route, cards }) => ({ route, cards })),
      category,
    ).toEqual(expectedListing(listed, category));
  }
});

test("a second page has its pages nav, marks itself current, and leads back to the first", async ({
  page,
}) => {
  const [, second] = walkListing(publicDir, null);
  await page.goto(`${origin}${second.route}`);
  const nav = page.getByRole("navigation", { name: "Pages of articles" });
  await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${second.route}$`),
  );
  await expectNoAxeViolations(page);
  await nav.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(`${origin}${listingPageOf(null, 1)}`);
  await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Next page" })).toBeVisible();
});
