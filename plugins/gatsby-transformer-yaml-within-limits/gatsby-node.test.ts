/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { shouldOnCreateNode as yamlAlone } from "gatsby-transformer-yaml/gatsby-node";
import { onCreateNode, shouldOnCreateNode } from "./gatsby-node";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "yaml-within-limits-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function fileNode(name: string, text: string) {
  const absolutePath = path.join(tmp, name);
  fs.writeFileSync(absolutePath, text);
  return {
    id: name,
    absolutePath,
    internal: { type: "File", mediaType: "text/yaml" },
  } as unknown as Node;
}

describe("gatsby-transformer-yaml, within the writers' limits", () => {
  const options = { plugins: [] };

  it("is given a YAML file the site's reader accepts", () => {
    const node = fileNode("fine.yaml", "- title: One\n- title: Two\n");
    expect(yamlAlone?.({ node }, options)).toBe(true);
    expect(shouldOnCreateNode?.({ node }, options)).toBe(true);
  });
});

describe("gatsby-transformer-yaml's nodes, from the text the site's reader read", () => {
  /** The nodes gatsby-transformer-yaml makes of `text`, through the wrapper. */
  async function yamlNodesOf(name: string, text: string) {
    const node = fileNode(name, text);
    Object.assign(node, { name: "services", relativePath: name });
    const made: Record<string, unknown>[] = [];
    const args = {
      node,
      // What Gatsby would hand over: the file's bytes as they are on disk.
      loadNodeContent: async () => fs.readFileSync(String(node.absolutePath), "utf8"),
      actions: {
        createNode: ({ title, tags }: Record<string, unknown>) => made.push({ title, tags }),
        createParentChildLink: () => undefined,
      },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
      reporter: { panic: jest.fn(), error: jest.fn() },
    };
    await onCreateNode?.(args as never, { plugins: [] } as never, () => undefined);
    return made;
  }

  it("makes no node of one the reader refuses: aliases, a repeated key, a tag, an oversize file", async () => {
    for (const [name, text] of [
      ["aliases.yaml", "a: &a [x, x]\nb: [*a, *a]\n"],
      ["repeated.yaml", "name: a\nname: b\n"],
      ["tagged.yaml", 'run: !!js/function "function () {}"\n'],
      ["huge.yaml", `notes: "${"x".repeat(300 * 1024)}"\n`],
    ]) {
      expect(await yamlNodesOf(name, text)).toEqual([]);
    }
  });

  it("reads CRLF and bare-CR files exactly as LF ones", async () => {
    const lf = "- title: One\n  tags:\n    - a\n- title: Two\n  tags: [b]\n";
    const expected = await yamlNodesOf("lf.yaml", lf);
    expect(expected).toEqual([
      { title: "One", tags: ["a"] },
      { title: "Two", tags: ["b"] },
    ]);
    expect(await yamlNodesOf("crlf.yaml", lf.replace(/\n/g, "\r\n"))).toEqual(expected);
    expect(await yamlNodesOf("cr.yaml", lf.replace(/\n/g, "\r"))).toEqual(expected);
  });
});

// Gatsby passes a callback to a Node API that declares a third parameter, and waits for it: the
// build would hang, with no message, on one that never calls it.
it("declares no Node API with a third parameter, so Gatsby never waits for a callback", () => {
  expect(onCreateNode?.length).toBeLessThan(3);
  expect(shouldOnCreateNode?.length).toBeLessThan(3);
});
