import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { indexedFragments, searchableArticle, tempSite } from "../hosting/searchIndex.testing";
import { finishSearchIndex, onPostBootstrap, type IndexedArticle } from "./searchIndexRun";

/** An Article node as Gatsby holds it: the article, with a digest of its content. */
const article = (slug: string, words: string): IndexedArticle => {
  const fields = searchableArticle(slug, words);
  const contentDigest = createHash("md5").update(JSON.stringify(fields)).digest("hex");
  return { ...fields, internal: { contentDigest } };
};

/** Each indexed page's address and text, in address order. */
const indexed = (root: string) =>
  indexedFragments(root)
    .map(({ url, content }) => `${url} ${content}`)
    .sort();

describe("the search index started at bootstrap", () => {
  const command = process.env.gatsby_executing_command;
  let root: string;
  beforeEach(() => {
    process.env.gatsby_executing_command = "build";
    root = tempSite();
  });
  afterEach(() => {
    process.env.gatsby_executing_command = command;
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Gatsby's onPostBootstrap, with `articles` published, each on its page. */
  const bootstrap = (articles: IndexedArticle[]) =>
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
    const result = await finishSearchIndex(root, articles);
    expect(result.pages).toBe(2);
    expect(indexed(root)).toEqual([
      expect.stringMatching(/^\/resources\/first-guide\/ .*Sourdough/),
      expect.stringMatching(/^\/resources\/second-guide\/ .*Pretzels/),
    ]);
    expect(fs.readdirSync(path.join(root, ".cache"))).toEqual([]);
  });

  it("is made again when the articles differ from the ones it indexed", async () => {
    await bootstrap([article("first-guide", "Sourdough")]);
    const now = [article("first-guide", "Sourdough and rye"), article("new-guide", "Bagels")];
    const result = await finishSearchIndex(root, now);
    expect(result.pages).toBe(2);
    expect(indexed(root)).toEqual([
      expect.stringMatching(/^\/resources\/first-guide\/ .*Sourdough and rye/),
      expect.stringMatching(/^\/resources\/new-guide\/ .*Bagels/),
    ]);
  });

  it("is made again when only an article's text changed since it was indexed", async () => {
    await bootstrap([article("first-guide", "Sourdough")]);
    const result = await finishSearchIndex(root, [article("first-guide", "Rye")]);
    expect(result.pages).toBe(1);
    expect(indexed(root)).toEqual([expect.stringMatching(/^\/resources\/first-guide\/ .*Rye/)]);
  });
});
