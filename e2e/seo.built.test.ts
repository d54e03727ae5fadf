import fs from "node:fs";
import path from "node:path";
import { mainNav } from "../src/layout/navigation";
import { listingPageOf } from "../src/lib/listings";
import { FEED_PATHS, routes } from "../src/lib/routes";
import { UNKNOWN_DATE as UNKNOWN } from "../plugins/site/articles/articleDates";
import { brandAssets, ogImageSize } from "../src/seo/brandAssets";
import { fixtureBuild, listingPages, realBuild, type Build } from "./builds";
import {
  all,
  builtPages,
  byRoute,
  first,
  jsonLd,
  metaContent,
  parseHtml,
  readPage,
  readSitemaps,
  textOf,
  type JsonLdBlock,
} from "./builtHtml";

/**
 * What search engines and link previews read from every built page: head tags, structured data
 * and the discovery files, read from the HTML without a browser. Properties of any valid
 * content, so they run on the real site's build as on the fixture site's, over every page.
 */

/** A PNG's size, from its IHDR chunk (bytes 16-23), once its signature says it is a PNG. */
function pngSize(file: string) {
  const body = fs.readFileSync(file);
  const signature = body.subarray(0, 8).toString("hex");
  return {
    png: signature === "89504e470d0a1a0a",
    width: body.readUInt32BE(16),
    height: body.readUInt32BE(20),
  };
}

describe.each([realBuild(), fixtureBuild()])("the $name site's build", (build: Build) => {
  const { publicDir, site, articles } = build;
  const page = (route: string) => readPage(publicDir, route);
  const absolute = (route: string) => `${site.siteUrl}${route}`;
  const siteCard = absolute(brandAssets.ogImage);
  const articleAt = new Map(articles.map((article) => [article.path, article]));
  const listings = listingPages(build);
  const pages = builtPages(publicDir);
  /** The pages whose words the site writes: every page but the writers' articles. */
  const sitePages = pages.filter((route) => !articleAt.has(route));
  const title = (route: string) => textOf(first("title", page(route)));
  const description = (route: string) => metaContent(page(route), "description");
  /**
   * A page's title as the agency's name completes it, "About Us | Agency", where that fits in
   * the 70 characters search results show; a longer one is the page's own title alone.
   */
  const titled = (own: string) =>
    own === site.name || `${own} | ${site.name}`.length > 70 ? own : `${own} | ${site.name}`;

  test("every page's head has its canonical URL, title, description and social card", () => {
    const head = (route: string) => {
      const doc = page(route);
      const meta = (key: string) => metaContent(doc, key);
      const card = meta("og:image");
      return {
        canonical: first('link[rel="canonical"]', doc)?.attribs.href,
        titleNamesSite:
          title(route) === site.name ||
          title(route).endsWith(` | ${site.name}`) ||
          titled(title(route)) === title(route),
        ogTitle: meta("og:title") === title(route),
        ogDescription: meta("og:description") === meta("description"),
        ogUrl: meta("og:url"),
        ogType: meta("og:type"),
        // The site's card, or an article's own picture: a file of this build, at this site.
        card: card === siteCard || Boolean(card?.startsWith(`${site.siteUrl}/static/`)),
        cardIsBuilt: fs.existsSync(path.join(publicDir, new URL(card ?? siteCard).pathname)),
        cardSize: [meta("og:image:width"), meta("og:image:height")],
        // Only the site's card has alt text: it shows the agency's name.
        cardAlt: card === siteCard ? Boolean(meta("og:image:alt")?.includes(site.name)) : true,
        twitterCard: meta("twitter:card"),
        twitterImage: meta("twitter:image") === card,
        themeColor: /^#[0-9a-f]{6}$/i.test(meta("theme-color") ?? ""),
        contexts: jsonLd(doc).every((block) => block["@context"] === "https://schema.org"),
      };
    };
    expect(byRoute(pages, head)).toEqual(
      byRoute(pages, (route) => ({
        canonical: absolute(route).toLowerCase(),
        titleNamesSite: true,
        ogTitle: true,
        ogDescription: true,
        ogUrl: absolute(route).toLowerCase(),
        ogType: articleAt.has(route) ? "article" : "website",
        card: true,
        cardIsBuilt: true,
        cardSize: [String(ogImageSize.width), String(ogImageSize.height)],
        cardAlt: true,
        twitterCard: "summary_large_image",
        twitterImage: true,
        themeColor: true,
        contexts: true,
      })),
    );
  });

  test("an article's title and description are its writer's; Home's description is site.yaml's", () => {
    const written = [routes.home, ...articleAt.keys()];
    expect(byRoute(written, (route) => [title(route), description(route)])).toEqual(
      byRoute(written, (route) => {
        const article = articleAt.get(route);
        return article ? [titled(article.title), article.excerpt] : [site.name, site.description];
      }),
    );
  });

  // Two writers may give their articles the same title or excerpt, and the site shows them as
  // written (above). Every other page's title and description are the site's own words, each
  // page's different: a second page of a listing, a category, each says which one it is.
  test("no two of the site's own pages share a title or a description, each of some length", () => {
    const own = (route: string) => ({
      title: title(route),
      description: description(route) ?? "",
    });
    const shown = byRoute(sitePages, own);
    const duplicates = (key: "title" | "description") =>
      sitePages.filter((route, index) =>
        sitePages.some((other, j) => j !== index && shown[other][key] === shown[route][key]),
      );
    expect({ titles: duplicates("title"), descriptions: duplicates("description") }).toEqual({
      titles: [],
      descriptions: [],
    });
    // Home's is site.yaml's, checked above; the others are written by the site's pages.
    const written = sitePages.filter((route) => route !== routes.home);
    expect(byRoute(written, (route) => shown[route].description.length > 40)).toEqual(
      byRoute(written, () => true),
    );
  });

  test("the 404 page is kept out of search results", () => {
    const notFound = ["/404.html", "/404/index.html"];
    const head = (file: string) => {
      const doc = parseHtml(fs.readFileSync(path.join(publicDir, file), "utf8"));
      return {
        robots: metaContent(doc, "robots"),
        canonical: all('link[rel="canonical"]', doc).length,
      };
    };
    expect(byRoute(notFound, head)).toEqual(
      byRoute(notFound, () => ({ robots: "noindex", canonical: 0 })),
    );
  });

  test("the icons, manifest and social card are built, at their sizes", () => {
    const linked = all(
      'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
      page("/"),
    ).map((link) => link.attribs.href);
    expect(linked).toEqual(
      expect.arrayContaining([
        "/favicon.svg",
        brandAssets.icon32,
        brandAssets.appleTouchIcon,
        brandAssets.manifest,
      ]),
    );
    const manifest = JSON.parse(
      fs.readFileSync(path.join(publicDir, brandAssets.manifest), "utf8"),
    ) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe(site.name);
    const files = [...linked, ...manifest.icons.map((icon) => icon.src)];
    expect(byRoute(files, (file) => fs.existsSync(path.join(publicDir, file)))).toEqual(
      byRoute(files, () => true),
    );
    const sizes = [brandAssets.ogImage, brandAssets.appleTouchIcon, brandAssets.icon512];
    expect(byRoute(sizes, (file) => pngSize(path.join(publicDir, file)))).toEqual({
      [brandAssets.ogImage]: { png: true, ...ogImageSize },
      [brandAssets.appleTouchIcon]: { png: true, width: 180, height: 180 },
      [brandAssets.icon512]: { png: true, width: 512, height: 512 },
    });
    // The icon browsers ask for unasked: an .ico whose one image is the 32 px PNG.
    const ico = fs.readFileSync(path.join(publicDir, brandAssets.faviconIco));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32]);
    expect(ico.subarray(ico.readUInt32LE(18))).toEqual(
      fs.readFileSync(path.join(publicDir, brandAssets.icon32)),
    );
  });

  describe("structured data", () => {
    const agency = {
      "@type": "ProfessionalService",
      name: site.name,
      url: `${site.siteUrl}/`,
      email: site.email,
      address: { addressLocality: site.location.city, addressRegion: site.location.region },
      areaServed: { name: site.areaServed },
      sameAs: site.social.flatMap((link) => (link.url ? [link.url] : [])),
    };
    const ofType = (blocks: JsonLdBlock[], type: string) =>
      blocks.find((block) => block["@type"] === type);

    test("Home describes the agency as a ProfessionalService, and nothing else", () => {
      const blocks = jsonLd(page(routes.home));
      expect(blocks).toHaveLength(1);
      expect(blocks[0]).toMatchObject(agency);
    });

    test("Contact has the agency and its Common Questions as an FAQPage", () => {
      const blocks = jsonLd(page(routes.contact));
      expect(ofType(blocks, "ProfessionalService")).toMatchObject(agency);
      expect(ofType(blocks, "FAQPage")?.mainEntity).toEqual(
        build.questions.map(({ question, answer }) => ({
          "@type": "Question",
          name: question,
          acceptedAnswer: { "@type": "Answer", text: answer },
        })),
      );
    });

    test("every article is an Article whose headline is its title and description its excerpt", () => {
      const described = (route: string) => {
        const doc = page(route);
        const [block, ...more] = jsonLd(doc);
        return {
          blocks: 1 + more.length,
          type: block?.["@type"],
          headline: block?.headline,
          h1: textOf(first("h1", doc)),
          description: block?.description,
          url: block?.url,
          publisher: (block?.publisher as { name?: string } | undefined)?.name,
          datePublished: block?.datePublished ?? null,
        };
      };
      const routesOfArticles = [...articleAt.keys()];
      expect(byRoute(routesOfArticles, described)).toEqual(
        Object.fromEntries(
          articles.map((article) => [
            article.path,
            {
              blocks: 1,
              type: "Article",
              headline: article.title,
              h1: article.title,
              description: article.excerpt,
              url: absolute(article.path),
              publisher: site.name,
              // A dated article is published on its day; an undated one on its first commit, which
              // only the build knows: the next test holds it to the feed.
              datePublished: article.date
                ? `${article.date}T00:00:00.000Z`
                : described(article.path).datePublished,
            },
          ]),
        ),
      );
    });

    test("every article's published and modified dates are its feed entry's, where it has one", () => {
      const feed = JSON.parse(fs.readFileSync(path.join(publicDir, FEED_PATHS.json), "utf8")) as {
        items: { url: string; date_published: string; date_modified: string }[];
      };
      const entries = feed.items.filter((item) => item.date_published !== UNKNOWN.toISOString());
      expect(entries.length).toBeGreaterThan(0);
      const dates = (url: string) => {
        const [block] = jsonLd(page(new URL(url).pathname));
        return [block?.datePublished, block?.dateModified];
      };
      expect(
        byRoute(
          entries.map((item) => item.url),
          dates,
        ),
      ).toEqual(
        byRoute(
          entries.map((item) => item.url),
          (url) => {
            const item = entries.find((entry) => entry.url === url);
            return [item?.date_published, item?.date_modified];
          },
        ),
      );
    });

    test("every listing page is a CollectionPage of the articles it shows, with its breadcrumbs", () => {
      const label = (to: string) => mainNav.find((link) => link.to === to)?.label;
      const routesOfListings = listings.map(({ route }) => route);
      const described = (route: string) => {
        const blocks = jsonLd(page(route));
        const collection = ofType(blocks, "CollectionPage");
        return {
          collection,
          // Its name is the page's own title, without the agency's.
          named: titled(String(collection?.name)) === title(route),
          crumbs: (ofType(blocks, "BreadcrumbList")?.itemListElement ?? []) as unknown[],
        };
      };
      expect(byRoute(routesOfListings, described)).toEqual(
        Object.fromEntries(
          listings.map(({ route, category, page: number, articles: shown }) => {
            const crumbs = [
              { name: label(routes.home), item: absolute(routes.home) },
              { name: label(routes.resources), item: absolute(routes.resources) },
              ...(category ? [{ name: category, item: absolute(listingPageOf(category, 1)) }] : []),
              ...(number > 1 ? [{ name: `Page ${number}`, item: absolute(route) }] : []),
            ];
            return [
              route,
              {
                collection: expect.objectContaining({
                  url: absolute(route),
                  name: category ? expect.stringContaining(category) : expect.any(String),
                  publisher: expect.objectContaining({ name: site.name }),
                  mainEntity: expect.objectContaining({
                    "@type": "ItemList",
                    itemListElement: shown.map((article, index) => ({
                      "@type": "ListItem",
                      position: index + 1,
                      name: article.title,
                      url: absolute(article.path),
                    })),
                  }),
                }),
                named: true,
                crumbs: crumbs.map((crumb, index) => ({
                  "@type": "ListItem",
                  position: index + 1,
                  ...crumb,
                })),
              },
            ];
          }),
        ),
      );
    });
  });

  describe("discovery files", () => {
    test("the sitemap lists every page, article and listing page, canonical, and nothing else", () => {
      const { sitemaps, urls } = readSitemaps(publicDir);
      expect(sitemaps.length).toBeGreaterThan(0);
      expect(sitemaps.filter((sitemap) => !sitemap.startsWith(`${site.siteUrl}/`))).toEqual([]);
      const expected = [
        ...new Set([
          ...Object.values(routes),
          ...site.legal.map((link) => link.url),
          ...articles.map((article) => article.path),
          ...listings.map(({ route }) => route),
        ]),
      ].sort();
      expect([...urls].sort()).toEqual(expected.map(absolute).sort());
      // The build wrote these pages and no other (no draft, no stray copy).
      expect(pages).toEqual(expected);
      expect(urls.filter((url) => url !== url.toLowerCase() || !url.endsWith("/"))).toEqual([]);
    });

    test("robots.txt allows crawling and names the sitemap", () => {
      const lines = fs
        .readFileSync(path.join(publicDir, brandAssets.robots), "utf8")
        .split(/\r?\n/)
        .map((line) => line.trim());
      expect(lines).toContain("User-agent: *");
      expect(lines).not.toContain("Disallow: /");
      expect(lines).toContain(`Sitemap: ${absolute(brandAssets.sitemap)}`);
    });
  });
});
