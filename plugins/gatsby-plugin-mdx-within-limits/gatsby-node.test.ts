/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { shouldOnCreateNode as mdxAlone } from "gatsby-plugin-mdx/gatsby-node";
import { shouldOnCreateNode } from "./gatsby-node";

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
});
