import type { ArticleContent } from "../src/content/article";
import { inlineText } from "../src/content/articleBody";
import { indexedFragments } from "../plugins/site/search/searchIndex.testing";
import { fixtureBuild, realBuild, type Build } from "./builds";

// cspell:ignore Quillwort

/**
 * The article search's index as each build wrote it (public/pagefind/, one gzipped fragment per
 * indexed page: plugins/site/search/searchIndex.ts), read without a browser. What it must
 * hold is a property of any valid content: every published article once, drafts never.
 */

const words = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];
/** Everything of an article a visitor could search for: its fields and its body. */
const searchable = (article: ArticleContent) =>
  [
    article.title,
    article.excerpt,
    article.category,
    ...article.tags,
    ...article.blocks.flatMap((block) => [
      inlineText(block.content),
      ...block.items.map((item) => inlineText(item.content)),
      block.image?.alt ?? "",
    ]),
  ].join(" ");

/** Words of a build's drafts that no published article has: a search must never find them. */
function draftOnlyWords({ allArticles, articles }: Build): string[] {
  const published = new Set(articles.flatMap((article) => words(searchable(article))));
  const drafts = allArticles.filter((article) => article.draft);
  return [...new Set(drafts.flatMap((draft) => words(searchable(draft))))].filter(
    (word) => !published.has(word),
  );
}

describe.each([realBuild(), fixtureBuild()])("the $name site's search index", (build: Build) => {
  const fragments = indexedFragments(build.root);

  test("holds every published article once, under its own title and category, and nothing else", () => {
    const indexed = fragments.map(({ url, meta }) => ({
      url,
      title: meta.title,
      category: meta.category,
    }));
    const published = build.articles.map(({ path, title, category }) => ({
      url: path,
      title,
      category,
    }));
    const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);
    expect(indexed.sort(byUrl)).toEqual(published.sort(byUrl));
  });

  test("holds no draft's page and no word only a draft has", () => {
    const drafts = new Set(
      build.allArticles.filter((article) => article.draft).map((article) => article.path),
    );
    const draftWords = draftOnlyWords(build);
    // Keyed by page, so a failure names the page that let a draft in.
    const leaks = Object.fromEntries(
      fragments.map(({ url, content }) => {
        const indexed = new Set(words(content));
        return [url, { draft: drafts.has(url), words: draftWords.filter((w) => indexed.has(w)) }];
      }),
    );
    expect(leaks).toEqual(
      Object.fromEntries(fragments.map(({ url }) => [url, { draft: false, words: [] }])),
    );
  });
});

test("the fixture site has a draft with words of its own, so the check above can fail", () => {
  expect(draftOnlyWords(fixtureBuild())).toContain("quillwort");
});
