import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ArticleBlock } from "../../../src/content/articleBody";
import {
  pagefindProgram,
  publishedArticles,
  searchPageHtml,
  writeSearchIndex,
  type SearchableArticle,
} from "./searchIndex";

const paragraph = (text: string): ArticleBlock => ({
  kind: "paragraph",
  level: null,
  ordered: null,
  content: [{ kind: "text", text, href: null, children: [] }],
  items: [],
  image: null,
});

const article = (slug: string, words: string, draft = false): SearchableArticle => ({
  slug,
  path: `/resources/${slug}/`,
  title: `About ${slug}`,
  excerpt: "A short guide.",
  category: "SEO",
  draft,
  blocks: [paragraph(words)],
});

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
    root = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    const publicDir = path.join(root, "public");
    fs.mkdirSync(path.join(publicDir, "pagefind"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "pagefind", "left-by-an-old-build.js"), "");
    const articles = publishedArticles([published, draft], [published.path]);
    const result = await writeSearchIndex(process.cwd(), publicDir, articles);
    expect(result.pages).toBe(1);
    const output = path.join(publicDir, "pagefind");
    const names = fs.readdirSync(output);
    expect(names).toEqual(
      expect.arrayContaining(["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind"]),
    );
    expect(names.filter((name) => /ui|highlight|worker|unknown|left-by/.test(name))).toEqual([]);
    // Each indexed page's text is a gzipped fragment: read them all back.
    const fragments = fs
      .readdirSync(path.join(output, "fragment"))
      .map((name) => zlib.gunzipSync(fs.readFileSync(path.join(output, "fragment", name))))
      .map(
        (bytes) =>
          JSON.parse(bytes.toString("utf8").replace(/^pagefind_dcd/, "")) as {
            url: string;
            content: string;
            meta: Record<string, string>;
          },
      );
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

describe("pagefindProgram", () => {
  // Its npm wrapper would start Node first; a Pagefind upgrade that moves the program fails here.
  it("runs the program Pagefind installed for this machine, not its Node wrapper", () => {
    expect(pagefindProgram(process.cwd())).toMatch(
      /node_modules\/@pagefind\/[\w-]+\/bin\/pagefind_extended$/,
    );
  });
});
