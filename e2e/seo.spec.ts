import type { Page } from "@playwright/test";
import { expect, pages, test } from "./fixtures";
import { mainNav } from "../src/layout/navigation";
import { listingPageOf, splitIntoPages } from "../src/lib/listings";
import { routes } from "../src/lib/routes";
import {
  articles,
  categories,
  filledBadge,
  questions,
  site,
  unknownPathLogs,
} from "./pages-content";

/** Every article page, from the writers' files. */
const articlePaths = articles.map((article) => article.path);
const article = articlePaths[0];
/** Every page of every listing (all articles, each category), from the writers' files. */
const listingPaths = [null, ...categories].flatMap((category) =>
  splitIntoPages(articles.filter((a) => !category || a.category === category)).map((_, index) =>
    listingPageOf(category, index + 1),
  ),
);
const categoryPage = listingPageOf(filledBadge, 1);
const allPages = [...pages.map((p) => p.path), article, categoryPage];

const meta = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");

/** The page's JSON-LD blocks, parsed (a block that is not valid JSON fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

test.describe("every page's head", () => {
  for (const route of allPages) {
    test(`${route} has its canonical URL, description and social card`, async ({ page }) => {
      await page.goto(route);
      const canonical = `${site.siteUrl}${route}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      expect(canonical).toBe(canonical.toLowerCase());

      const title = await page.title();
      expect(title === site.name || title.endsWith(` | ${site.name}`)).toBe(true);
      const description = await meta(page, "name", "description");
      expect(description?.length).toBeGreaterThan(40);

      expect(await meta(page, "property", "og:title")).toBe(title);
      expect(await meta(page, "property", "og:description")).toBe(description);
      expect(await meta(page, "property", "og:url")).toBe(canonical);
      expect(await meta(page, "property", "og:type")).toBe(
        route === article ? "article" : "website",
      );
      expect(await meta(page, "property", "og:image")).toBe(`${site.siteUrl}/og-image.png`);
      expect(await meta(page, "property", "og:image:width")).toBe("1200");
      expect(await meta(page, "property", "og:image:height")).toBe("630");
      expect(await meta(page, "property", "og:image:alt")).toContain(site.name);
      expect(await meta(page, "name", "twitter:card")).toBe("summary_large_image");
      expect(await meta(page, "name", "twitter:image")).toBe(`${site.siteUrl}/og-image.png`);
      expect(await meta(page, "name", "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      for (const block of await jsonLd(page)) expect(block["@context"]).toBe("https://schema.org");
    });
  }

  test("no two pages share a description or a title", async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const route of allPages) {
      await page.goto(route);
      seen.titles.add(await page.title());
      seen.descriptions.add((await meta(page, "name", "description")) ?? "");
    }
    expect(seen.titles.size).toBe(allPages.length);
    expect(seen.descriptions.size).toBe(allPages.length);
  });

  test.describe("on an unknown path", () => {
    // The document itself and Gatsby's page-data lookups for the unknown path answer 404.
    test.use({ allowConsoleErrors: [unknownPathLogs] });

    test("the 404 page is kept out of search results", async ({ page }) => {
      const response = await page.goto("/no-such-page/");
      expect(response?.status()).toBe(404);
      expect(await meta(page, "name", "robots")).toBe("noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  });
});

test.describe("icons and social image", () => {
  test("the icons, manifest and social card load, at their sizes", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/favicon.svg",
        "/icon-32.png",
        "/apple-touch-icon.png",
        "/site.webmanifest",
      ]),
    );
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe(site.name);
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }

    const png = async (url: string) => {
      const response = await request.get(url);
      expect(response.headers()["content-type"]).toBe("image/png");
      const body = await response.body();
      // A PNG's IHDR chunk holds width and height at bytes 16-23.
      return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
    };
    expect(await png("/og-image.png")).toEqual({ width: 1200, height: 630 });
    expect(await png("/apple-touch-icon.png")).toEqual({ width: 180, height: 180 });
    expect(await png("/icon-512.png")).toEqual({ width: 512, height: 512 });
  });
});

test.describe("structured data", () => {
  const agency = {
    "@type": "ProfessionalService",
    name: site.name,
    url: `${site.siteUrl}/`,
    email: site.email,
    address: { addressLocality: site.location.city, addressRegion: site.location.region },
    areaServed: { name: site.areaServed },
    sameAs: site.social.flatMap((link) => (link.url ? [link.url] : [])),
  };

  test("Home describes the agency as a ProfessionalService", async ({ page }) => {
    await page.goto("/");
    const blocks = await jsonLd(page);
    expect(blocks).toEqual([expect.objectContaining({})]);
    expect(blocks[0]).toMatchObject(agency);
  });

  test("Contact has the agency and its Common Questions as an FAQPage", async ({ page }) => {
    await page.goto("/contact/");
    const blocks = await jsonLd(page);
    expect(blocks.find((b) => b["@type"] === "ProfessionalService")).toMatchObject(agency);
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq?.mainEntity).toEqual(
      questions.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    );
  });

  for (const route of articlePaths) {
    test(`${route} is an Article whose headline is its title`, async ({ page }) => {
      await page.goto(route);
      const [block] = await jsonLd(page);
      const h1 = await page.getByRole("heading", { level: 1 }).textContent();
      expect(block).toMatchObject({
        "@type": "Article",
        headline: h1,
        url: `${site.siteUrl}${route}`,
        publisher: { name: site.name },
      });
      expect(String(block.description).length).toBeGreaterThan(20);
    });
  }
});

test.describe("listing pages", () => {
  test("a category page is a CollectionPage of its articles, with its breadcrumbs", async ({
    page,
  }) => {
    await page.goto(categoryPage);
    const blocks = await jsonLd(page);
    const listed = articles.filter((a) => a.category === filledBadge);
    const collection = blocks.find((b) => b["@type"] === "CollectionPage");
    expect(collection).toMatchObject({
      url: `${site.siteUrl}${categoryPage}`,
      name: expect.stringContaining(filledBadge),
      publisher: { name: site.name },
      mainEntity: {
        "@type": "ItemList",
        itemListElement: listed.map((a, index) => ({
          position: index + 1,
          name: a.title,
          url: `${site.siteUrl}${a.path}`,
        })),
      },
    });
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    // The trail names the pages as the top bar does.
    const label = (to: string) => mainNav.find((link) => link.to === to)?.label;
    expect(crumbs?.itemListElement).toEqual(
      [
        { name: label(routes.home), item: `${site.siteUrl}${routes.home}` },
        { name: label(routes.resources), item: `${site.siteUrl}${routes.resources}` },
        { name: filledBadge, item: `${site.siteUrl}${categoryPage}` },
      ].map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
    );
  });
});

test.describe("discovery files", () => {
  test("the sitemap lists every page and article, canonical, and no 404", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${site.siteUrl}/`)).toBe(true);
      const xml = await (await request.get(new URL(sitemap).pathname)).text();
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    }
    const expected = [
      ...new Set([...pages.map((p) => p.path), ...articlePaths, ...listingPaths]),
    ].map((route) => `${site.siteUrl}${route}`);
    expect([...urls].sort()).toEqual([...expected].sort());
    for (const url of urls) {
      expect(url).toBe(url.toLowerCase());
      expect(url).toMatch(/\/$/);
    }
  });

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });
});
