import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { ArticleContent } from "../src/content/article";
import type { ArticleInline } from "../src/content/articleBody";
import { FEED_PATHS, SEARCH_INDEX_PATH } from "../src/lib/routes";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { all, builtFiles, parseHtml, parseXml, rawText, textOf } from "./builtHtml";

/**
 * A draft or a scheduled article is never published: no file the build writes (pages, page data, feeds, sitemaps,
 * the search index) holds a draft's address, its title or a sentence of its text. Each file
 * is read as what it is (HTML and XML by the parser, JSON parsed, the search index's fragments
 * unzipped), so an escaped apostrophe or a gzipped fragment hides nothing. The same reading
 * finds a published article in each kind of file, so the check is known to see a leak.
 */

/** Text as compared: typographic apostrophes as typed ones, white space collapsed. */
const normal = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** Files that hold no text a page shows: pictures, fonts, the downloads, WebAssembly. */
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|pdf|xlsx|wasm|pagefind)$/;

/** Every string in parsed JSON, and the text of each that is HTML (a feed entry's content). */
const jsonStrings = (value: unknown): string[] => {
  if (typeof value === "string")
    return value.includes("<") ? [value, textOf(parseHtml(value))] : [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
};

/** The words in one built file, however the file holds them, as one normalized text. */
function readableText(publicDir: string, file: string): string {
  const bytes = fs.readFileSync(path.join(publicDir, file));
  if (file.startsWith(SEARCH_INDEX_PATH) && /\.pf_[a-z]+$/.test(file)) {
    // Pagefind gzips its index; a fragment is one page's text as JSON after a signature.
    const text = zlib.gunzipSync(bytes).toString("utf8");
    const fragment = /^pagefind_dcd(\{.*)$/s.exec(text);
    return normal(fragment ? jsonStrings(JSON.parse(fragment[1])).join("\n") : text);
  }
  const text = bytes.toString("utf8");
  if (file.endsWith(".html")) {
    const doc = parseHtml(text);
    const attributes = all("*", doc).flatMap((element) => Object.values(element.attribs));
    return normal([rawText(doc), ...attributes].join("\n"));
  }
  if (file.endsWith(".json") || file.endsWith(".webmanifest")) {
    return normal(jsonStrings(JSON.parse(text)).join("\n"));
  }
  if (file.endsWith(".xml")) {
    // An Atom entry's content is HTML inside the XML: its text is read once more as HTML.
    const xml = rawText(parseXml(text));
    return normal(`${xml}\n${textOf(parseHtml(xml))}`);
  }
  return normal(text);
}

/** Words enough to be one article's: "Yes, really." or a title like "Pricing" may be anyone's. */
const distinctive = (text: string) => text.split(" ").length >= 5;

/** The runs of text in an article's body, each cut into its sentences. */
function sentences(article: Pick<ArticleContent, "blocks">): string[] {
  const runs = (nodes: readonly ArticleInline[]): string[] =>
    nodes.flatMap((node) => (node.text === null ? runs(node.children) : [node.text]));
  return article.blocks
    .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
    .flatMap(runs)
    .flatMap((run) => run.split(/(?<=[.!?])\s+/))
    .map(normal)
    .filter(distinctive);
}

/**
 * What would show that `article` was published: its address, its title, its sentences. Only
 * its own: another article may share the title or a sentence, and then shows it by right.
 */
function marks(article: ArticleContent, others: readonly ArticleContent[]) {
  const theirs = others.map((other) => normal([other.title, ...sentences(other)].join("\n")));
  const own = (text: string) => !theirs.some((words) => words.includes(text));
  const title = normal(article.title);
  return {
    address: article.path,
    title: distinctive(title) && own(title) ? title : null,
    sentences: sentences(article).filter(own),
  };
}

/** Every mark, as one list. */
const allMarks = ({ address, title, sentences: own }: ReturnType<typeof marks>) => [
  address,
  ...(title ? [title] : []),
  ...own,
];

describe.each([realBuild(), fixtureBuild()])("the $name site's build", (build: Build) => {
  const { publicDir, articles, allArticles } = build;
  const files = builtFiles(publicDir).filter((file) => !BINARY.test(file));
  const texts = new Map(files.map((file) => [file, readableText(publicDir, file)]));
  const found = (text: readonly string[]) =>
    Object.fromEntries(
      files
        .map((file) => [file, text.filter((mark) => texts.get(file)?.includes(mark))] as const)
        .filter(([, seen]) => seen.length > 0),
    );

  test("no file holds an unpublished article's address, title or text, nor is at its address", () => {
    // Drafts, and scheduled articles (dated after the build's day: src/content/publication.ts).
    const published = new Set(articles.map((article) => article.slug));
    const drafts = allArticles.filter((article) => !published.has(article.slug));
    const leaks = drafts.map((draft) => ({
      draft: draft.slug,
      files: builtFiles(publicDir).filter((file) => file.includes(`/${draft.slug}/`)),
      holding: found(allMarks(marks(draft, articles))),
    }));
    expect(leaks).toEqual(drafts.map((draft) => ({ draft: draft.slug, files: [], holding: {} })));
  });

  test("the same reading finds a published article in every kind of file that lists it", () => {
    // An entry of the feed with a sentence of its own: it is on its page, in its page data,
    // in both feeds, in the sitemap and in the search index.
    const feed = JSON.parse(fs.readFileSync(path.join(publicDir, FEED_PATHS.json), "utf8")) as {
      items: { url: string }[];
    };
    const markOf = (candidate: ArticleContent) =>
      marks(
        candidate,
        articles.filter((other) => other !== candidate),
      );
    // One with a title of its own if there is one: a title of under five words ("SEO 101",
    // or every title of a valid site) is no mark, and the check then reads the rest.
    const entries = feed.items
      .map((item) => articles.find((candidate) => item.url.endsWith(candidate.path)))
      .filter(
        (candidate): candidate is ArticleContent =>
          candidate !== undefined && markOf(candidate).sentences.length > 0,
      );
    const article = entries.find((candidate) => markOf(candidate).title) ?? entries[0];
    if (!article) throw new Error("no entry of the JSON Feed has a sentence of its own");
    const {
      address,
      title,
      sentences: [sentence],
    } = markOf(article);
    const shown = [address, title, sentence].filter((mark): mark is string => mark !== null);
    const holding = found(shown);
    const kinds = {
      page: `${article.path}index.html`,
      pageData: `/page-data${article.path}page-data.json`,
      atom: FEED_PATHS.atom,
      json: FEED_PATHS.json,
    };
    expect(
      Object.fromEntries(Object.entries(kinds).map(([kind, file]) => [kind, holding[file]])),
    ).toEqual(Object.fromEntries(Object.keys(kinds).map((kind) => [kind, shown])));
    const sitemaps = files.filter((file) => /^\/sitemap-\d+\.xml$/.test(file));
    expect(sitemaps.some((file) => holding[file]?.includes(address))).toBe(true);
    const fragments = files.filter((file) => file.startsWith(`${SEARCH_INDEX_PATH}fragment/`));
    expect(fragments.some((file) => holding[file]?.includes(sentence))).toBe(true);
  });
});
