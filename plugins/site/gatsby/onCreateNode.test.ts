import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { readServices } from "../../../src/schema/readContent";
import { readSiteConfig } from "../../../src/schema/siteConfig";
import { onCreateNode, reportProblems } from "./onCreateNode";

const root = path.resolve(__dirname, "../../..");
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

/** Calls onCreateNode the way Gatsby does, with fake actions and reporter. */
function run(node: Partial<Node> & Record<string, unknown>, file: string, relativeDirectory = "") {
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const reporter = { panic: jest.fn(), error: jest.fn() };
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
    const frontmatter = `${goodFrontmatter.replace("tags:\n  - Email", "tags: Email\ndate: 2025-02-30")}\nreadTime: soon`;
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

  it("keeps an article's images and social card when their files are beside it", () => {
    fs.mkdirSync(path.join(tmp, "images"), { recursive: true });
    fs.writeFileSync(path.join(tmp, "images", "shop.jpg"), "");
    const body = "Our new shop.\n\n![The shop front on Main Street](./images/shop.jpg)";
    const file = writeArticle("shop.mdx", `${goodFrontmatter}\nimage: ./images/shop.jpg`, body);
    const { actions, reporter } = run(
      { internal: { type: "Mdx", contentDigest: "x", owner: "mdx" }, body },
      file,
      "articles",
    );
    expect(reporter.panic).not.toHaveBeenCalled();
    const created = actions.createNode.mock.calls[0][0];
    expect(created.socialImage).toBe("./images/shop.jpg");
    expect(created.blocks[1].image).toEqual({
      alt: "The shop front on Main Street",
      src: "./images/shop.jpg",
    });
  });

  it("stops the build naming the line of a missing image and the field of a missing card", () => {
    const body = "Our new shop.\n\n![The shop front](./images/gone.jpg)";
    const file = writeArticle("gone.mdx", `${goodFrontmatter}\nimage: ./images/card.png`, body);
    const { actions, reporter } = run(
      { internal: { type: "Mdx", contentDigest: "x", owner: "mdx" }, body },
      file,
      "articles",
    );
    expect(actions.createNode).not.toHaveBeenCalled();
    const message: string = reporter.panic.mock.calls[0][0];
    // Six lines of front matter between two fences, then two lines: the image is on line 11.
    expect(message).toMatch(
      /- body \(line 11\): expected an image file at .*images\/gone\.jpg; found "\.\/images\/gone\.jpg", which does not exist/,
    );
    expect(message).toMatch(/- image: expected an image file at .*images\/card\.png; found/);
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
        category: readSiteConfig().caseStudyCategories[0],
        problem: "p",
        solution: "s",
        results: ["r"],
        services: [readServices()[0].title],
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

describe("reporting a bad file", () => {
  const command = process.env.gatsby_executing_command;
  afterEach(() => {
    process.env.gatsby_executing_command = command;
  });
  const brokenArticle = () => writeArticle("broken-mode.mdx", "title: Only a title", "Text.");
  const mdx = { internal: { type: "Mdx", contentDigest: "x", owner: "mdx" }, body: "Text." };

  it("stops `gatsby build`", () => {
    process.env.gatsby_executing_command = "build";
    const { reporter } = run(mdx, brokenArticle(), "articles");
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringMatching(/broken-mode\.mdx has/));
    expect(reporter.error).not.toHaveBeenCalled();
  });

  it("keeps `gatsby develop` serving: the same message, as an error, and no node", () => {
    process.env.gatsby_executing_command = "develop";
    const { reporter, actions } = run(mdx, brokenArticle(), "articles");
    expect(reporter.error).toHaveBeenCalledWith(expect.stringMatching(/broken-mode\.mdx has/));
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(actions.createNode).not.toHaveBeenCalled();
  });

  it("sends the same text either way", () => {
    const reporter = { panic: jest.fn(), error: jest.fn() };
    process.env.gatsby_executing_command = "develop";
    reportProblems(reporter, "file has 1 problem");
    process.env.gatsby_executing_command = "build";
    reportProblems(reporter, "file has 1 problem");
    expect(reporter.error.mock.calls).toEqual(reporter.panic.mock.calls);
  });
});

describe("drafts", () => {
  const command = process.env.gatsby_executing_command;
  afterEach(() => {
    process.env.gatsby_executing_command = command;
  });
  const draft = () =>
    writeArticle("a-draft.mdx", `${goodFrontmatter}\ndraft: true`, "Not ready yet.");
  const mdx = {
    internal: { type: "Mdx", contentDigest: "x", owner: "mdx" },
    body: "Not ready yet.",
  };

  it("are left out of production builds entirely", () => {
    process.env.gatsby_executing_command = "build";
    const { actions, reporter } = run(mdx, draft(), "articles");
    expect(actions.createNode).not.toHaveBeenCalled();
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  it("show in `gatsby develop`, marked as drafts", () => {
    process.env.gatsby_executing_command = "develop";
    const { actions } = run(mdx, draft(), "articles");
    expect(actions.createNode.mock.calls[0][0]).toMatchObject({ slug: "a-draft", draft: true });
  });
});
