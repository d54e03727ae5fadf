import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  checkIndexChunks,
  INDEX_CHUNK_UNITS,
  pagefindProgram,
  publishedArticles,
  searchPageHtml,
  writeSearchIndex,
} from "./searchIndex";
import {
  indexedFragments,
  paragraph,
  searchableArticle as article,
  tempSite,
} from "./searchIndex.testing";

const published = article("plain-guide", "Citations help a sourdough bakery rank.");
const draft = article("secret-plan", "Zeppelin is a word only this draft has.", true);
const withoutPage = article("not-built", "Marmalade appears in no built page.");

describe("publishedArticles", () => {
  it("keeps the articles this build made a page for, never a draft", () => {
    const pages = ["/", published.path, draft.path];
    expect(publishedArticles([published, draft, withoutPage], pages)).toEqual([published]);
  });
});

describe("searchPageHtml", () => {
  it("gives Pagefind the title, category, slug, excerpt and body, with the writer's text escaped", () => {
    const html = searchPageHtml({
      ...published,
      title: "Fish & <chips>",
      blocks: [paragraph('<script>alert("x")</script>')],
    });
    expect(html).toContain("<h1>Fish &amp; &lt;chips&gt;</h1>");
    expect(html).toContain('data-pagefind-filter="category" data-pagefind-meta="category">SEO<');
    expect(html).toContain('data-pagefind-meta="slug:plain-guide"');
    expect(html).toContain("<p>A short guide.</p>");
    expect(html).toContain("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>");
    expect(html).not.toContain("<script");
  });
});

describe("writeSearchIndex", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  // The real Pagefind, run as the build runs it, on a published article and a draft's page.
  it("indexes only the published articles, and ships only what the search box loads", async () => {
    root = tempSite();
    const output = path.join(root, "public", "pagefind");
    fs.mkdirSync(output);
    fs.writeFileSync(path.join(output, "left-by-an-old-build.js"), "");
    const articles = publishedArticles([published, draft], [published.path]);
    const result = await writeSearchIndex(root, articles);
    expect(result.pages).toBe(1);
    const names = fs.readdirSync(output);
    expect(names).toEqual(
      expect.arrayContaining(["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind"]),
    );
    expect(names.filter((name) => /ui|highlight|worker|unknown|left-by/.test(name))).toEqual([]);
    const fragments = indexedFragments(root);
    expect(fragments.map((fragment) => fragment.url)).toEqual([published.path]);
    expect(fragments[0].meta).toMatchObject({
      title: published.title,
      category: "SEO",
      slug: published.slug,
    });
    expect(fragments[0].content).toContain("sourdough bakery");
    const everything = fs
      .readdirSync(output, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)))
      .map((bytes) => (bytes[0] === 0x1f ? zlib.gunzipSync(bytes) : bytes).toString("latin1"))
      .join("\n");
    expect(everything).not.toMatch(/zeppelin|secret-plan/i);
  });
});

describe("a library with nothing published", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  // Pagefind fails on an empty site: every article a draft must still build.
  it("has no index, and an earlier build's is gone", async () => {
    root = tempSite();
    await writeSearchIndex(root, [published]);
    expect(fs.existsSync(path.join(root, "public", "pagefind", "pagefind.js"))).toBe(true);

    expect(await writeSearchIndex(root, publishedArticles([draft], [draft.path]))).toEqual({
      pages: 0,
      bytes: 0,
    });
    expect(fs.existsSync(path.join(root, "public", "pagefind"))).toBe(false);
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
    await writeSearchIndex(root, articles);
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

describe("pagefindProgram", () => {
  // Its npm wrapper would start Node first; a Pagefind upgrade that moves the program fails here.
  it("runs the program Pagefind installed for this machine, not its Node wrapper", () => {
    expect(pagefindProgram(process.cwd())).toMatch(
      /node_modules\/@pagefind\/[\w-]+\/bin\/pagefind_extended$/,
    );
  });
});
