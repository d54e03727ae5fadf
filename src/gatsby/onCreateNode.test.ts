import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import {
  articleFromMdx,
  linesBeforeBody,
  onCreateNode,
  readFrontmatter,
  readTextFile,
} from "./onCreateNode";

const root = path.resolve(__dirname, "../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Writes an article file as a writer would, returning its path. */
function writeArticle(name: string, frontmatter: string, body: string) {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, `---\n${frontmatter}\n---\n${body}`);
  return file;
}

const goodFrontmatter = [
  'title: "Email marketing that gets opened"',
  'excerpt: "Three habits."',
  "category: Email Marketing",
  'readTime: "1 min read"',
  "tags:",
  "  - Email",
].join("\n");

const article = {
  title: "Email marketing that gets opened",
  excerpt: "Three habits.",
  category: "Email Marketing",
  readTime: "1 min read",
  tags: ["Email"],
};

/** Calls onCreateNode the way Gatsby does, with fake actions and reporter. */
function run(node: Partial<Node> & Record<string, unknown>, file: string, relativeDirectory = "") {
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const reporter = { panic: jest.fn() };
  const absolutePath = path.isAbsolute(file) ? file : path.join(root, file);
  const parent = { id: "file-1", absolutePath, relativeDirectory };
  const args = {
    node: { id: "node-1", parent: "file-1", children: [], ...node },
    getNode: (id: string) => (id === "file-1" ? parent : undefined),
    actions,
    reporter,
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
  } as unknown as CreateNodeArgs;
  onCreateNode?.(args, { plugins: [] }, () => undefined);
  return { actions, reporter };
}

describe("onCreateNode", () => {
  it("turns an article's MDX into an Article node with its path, blocks and word count", () => {
    const body = "Send *one* useful email a month.\n\nKeep it short.";
    const file = writeArticle("email-habits.mdx", `${goodFrontmatter}\ndate: 2025-04-01`, body);
    const { actions, reporter } = run(
      { internal: { type: "Mdx", contentDigest: "x", owner: "mdx" }, body },
      file,
      "articles",
    );
    expect(reporter.panic).not.toHaveBeenCalled();
    const created = actions.createNode.mock.calls[0][0];
    expect(created).toMatchObject({
      slug: "email-habits",
      path: "/resources/email-habits/",
      date: "2025-04-01",
      wordCount: 9,
      internal: { type: "Article" },
    });
    expect(created.blocks).toHaveLength(2);
  });

  it("stops the build naming the file and every bad field", () => {
    const frontmatter = goodFrontmatter
      .replace('"1 min read"', '"soon"')
      .replace("tags:\n  - Email", "tags: Email\ndate: 2025-02-30");
    const file = writeArticle("broken.mdx", frontmatter, "");
    const { actions, reporter } = run(
      { internal: { type: "Mdx", contentDigest: "x", owner: "mdx" }, body: "" },
      file,
      "articles",
    );
    expect(actions.createNode).not.toHaveBeenCalled();
    const message: string = reporter.panic.mock.calls[0][0];
    expect(message).toMatch(/broken\.mdx has 4 problems:/);
    expect(message).toMatch(/- date: expected a date written YYYY-MM-DD.*; found "2025-02-30"/);
    expect(message).toMatch(/- readTime: expected text of the form "N min read"/);
    expect(message).toMatch(/- tags: expected a list of text/);
    expect(message).toMatch(/- body: expected the article text/);
  });

  it("validates the site config and names a wrong nested field", () => {
    const { reporter } = run(
      {
        internal: { type: "SiteConfig", contentDigest: "x", owner: "yaml" },
        name: "Agency",
      },
      "content/site.yaml",
    );
    const message: string = reporter.panic.mock.calls[0][0];
    expect(message).toMatch(/^content\/site\.yaml has \d+ problems:/);
    expect(message).toMatch(/- email: expected an email address/);
    expect(message).toMatch(/- claims: expected a group of fields/);
  });

  it("reports a case study image that does not exist", () => {
    const { reporter } = run(
      {
        internal: { type: "CaseStudy", contentDigest: "x", owner: "yaml" },
        title: "Studio",
        url: "https://studio.example.com",
        category: "Wellness & Fitness",
        problem: "p",
        solution: "s",
        results: ["r"],
        services: ["Website Design"],
        image: "./images/missing.png",
        imageAlt: "A studio",
      },
      "content/case-studies.yaml",
    );
    expect(reporter.panic.mock.calls[0][0]).toMatch(
      /- image: expected a path to an image file, relative to content; found "\.\/images\/missing\.png", which does not exist/,
    );
  });

  it("leaves MDX outside content/articles alone", () => {
    const { actions, reporter } = run(
      { internal: { type: "Mdx", contentDigest: "x", owner: "mdx" }, body: "" },
      "content/pages/other.mdx",
      "pages",
    );
    expect(actions.createNode).not.toHaveBeenCalled();
    expect(reporter.panic).not.toHaveBeenCalled();
  });
});

describe("readFrontmatter", () => {
  it("keeps dates as the text the writer typed", () => {
    expect(readFrontmatter("---\ndate: 2025-02-30\ntags: [a]\n---\nBody")).toEqual({
      date: "2025-02-30",
      tags: ["a"],
    });
  });
});

describe("articleFromMdx", () => {
  it("rejects a file name that would make a bad URL", () => {
    const { problems } = articleFromMdx("/x/content/articles/My Post.mdx", article, "Text.");
    expect(problems[0]).toMatchObject({ field: "file name" });
  });

  it("rejects a read time the word count does not support, saying what it should be", () => {
    const body = Array.from({ length: 8 }, () => "word ".repeat(100)).join("\n\n");
    const { problems, article: created } = articleFromMdx(
      "/x/content/articles/long-read.mdx",
      { ...article, readTime: "1 min read" },
      body,
    );
    expect(created).toBeUndefined();
    expect(problems).toEqual([
      {
        field: "readTime",
        expected: '"4 min read" for 800 words (225 words a minute)',
        received: '"1 min read"',
      },
    ]);
  });
});

describe("readTextFile", () => {
  it("reads UTF-8 text, accents and all", () => {
    const file = path.join(tmp, "utf8.mdx");
    fs.writeFileSync(file, "Line one\nCafé au lait\n");
    expect(readTextFile(file)).toEqual({ text: "Line one\nCafé au lait\n" });
  });

  it("names the line of a NUL character", () => {
    const file = path.join(tmp, "nul.mdx");
    fs.writeFileSync(file, "One\nTwo\nTh\0ree\n");
    expect(readTextFile(file)).toEqual({
      problem: { field: "line 3", expected: "text", received: "a NUL character" },
    });
  });
});

describe("linesBeforeBody", () => {
  it("counts the front matter lines above the body", () => {
    expect(linesBeforeBody("---\ntitle: x\n---\nBody\n", "Body\n")).toBe(3);
    expect(linesBeforeBody("---\ntitle: x\n---\n\nBody\n", "\nBody\n")).toBe(3);
  });

  it("counts nothing when the body is not the end of the file", () => {
    expect(linesBeforeBody("No front matter", "Other")).toBe(0);
  });
});
