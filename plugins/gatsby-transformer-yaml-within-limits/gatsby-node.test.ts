/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { shouldOnCreateNode as yamlAlone } from "gatsby-transformer-yaml/gatsby-node";
import { shouldOnCreateNode } from "./gatsby-node";

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

  it("is never given one the reader refuses: aliases, a repeated key, a tag, an oversize file", () => {
    for (const [name, text] of [
      ["aliases.yaml", "a: &a [x, x]\nb: [*a, *a]\n"],
      ["repeated.yaml", "name: a\nname: b\n"],
      ["tagged.yaml", 'run: !!js/function "function () {}"\n'],
      ["huge.yaml", `notes: "${"x".repeat(300 * 1024)}"\n`],
    ]) {
      const node = fileNode(name, text);
      expect(yamlAlone?.({ node }, options)).toBe(true);
      expect(shouldOnCreateNode?.({ node }, options)).toBe(false);
    }
  });
});
