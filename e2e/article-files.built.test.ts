import fs from "node:fs";
import path from "node:path";
import { inlineText, type ArticleBlock } from "../src/content/articleBody";
import { articleBodyPath } from "../src/lib/routes";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { all, builtFiles, byRoute, first, readPage, textOf } from "./builtHtml";

/**
 * The articles' body files, which the Resources dialog fetches (plugins/site/articles), read
 * from both builds without a browser: one for every published article and none for a draft,
 * each holding its article's card fields and text as its page shows them.
 * e2e/resources-dialog-body.spec.ts shows one in the dialog.
 */

/** A body file, as far as these checks read it. */
interface BodyFile {
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  draft: boolean;
  tags: string[];
  date: string | null;
  displayDate: string | null;
  blocks: (Pick<ArticleBlock, "kind" | "content" | "items"> & { image: BodyImage | null })[];
}

/** An image block's image: sharp's responsive data, the part that names files. */
interface BodyImage {
  alt: string;
  file: {
    childImageSharp: {
      gatsbyImageData: {
        images: { fallback?: { src: string; srcSet?: string }; sources?: { srcSet: string }[] };
      };
    } | null;
  };
}

const words = (blocks: readonly Pick<ArticleBlock, "content" | "items">[]) =>
  blocks
    .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
    .map(inlineText)
    .join(" ");

/** The addresses a srcset names ("/a.jpg 168w,\n/b.jpg 336w"). */
const srcSetUrls = (srcSet: string | undefined) =>
  (srcSet ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

describe.each([realBuild(), fixtureBuild()])("the $name site's build", (build: Build) => {
  const { publicDir, articles, allArticles } = build;
  const read = (route: string) =>
    JSON.parse(fs.readFileSync(path.join(publicDir, articleBodyPath(route)), "utf8")) as BodyFile;
  const routes = articles.map((article) => article.path);

  test("every published article has its body file, and nothing else has one", () => {
    const bodyFiles = builtFiles(publicDir).filter((file) => file.endsWith("/body.json"));
    expect(bodyFiles).toEqual(routes.map((route) => articleBodyPath(route)).sort());
    // Drafts and scheduled articles: every file that is not published.
    const published = new Set(routes);
    const drafts = allArticles
      .map((article) => article.path)
      .filter((route) => !published.has(route));
    const fileOf = (route: string) => fs.existsSync(path.join(publicDir, articleBodyPath(route)));
    expect(byRoute(drafts, fileOf)).toEqual(byRoute(drafts, () => false));
  });

  test("each holds its article's card fields and text, as the build read them", () => {
    const held = (route: string) => {
      const { title, excerpt, category, readTime, draft, tags, date, blocks } = read(route);
      // A dated article's own day; an undated one's comes from its history (the next test).
      const day = articles.find((a) => a.path === route)?.date ? date : null;
      return { title, excerpt, category, readTime, draft, tags, date: day, words: words(blocks) };
    };
    expect(byRoute(routes, held)).toEqual(
      Object.fromEntries(
        articles.map((a) => [
          a.path,
          {
            title: a.title,
            excerpt: a.excerpt,
            category: a.category,
            readTime: a.readTime,
            draft: false,
            tags: a.tags,
            date: a.date,
            words: words(a.blocks),
          },
        ]),
      ),
    );
  });

  test("each dates its article as the article page does", () => {
    const dated = (route: string) => {
      const { date, displayDate } = read(route);
      return date === null ? null : { datetime: date, text: displayDate };
    };
    const onPage = (route: string) => {
      // The article's meta line holds the page's only <time>: further reading shows no date.
      // An undated article has the date of its first commit, or none without git history.
      const time = first("main time", readPage(publicDir, route));
      return time && { datetime: time.attribs.datetime, text: textOf(time) };
    };
    expect(byRoute(routes, dated)).toEqual(byRoute(routes, onPage));
  });

  test("each picture names the image files its article page's body shows, each built", () => {
    const named = (route: string) =>
      read(route)
        .blocks.flatMap((block) => {
          const images = block.image?.file.childImageSharp?.gatsbyImageData.images;
          if (!block.image || !images) return block.kind === "image" ? ["(no image data)"] : [];
          return [
            images.fallback?.src ?? "(no fallback)",
            ...srcSetUrls(images.fallback?.srcSet),
            ...(images.sources ?? []).flatMap((source) => srcSetUrls(source.srcSet)),
          ];
        })
        .sort();
    const shown = (route: string) => {
      const body = first('[data-testid="article-body"]', readPage(publicDir, route));
      if (!body) return ["(no article body)"];
      return all("img, source", body).flatMap((element) => [
        ...(element.name === "img" ? [element.attribs.src] : []),
        ...srcSetUrls(element.attribs.srcset),
      ]);
    };
    const unique = (urls: string[]) => [...new Set(urls)].sort();
    expect(byRoute(routes, (route) => unique(named(route)))).toEqual(
      byRoute(routes, (route) => unique(shown(route))),
    );
    const missing = routes
      .flatMap(named)
      .filter((url) => !fs.existsSync(path.join(publicDir, decodeURI(url))));
    expect(missing).toEqual([]);
    // The fixture site has an article with a picture: the check above is not met by having none.
    if (build.name === "fixture") expect(routes.flatMap(named).length).toBeGreaterThan(0);
  });
});
