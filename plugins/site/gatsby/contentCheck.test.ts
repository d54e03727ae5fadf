/** @jest-environment node */
import path from "node:path";
import type { Node, NodePluginArgs } from "gatsby";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { contentSnapshot } from "./contentCheck";

/** The tests' own site (fixture-site/README.md), never the agency's real content. */
const root = path.resolve(__dirname, "../../../fixture-site");
const siteRecord = readSiteConfig(root) as unknown as Record<string, unknown>;

describe("the content as Gatsby holds it", () => {
  it("finds each YAML file and record, the articles with nodes and the article files without", () => {
    const file = (id: string, absolutePath: string, relativeDirectory = "") => ({
      id,
      absolutePath,
      relativeDirectory,
      ext: path.extname(absolutePath),
      sourceInstanceName: "content",
    });
    const files = [
      file("f-site", "/site/content/site.yaml"),
      file("f-1", "/site/content/articles/one.mdx", "articles"),
      file("f-2", "/site/content/articles/two.mdx", "articles"),
      file("f-3", "/site/content/pages/three.mdx", "pages"),
      file("f-4", "/site/content/articles/images/shop.jpg", "articles/images"),
    ];
    const nodes: Record<string, Node[]> = {
      File: files as unknown as Node[],
      SiteConfig: [{ id: "s", parent: "f-site", ...siteRecord } as unknown as Node],
      // two.mdx was refused before gatsby-plugin-mdx saw it: no Mdx node.
      Mdx: [{ id: "m1", parent: "f-1" }] as unknown as Node[],
      Article: [{ id: "a1", parent: "m1", category: "SEO", blocks: [] }] as unknown as Node[],
    };
    const byId: Record<string, unknown> = {
      ...Object.fromEntries(files.map((entry) => [entry.id, entry])),
      m1: nodes.Mdx[0],
    };
    const snapshot = contentSnapshot({
      getNodesByType: ((type: string) => nodes[type] ?? []) as NodePluginArgs["getNodesByType"],
      getNode: ((id: string) => byId[id]) as NodePluginArgs["getNode"],
    });
    expect(snapshot.yamlFiles).toEqual(["/site/content/site.yaml"]);
    expect(snapshot.yaml).toEqual([
      expect.objectContaining({ type: "SiteConfig", file: "/site/content/site.yaml" }),
    ]);
    expect(snapshot.articles.map((article) => article.file)).toEqual([
      "/site/content/articles/one.mdx",
    ]);
    expect(snapshot.unread).toEqual(["/site/content/articles/two.mdx"]);
  });
});
