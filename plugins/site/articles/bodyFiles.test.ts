import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import {
  Kind,
  parse,
  print,
  visit,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { INLINE_DEPTH } from "../../../src/content/articleBody";
import { articleBodyPath, articlePath } from "../../../src/lib/routes";
import { feedBodiesQuery } from "../feed/feedQuery";
import type { ArticleBodyFile } from "../../../src/sections/resources/useArticleBody";
import {
  ARTICLE_BODY_COMPONENT,
  ARTICLE_FILES_QUERY,
  BODY_FILE_MODULES,
  fragmentsIn,
  writeArticleBodyFiles,
  type ArticleFilesResult,
} from "./bodyFiles";

const SITE = path.resolve(__dirname, "../../..");

/** The GraphQL text of every `graphql` tagged template in a file of the site. */
const queriesIn = (file: string) =>
  [...fs.readFileSync(path.join(SITE, file), "utf8").matchAll(/(?<![\w`])graphql`([^`]*)`/g)]
    .map((match) => match[1])
    .join("\n");

/**
 * Every leaf a selection asks for, as `alias: field(args)` paths, fragments expanded: two
 * queries that ask for the same data have the same list, however they spell it.
 */
function leaves(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  prefix = "",
): string[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      if (!fragment) throw new Error(`No fragment ${selection.name.value}`);
      return leaves(fragment.selectionSet, fragments, prefix);
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return leaves(selection.selectionSet, fragments, prefix);
    }
    const args = selection.arguments?.length
      ? `(${selection.arguments.map((arg) => print(arg)).join(", ")})`
      : "";
    const alias = selection.alias ? `${selection.alias.value}: ` : "";
    const name = `${prefix}${alias}${selection.name.value}${args}`;
    return selection.selectionSet ? leaves(selection.selectionSet, fragments, `${name}.`) : [name];
  });
}

/** The leaves under the field `field` of the first operation of `text`. */
function fieldLeaves(text: string, field: string): string[] {
  const document = parse(text);
  const fragments = new Map(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
  const operation = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error("No query");
  const root = operation.selectionSet.selections.find(
    (node) => node.kind === Kind.FIELD && node.name.value === field,
  );
  if (root?.kind !== Kind.FIELD || !root.selectionSet) throw new Error(`No ${field} field`);
  return [...new Set(leaves(root.selectionSet, fragments))].sort();
}

/** The article page's query, with the fragments of the modules it spreads. */
const PAGE = [
  queriesIn("src/templates/article.tsx"),
  ...BODY_FILE_MODULES.map((module) => queriesIn(module)),
].join("\n");

/** What the body-file query asks of each article, as `field(args)` paths under it. */
const FILE_LEAVES = fieldLeaves(ARTICLE_FILES_QUERY, "allArticle").map((leaf) =>
  leaf.replace(/^nodes\./, ""),
);

describe("ARTICLE_FILES_QUERY", () => {
  it("asks for what the article page shows, as the page asks for it", () => {
    const page = new Set(fieldLeaves(PAGE, "article"));
    expect(FILE_LEAVES.filter((leaf) => !page.has(leaf))).toEqual([]);
  });

  it("asks for the slug the files are written by, and the dates and blocks", () => {
    const names = new Set(FILE_LEAVES.map((leaf) => leaf.split(/[.(]/)[0]));
    for (const name of ["slug", "date: published", "displayDate: published", "blocks"]) {
      expect(names).toContain(name);
    }
  });

  it("asks for every article, with no variable of its own", () => {
    expect(ARTICLE_FILES_QUERY).not.toMatch(/\$/);
    expect(
      fieldLeaves(ARTICLE_FILES_QUERY, "allArticle").filter((leaf) => !leaf.startsWith("nodes.")),
    ).toEqual([]);
  });
});

/** The selection under the first `blocks` field of `text`, as written. */
function blocksSelection(text: string): string {
  let found: string | null = null;
  visit(parse(text), {
    Field: (field) => {
      if (field.name.value === "blocks" && field.selectionSet && found === null) {
        found = print(field.selectionSet);
      }
    },
  });
  if (found === null) throw new Error("No blocks field");
  return found;
}

describe("an article's blocks", () => {
  const fragments = parse(fragmentsIn(ARTICLE_BODY_COMPONENT)).definitions;
  const names = new Set(fragments.map((node) => (node as FragmentDefinitionNode).name.value));

  it.each([
    ["article page", PAGE],
    ["body files", ARTICLE_FILES_QUERY],
    ["feeds", feedBodiesQuery],
  ])("%s: asked with ArticleBody's fragment alone", (_, text) => {
    expect(blocksSelection(text)).toBe("{\n  ...ArticleBlockFields\n}");
  });

  it.each([
    ["body files", ARTICLE_FILES_QUERY],
    ["feeds", feedBodiesQuery],
  ])("%s: the query carries ArticleBody's fragments as written there", (_, text) => {
    const own = parse(text).definitions.filter(
      (node) => node.kind === Kind.FRAGMENT_DEFINITION && names.has(node.name.value),
    );
    expect(own.map((node) => print(node))).toEqual(fragments.map((node) => print(node)));
  });

  it("asks for INLINE_DEPTH levels of inline nodes, as deep as the parser nests them", () => {
    const depths = fieldLeaves(
      `{ article { blocks { ...ArticleBlockFields } } } ${PAGE}`,
      "article",
    )
      .filter((leaf) => leaf.startsWith("blocks.content."))
      .map((leaf) => leaf.split(".").filter((part) => part === "children").length + 1);
    expect(Math.max(...depths)).toBe(INLINE_DEPTH);
  });
});

/** An article as the query returns it; only the fields these tests read vary. */
const node = (slug: string): ArticleFilesResult["allArticle"]["nodes"][number] => ({
  slug,
  path: articlePath(slug),
  title: `The ${slug}`,
  excerpt: "Short.",
  category: "SEO",
  readTime: "2 min read",
  draft: false,
  scheduledFor: null,
  tags: ["Local"],
  date: "2026-03-04",
  displayDate: "March 4, 2026",
  blocks: [
    {
      kind: "paragraph",
      level: null,
      ordered: null,
      content: [{ kind: "text", text: `About ${slug}.`, href: null, children: [] }],
      items: [],
      image: null,
    },
  ],
});

const result = (...nodes: ArticleFilesResult["allArticle"]["nodes"]) => ({
  allArticle: { nodes },
});

describe("writeArticleBodyFiles", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "body-files-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  const file = (slug: string) => path.join(publicDir, articleBodyPath(articlePath(slug)));
  const read = (slug: string) => JSON.parse(fs.readFileSync(file(slug), "utf8")) as unknown;
  /** The slugs that have a body file now. */
  const withFiles = () => {
    const library = path.join(publicDir, "resources");
    if (!fs.existsSync(library)) return [];
    return fs
      .readdirSync(library)
      .filter((slug) => fs.existsSync(file(slug)))
      .sort();
  };
  const put = (relative: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, relative), "kept");
  };

  it("writes each article's fields and blocks beside its page, without its slug", () => {
    const article = node("local-seo");
    expect(writeArticleBodyFiles(publicDir, result(article, node("reviews")))).toBe(2);
    const { slug: _, ...expected } = article;
    expect(read("local-seo")).toEqual(expected satisfies ArticleBodyFile);
    expect(file("local-seo")).toBe(path.join(publicDir, "resources/local-seo/body.json"));
    expect(withFiles()).toEqual(["local-seo", "reviews"]);
  });

  it("rewrites only the files whose article changed, and brings a changed one up to date", () => {
    writeArticleBodyFiles(publicDir, result(node("kept"), node("edited")));
    const longAgo = new Date("2020-01-01T00:00:00Z");
    for (const slug of ["kept", "edited"]) fs.utimesSync(file(slug), longAgo, longAgo);
    const edited = { ...node("edited"), title: "A new title" };

    expect(writeArticleBodyFiles(publicDir, result(node("kept"), edited))).toBe(2);
    expect(fs.statSync(file("kept")).mtime).toEqual(longAgo);
    expect(read("edited")).toMatchObject({ title: "A new title" });
  });

  it("removes the file of an article made a draft or deleted since the last build, and nothing else", () => {
    writeArticleBodyFiles(publicDir, result(node("stays"), node("drafted"), node("deleted")));
    // The page of the article made a draft, as an earlier build left it; the deleted one's is gone.
    put("resources/drafted/index.html");
    put("resources/feed.json");
    put("resources/category/seo/index.html");
    put("resources/page/2/index.html");

    // The query no longer returns the draft (../gatsby/createResolvers.ts).
    expect(writeArticleBodyFiles(publicDir, result(node("stays")))).toBe(1);
    expect(withFiles()).toEqual(["stays"]);
    expect(fs.existsSync(path.join(publicDir, "resources/deleted"))).toBe(false);
    for (const kept of [
      "resources/drafted/index.html",
      "resources/feed.json",
      "resources/category/seo/index.html",
      "resources/page/2/index.html",
    ]) {
      expect(fs.readFileSync(path.join(publicDir, kept), "utf8")).toBe("kept");
    }
  });

  it("leaves only the files of the last build's articles, whatever the builds before", () => {
    const slug = fc.constantFrom("a", "b", "c-d", "e1", "page-two");
    // Each build's published articles, as its query returned them.
    const build = fc.array(slug, { maxLength: 5 });
    fc.assert(
      fc.property(fc.array(build, { minLength: 1, maxLength: 4 }), (builds) => {
        fs.rmSync(publicDir, { recursive: true, force: true });
        fs.mkdirSync(publicDir);
        for (const slugs of builds) {
          writeArticleBodyFiles(publicDir, result(...slugs.map((one) => node(one))));
        }
        expect(withFiles()).toEqual([...new Set(builds[builds.length - 1])].sort());
      }),
    );
  });

  it.each(["../escape", "Upper", "a/b", ""])("refuses the slug %j", (slug) => {
    expect(() => writeArticleBodyFiles(publicDir, result(node(slug)))).toThrow(
      /Not an article slug/,
    );
    expect(fs.readdirSync(publicDir)).toEqual([]);
  });

  it("writes nothing when the query returned no data", () => {
    expect(() => writeArticleBodyFiles(publicDir, undefined)).toThrow(/returned no data/);
    expect(fs.readdirSync(publicDir)).toEqual([]);
  });
});
