/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import {
  onCreatePage as mdxPageAlone,
  shouldOnCreateNode as mdxAlone,
} from "gatsby-plugin-mdx/gatsby-node";
import { onCreateNode, onCreatePage, shouldOnCreateNode } from "./gatsby-node";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-within-limits-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A File node as gatsby-source-filesystem makes it, for a file written with `text`. */
function fileNode(name: string, text: string) {
  const absolutePath = path.join(tmp, name);
  fs.writeFileSync(absolutePath, text);
  return {
    id: name,
    absolutePath,
    ext: path.extname(name),
    internal: { type: "File", mediaType: "text/mdx" },
  } as unknown as Node;
}

const options = { plugins: [], extensions: [".mdx"] };
const bomb = [
  "---",
  "title: x",
  "a0: &a0 [x, x, x, x, x, x, x, x, x, x]",
  ...Array.from(
    { length: 9 },
    (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(", ")}]`,
  ),
  "---",
  "Text.",
].join("\n");

describe("gatsby-plugin-mdx, within the writers' limits", () => {
  it("is given an article the site's reader accepts, as gatsby-plugin-mdx alone would be", () => {
    const node = fileNode("fine.mdx", '---\ntitle: "Fine"\n---\n\nText.\n');
    expect(mdxAlone?.({ node }, options)).toBe(true);
    expect(shouldOnCreateNode?.({ node }, options)).toBe(true);
  });

  it("is never given one the reader refuses, which gatsby-plugin-mdx alone would expand", () => {
    for (const [name, text] of [
      ["aliases.mdx", bomb],
      ["repeated.mdx", "---\ntitle: a\ntitle: b\n---\nText."],
      ["tagged.mdx", '---\nrun: !!js/function "function () {}"\n---\nText.'],
      ["markers.mdx", `---\ntitle: x\n---\n${"- ".repeat(100)}x`],
    ]) {
      const node = fileNode(name, text);
      expect(mdxAlone?.({ node }, options)).toBe(true);
      expect(shouldOnCreateNode?.({ node }, options)).toBe(false);
    }
  });

  it("leaves other files to gatsby-plugin-mdx's own rule", () => {
    const node = fileNode("notes.txt", "Text.");
    expect(shouldOnCreateNode?.({ node }, options)).toBe(false);
  });

  it("leaves other nodes alone, as gatsby-plugin-mdx alone would", () => {
    const node = { id: "/about/", internal: { type: "SitePage" } } as unknown as Node;
    expect(mdxAlone?.({ node }, options)).toBe(false);
    expect(shouldOnCreateNode?.({ node }, options)).toBe(false);
  });
});

describe("gatsby-plugin-mdx's nodes, from the text the site's reader read", () => {
  /** The Mdx node gatsby-plugin-mdx makes of `text`, through the wrapper. */
  async function mdxNodeOf(name: string, text: string) {
    const node = fileNode(name, text);
    (node.internal as { contentDigest?: string }).contentDigest = name;
    const made: Record<string, unknown>[] = [];
    const args = {
      node,
      // What Gatsby would hand over: the file's bytes as they are on disk.
      loadNodeContent: async () => fs.readFileSync(String(node.absolutePath), "utf8"),
      actions: {
        createNode: (child: Record<string, unknown>) => made.push(child),
        createParentChildLink: () => undefined,
      },
      createNodeId: (seed: string) => seed,
      cache: { set: async () => undefined },
      reporter: { panic: jest.fn(), error: jest.fn() },
    };
    await onCreateNode?.(args as never, options as never, () => undefined);
    expect(args.reporter.error).not.toHaveBeenCalled();
    return made.map(({ frontmatter, body }) => ({ frontmatter, body }));
  }

  // A writer on Windows saves CRLF; gray-matter alone kept a "\r" on every front matter line,
  // and a bare CR file reached it unread by the limits.
  it("reads CRLF and bare-CR articles exactly as LF ones", async () => {
    const lf = '---\ntitle: "Line endings"\ntags:\n  - SEO\n---\n\nOne.\n\nTwo.\n';
    const expected = await mdxNodeOf("lf.mdx", lf);
    expect(expected).toEqual([
      { frontmatter: { title: "Line endings", tags: ["SEO"] }, body: "\nOne.\n\nTwo.\n" },
    ]);
    expect(await mdxNodeOf("crlf.mdx", lf.replace(/\n/g, "\r\n"))).toEqual(expected);
    expect(await mdxNodeOf("cr.mdx", lf.replace(/\n/g, "\r"))).toEqual(expected);
  });
});

describe("gatsby-plugin-mdx's pages, within the writers' limits", () => {
  /** What each onCreatePage did to a page: the actions it called, with their pages. */
  async function pageActions(
    api: typeof onCreatePage,
    component: string,
    files: Node[],
  ): Promise<string[]> {
    const calls: string[] = [];
    const page = { path: "/x/", component, context: {} };
    const args = {
      page,
      getNodesByType: () => files,
      actions: {
        createPage: (made: { context: Record<string, unknown> }) =>
          calls.push(`createPage ${JSON.stringify(made.context)}`),
        deletePage: () => calls.push("deletePage"),
      },
    };
    await api?.(args as never, options as never, () => undefined);
    return calls;
  }

  it("gives gatsby-plugin-mdx a page made from an MDX file, which it changes as alone", async () => {
    const file = fileNode("page.mdx", '---\ntitle: "A page"\n---\n\nText.\n');
    (file.internal as { contentDigest?: string }).contentDigest = "page";
    const component = `/site/src/templates/page.tsx?__contentFilePath=${String(file.absolutePath)}`;
    const alone = await pageActions(mdxPageAlone, component, [file]);
    expect(alone).toEqual(["deletePage", 'createPage {"frontmatter":{"title":"A page"}}']);
    expect(await pageActions(onCreatePage, component, [file])).toEqual(alone);
  });

  it("leaves a page made from a template alone, as gatsby-plugin-mdx alone would", async () => {
    const component = "/site/src/templates/article.tsx";
    expect(await pageActions(mdxPageAlone, component, [])).toEqual([]);
    expect(await pageActions(onCreatePage, component, [])).toEqual([]);
  });
});
