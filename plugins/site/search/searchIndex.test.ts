import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { parseArticleBody } from "../../../src/content/articleBody";
import { articleHtml } from "../../../src/content/articleHtml";
import {
  checkIndexChunks,
  checkSearchIndex,
  INDEX_CHUNK_UNITS,
  SearchIndexError,
  searchPageHtml,
  writeSearchIndex,
  type SearchableArticle,
} from "./searchIndex";
import {
  indexedFragments,
  paragraph,
  searchableArticle as article,
  tempSite,
  TEST_SITE_URL,
} from "./searchIndex.testing";

// Some tests run the real Pagefind, which the build starts below its own priority (nice 10):
// while lint, cspell and the other Jest worker keep both cores busy, it can wait several
// seconds for one, past Jest's default 5 s.
jest.setTimeout(60_000);

const published = article("plain-guide", "Citations help a sourdough bakery rank.");
const removed = article("not-built", "Marmalade appears in no article of this build.");

/** An article whose body is `markdown`, parsed as the build parses it. */
function writtenAs(slug: string, markdown: string): SearchableArticle {
  const { blocks, problems } = parseArticleBody(markdown);
  expect(problems).toEqual([]);
  return { ...article(slug, ""), blocks };
}

const WITH_EVERYTHING = [
  "Start with a **bold** idea and *some emphasis*.",
  "## Steps",
  "1. Measure the flour",
  "2. Read the [guide](/resources/other-guide/)",
  "![A bakery front with a striped awning](./images/shop.jpg)",
].join("\n\n");

/** The record Pagefind reads, as a browser would parse it. */
const parsed = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("searchPageHtml", () => {
  it("gives Pagefind the title, category, slug, excerpt and body, with the writer's text escaped", () => {
    const html = searchPageHtml(
      { ...published, title: "Fish & <chips>", blocks: [paragraph('<script>alert("x")</script>')] },
      TEST_SITE_URL,
    );
    const page = parsed(html);
    expect(page.querySelector("h1")?.textContent).toBe("Fish & <chips>");
    expect(page.querySelector("script")).toBeNull();
    expect([...page.querySelectorAll("body > p")].map((p) => p.textContent)).toEqual([
      "A short guide.",
      '<script>alert("x")</script>',
      "SEO",
    ]);
    const category = page.querySelector("[data-pagefind-filter=category]");
    expect(category?.getAttribute("data-pagefind-meta")).toBe("category");
    expect(
      page.querySelector("[data-pagefind-meta^=slug]")?.getAttribute("data-pagefind-meta"),
    ).toBe("slug:plain-guide");
  });

  it("writes the body with the feeds' renderer: numbered lists and marks as the page has them", () => {
    const guide = writtenAs("full-guide", WITH_EVERYTHING);
    const page = parsed(searchPageHtml(guide, TEST_SITE_URL));
    const body = articleHtml(guide.blocks.slice(0, 3), {
      articleUrl: `${TEST_SITE_URL}${guide.path}`,
    });
    expect(page.body.innerHTML).toContain(body);
    expect([...page.querySelectorAll("ol > li")].map((item) => item.textContent)).toEqual([
      "Measure the flour",
      "Read the guide",
    ]);
    expect(page.querySelector("strong")?.textContent).toBe("bold");
    expect(page.querySelector("em")?.textContent).toBe("some emphasis");
  });

  it("gives a picture's alt text as words, never the picture", () => {
    const page = parsed(searchPageHtml(writtenAs("full-guide", WITH_EVERYTHING), TEST_SITE_URL));
    expect(page.querySelector("img, figure")).toBeNull();
    expect([...page.querySelectorAll("p")].map((p) => p.textContent)).toContain(
      "A bakery front with a striped awning",
    );
  });
});

describe("writeSearchIndex", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  // The real Pagefind, run as the build runs it, on the published articles of three.
  it("indexes the published articles in public/pagefind/, in place of an older index, and ships only what the search box loads", async () => {
    root = tempSite();
    const output = path.join(root, "public", "pagefind");
    fs.mkdirSync(output);
    fs.writeFileSync(path.join(output, "left-by-an-old-build.js"), "");
    await writeSearchIndex({ root, siteUrl: TEST_SITE_URL, articles: [removed] });
    const result = await writeSearchIndex({ root, siteUrl: TEST_SITE_URL, articles: [published] });
    expect(result.pages).toBe(1);
    const names = fs.readdirSync(output);
    expect(names).toEqual(
      expect.arrayContaining(["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind"]),
    );
    expect(names.filter((name) => /ui|highlight|worker|unknown|left-by/.test(name))).toEqual([]);
    const fragments = indexedFragments(root);
    expect(fragments.map((fragment) => fragment.url)).toEqual([published.path]);
    expect(fragments[0].meta).toEqual({
      title: published.title,
      category: "SEO",
      slug: published.slug,
    });
    expect(fragments[0].filters).toEqual({ category: ["SEO"] });
    expect(fragments[0].content).toContain("sourdough bakery");
    const everything = fs
      .readdirSync(output, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)))
      .map((bytes) => (bytes[0] === 0x1f ? zlib.gunzipSync(bytes) : bytes).toString("latin1"))
      .join("\n");
    expect(everything).not.toMatch(/not-built|marmalade/i);
    expect(result.bytes).toBeGreaterThan(0);
  });

  it("indexes a picture's words and every list item, with no picture's address", async () => {
    root = tempSite();
    const guide = writtenAs("full-guide", WITH_EVERYTHING);
    await writeSearchIndex({ root, siteUrl: TEST_SITE_URL, articles: [guide] });
    const [fragment] = indexedFragments(root);
    expect(fragment.content).toMatch(/striped awning.*$/);
    expect(fragment.content).toContain("Measure the flour");
    expect(Object.keys(fragment.meta).sort()).toEqual(["category", "slug", "title"]);
  });

  it("holds what it was last given, each build's articles as they are now", async () => {
    root = tempSite();
    await writeSearchIndex({
      root,
      siteUrl: TEST_SITE_URL,
      articles: [article("first-guide", "Sourdough"), article("old-guide", "Pretzels")],
    });
    await writeSearchIndex({
      root,
      siteUrl: TEST_SITE_URL,
      articles: [article("first-guide", "Sourdough and rye"), article("new-guide", "Bagels")],
    });
    const indexed = indexedFragments(root)
      .map(({ url, content }) => `${url} ${content}`)
      .sort();
    expect(indexed).toEqual([
      expect.stringMatching(/^\/resources\/first-guide\/ .*Sourdough and rye/),
      expect.stringMatching(/^\/resources\/new-guide\/ .*Bagels/),
    ]);
  });

  // Pagefind fails on an empty site: every article a draft must still build.
  it("makes no index of a library with nothing published, and an earlier build's is gone", async () => {
    root = tempSite();
    await writeSearchIndex({ root, siteUrl: TEST_SITE_URL, articles: [published] });
    expect(fs.existsSync(path.join(root, "public", "pagefind", "pagefind.js"))).toBe(true);

    expect(await writeSearchIndex({ root, siteUrl: TEST_SITE_URL, articles: [] })).toEqual({
      pages: 0,
      bytes: 0,
    });
    expect(fs.existsSync(path.join(root, "public", "pagefind"))).toBe(false);
  });

  it("stops the build, saying Pagefind failed, when it cannot run", async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    const writing = writeSearchIndex({ root, siteUrl: TEST_SITE_URL, articles: [published] });
    await expect(writing).rejects.toThrow(SearchIndexError);
    await expect(writing).rejects.toThrow(/Pagefind could not index the articles/);
  });
});

describe("the word index's files", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** `count` made-up words, each a different run of letters. */
  const madeUpWords = (count: number, seed: number) =>
    Array.from({ length: count }, (_, index) =>
      ((index + 1) * 7919 * seed)
        .toString(26)
        .replace(/\d/g, (digit) => String.fromCharCode(113 + Number(digit))),
    ).join(" ");

  // Each word a visitor types fetches the file holding it: the size is what a word costs.
  it("are small, so each word of a first search costs a few KB", async () => {
    root = tempSite();
    const articles = Array.from({ length: 20 }, (_, index) =>
      article(`guide-${index}`, madeUpWords(400, index + 1)),
    );
    await writeSearchIndex({ root, siteUrl: TEST_SITE_URL, articles });
    const dir = path.join(root, "public", "pagefind", "index");
    const sizes = fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).size);
    expect(sizes.length).toBeGreaterThan(4);
    expect(Math.max(...sizes)).toBeLessThan(INDEX_CHUNK_UNITS * 4);
  });

  it("stop the build when Pagefind ignored the size it was given", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "index-chunks-"));
    fs.mkdirSync(path.join(root, "index"));
    const write = (name: string, bytes: number) =>
      fs.writeFileSync(path.join(root, "index", name), Buffer.alloc(bytes));
    write("en_1.pf_index", INDEX_CHUNK_UNITS * 10);
    expect(() => checkIndexChunks(root)).toThrow(/PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE=2000/);
    for (const name of ["en_2", "en_3", "en_4"]) write(`${name}.pf_index`, INDEX_CHUNK_UNITS);
    write("en_1.pf_index", INDEX_CHUNK_UNITS);
    expect(() => checkIndexChunks(root)).not.toThrow();
  });
});

describe("checkSearchIndex", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("stops the build when the script the search box loads is missing", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "search-output-"));
    fs.mkdirSync(path.join(root, "index"));
    expect(() => checkSearchIndex(root)).toThrow(/no pagefind\.js in public\/pagefind\//);
    fs.writeFileSync(path.join(root, "pagefind.js"), "");
    expect(() => checkSearchIndex(root)).not.toThrow();
  });
});
