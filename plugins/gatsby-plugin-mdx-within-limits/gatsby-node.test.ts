/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { shouldOnCreateNode as mdxAlone } from "gatsby-plugin-mdx/gatsby-node";
import { onCreateNode, shouldOnCreateNode } from "./gatsby-node";

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

  it("makes no node of one the reader refuses, which gatsby-plugin-mdx alone would expand", async () => {
    for (const [name, text] of [
      ["aliases.mdx", bomb],
      ["repeated.mdx", "---\ntitle: a\ntitle: b\n---\nText."],
      ["tagged.mdx", '---\nrun: !!js/function "function () {}"\n---\nText.'],
      ["markers.mdx", `---\ntitle: x\n---\n${"- ".repeat(100)}x`],
    ]) {
      expect(mdxAlone?.({ node: fileNode(name, text) }, options)).toBe(true);
      expect(await mdxNodeOf(name, text)).toEqual([]);
    }
  });

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

// Gatsby passes a callback to a Node API that declares a third parameter, and waits for it: the
// build would hang, with no message, on one that never calls it.
it("declares no Node API with a third parameter, so Gatsby never waits for a callback", () => {
  expect(onCreateNode?.length).toBeLessThan(3);
  expect(shouldOnCreateNode?.length).toBeLessThan(3);
});
