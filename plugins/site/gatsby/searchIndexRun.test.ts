/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ArticleBlock } from "../../../src/content/articleBody";
import type { SearchableArticle } from "../hosting/searchIndex";
import { finishSearchIndex, onPostBootstrap } from "./searchIndexRun";

const article = (slug: string, words: string): SearchableArticle => ({
  slug,
  path: `/resources/${slug}/`,
  title: `About ${slug}`,
  excerpt: "A short guide.",
  category: "SEO",
  draft: false,
  blocks: [
    {
      kind: "paragraph",
      level: null,
      ordered: null,
      content: [{ kind: "text", text: words, href: null, children: [] }],
      items: [],
      image: null,
    } satisfies ArticleBlock,
  ],
});

/** Each indexed page's address and text, read back from Pagefind's fragments in `publicDir`. */
const indexed = (publicDir: string) => {
  const fragments = path.join(publicDir, "pagefind", "fragment");
  return fs
    .readdirSync(fragments)
    .map((name) => {
      const json = zlib
        .gunzipSync(fs.readFileSync(path.join(fragments, name)))
        .toString("utf8")
        .replace(/^pagefind_dcd/, "");
      const { url, content } = JSON.parse(json) as { url: string; content: string };
      return `${url} ${content}`;
    })
    .sort();
};

describe("the search index started at bootstrap", () => {
  const command = process.env.gatsby_executing_command;
  let root: string;
  let publicDir: string;
  beforeEach(() => {
    process.env.gatsby_executing_command = "build";
    root = fs.mkdtempSync(path.join(os.tmpdir(), "search-run-"));
    publicDir = path.join(root, "public");
    fs.mkdirSync(publicDir);
    // The real Pagefind, from this project.
    fs.symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
  });
  afterEach(() => {
    process.env.gatsby_executing_command = command;
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Gatsby's onPostBootstrap, with `articles` published, each on its page. */
  const bootstrap = (articles: SearchableArticle[]) =>
    onPostBootstrap?.(
      {
        store: { getState: () => ({ program: { directory: root } }) },
        getNodesByType: (type: string) =>
          type === "Article" ? articles : articles.map((a) => ({ path: a.path })),
      } as unknown as Parameters<NonNullable<typeof onPostBootstrap>>[0],
      {} as never,
      () => undefined,
    );

  it("is moved into public/ when the build publishes the articles it indexed", async () => {
    const articles = [article("first-guide", "Sourdough"), article("second-guide", "Pretzels")];
    await bootstrap(articles);
    const result = await finishSearchIndex(root, publicDir, articles);
    expect(result.pages).toBe(2);
    expect(indexed(publicDir)).toEqual([
      expect.stringMatching(/^\/resources\/first-guide\/ .*Sourdough/),
      expect.stringMatching(/^\/resources\/second-guide\/ .*Pretzels/),
    ]);
    expect(fs.readdirSync(path.join(root, ".cache"))).toEqual([]);
  });

  it("is made again when the articles differ from the ones it indexed", async () => {
    await bootstrap([article("first-guide", "Sourdough")]);
    const now = [article("first-guide", "Sourdough and rye"), article("new-guide", "Bagels")];
    const result = await finishSearchIndex(root, publicDir, now);
    expect(result.pages).toBe(2);
    expect(indexed(publicDir)).toEqual([
      expect.stringMatching(/^\/resources\/first-guide\/ .*Sourdough and rye/),
      expect.stringMatching(/^\/resources\/new-guide\/ .*Bagels/),
    ]);
  });
});
