import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createArticleNode } from "./articleBuild.testing";

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
  "tags:",
  "  - Email",
].join("\n");

describe("onCreateNode", () => {
  it("turns an article's MDX into an Article node with its path, blocks and word count", () => {
    const body = "Send *one* useful email a month.\n\nKeep it short.";
    const file = writeArticle("email-habits.mdx", `${goodFrontmatter}\ndate: 2025-04-01`, body);
    const created = createArticleNode(file);
    expect(created).toMatchObject({
      slug: "email-habits",
      path: "/resources/email-habits/",
      date: "2025-04-01",
      wordCount: 9,
      internal: { type: "Article" },
    });
    expect(created?.blocks).toHaveLength(2);
  });

  it("makes no node for a file that breaks its own rules (the content check reports it)", () => {
    const file = writeArticle("broken.mdx", "title: Only a title", "Text.");
    expect(createArticleNode(file)).toBeNull();
  });

  it("makes a node for a draft too, marked: pages and listings decide what shows", () => {
    const file = writeArticle("a-draft.mdx", `${goodFrontmatter}\ndraft: true`, "Not ready yet.");
    expect(createArticleNode(file)).toMatchObject({
      slug: "a-draft",
      draft: true,
    });
  });

  it("is offered Mdx nodes only, not the pages or files Gatsby makes", () => {
    const file = writeArticle("offered.mdx", goodFrontmatter, "Text.");
    expect(createArticleNode(file)).not.toBeNull();
    for (const type of ["SitePage", "File", "Article"]) {
      expect(createArticleNode(file, "articles", type)).toBeNull();
    }
  });

  it("leaves MDX outside content/articles alone", () => {
    const file = writeArticle("other.mdx", goodFrontmatter, "Text.");
    expect(createArticleNode(file, "pages")).toBeNull();
  });
});
