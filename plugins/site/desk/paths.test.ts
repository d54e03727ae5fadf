/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathProblem, requestProblem } from "./paths";

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "desk-paths-"));
  fs.mkdirSync(path.join(root, "content/articles"), { recursive: true });
  fs.writeFileSync(path.join(root, "package.json"), "{}\n");
  // Links a writer (or an attacker's earlier write) could have left inside content/.
  fs.symlinkSync("..", path.join(root, "content/escape"));
  fs.symlinkSync("../../package.json", path.join(root, "content/articles/linked.mdx"));
  fs.symlinkSync("articles", path.join(root, "content/articles-link"));
  fs.symlinkSync("../../new-script.js", path.join(root, "content/articles/dangling.mdx"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the desk's paths", () => {
  it.each([
    "content/articles/new-article.mdx",
    "content/articles/images/photo.jpg",
    "content/images",
    "content/site.yaml",
    "content",
    "./content/articles/../services.yaml",
    // A link that stays inside content/ is followed and allowed.
    "content/articles-link/through-a-link.mdx",
  ])("allows %s", (requested) => {
    expect(pathProblem(root, requested)).toBeNull();
  });

  it("allows an absolute path that lies in content/", () => {
    expect(pathProblem(root, path.join(root, "content/articles/a.mdx"))).toBeNull();
  });

  it.each([
    "gatsby-node.ts",
    "package.json",
    ".git/hooks/pre-commit",
    "plugins/site/desk/config.ts",
    "content/../package.json",
    "content/articles/../../gatsby-node.ts",
    "contents/article.mdx",
    "content-other/x.mdx",
    "../outside.txt",
    "/etc/passwd",
    "content\\..\\package.json",
    "content/%2e%2e/package.json",
    encodeURIComponent("content/../package.json"),
    "content/%E0%A4%A.mdx",
    "content/escape/package.json",
    "content/escape/.git/hooks/pre-commit",
    "content/articles/linked.mdx",
    "content/articles/dangling.mdx",
    "",
    "content/articles/a\0.mdx",
  ])("refuses %j", (requested) => {
    expect(pathProblem(root, requested)).toMatch(/outside content\/|not a file path/);
  });

  it("refuses an absolute path outside content/", () => {
    expect(pathProblem(root, path.join(root, "package.json"))).toMatch(/outside content\//);
  });

  it.each([undefined, null, 42, ["content/a.mdx"], { path: "content/a.mdx" }])(
    "refuses %j, which is not a path",
    (requested) => {
      expect(pathProblem(root, requested)).toMatch(/not a file path/);
    },
  );
});

describe("the desk's requests", () => {
  const write = (target: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "a", path: "content/articles/a.mdx", raw: "x", newPath: target }],
      assets: [],
      options: { commitMessage: "x", useWorkflow: false, status: "draft" },
    },
  });

  it("finds a path in every place an action carries one", () => {
    const assets = { path: "package.json", content: "", encoding: "base64" };
    expect(requestProblem(root, write("gatsby-node.ts"))).toMatch(/gatsby-node\.ts/);
    expect(
      requestProblem(root, {
        action: "persistEntry",
        params: { entry: { path: "content/articles/a.mdx" }, assets: [assets] },
      }),
    ).toMatch(/package\.json/);
    expect(
      requestProblem(root, { action: "deleteFiles", params: { paths: ["content/a", "x"] } }),
    ).toMatch(/"x" is outside/);
    expect(
      requestProblem(root, { action: "entriesByFiles", params: { files: [{ path: "x" }] } }),
    ).toMatch(/"x" is outside/);
    expect(requestProblem(root, { action: "getMedia", params: { mediaFolder: "static" } })).toMatch(
      /"static" is outside/,
    );
  });

  it("lets a write into content/ through", () => {
    expect(requestProblem(root, write("content/articles/b.mdx"))).toBeNull();
  });

  it("refuses an action it does not know, so a new one cannot slip past the check", () => {
    expect(requestProblem(root, { action: "runCommand", params: {} })).toMatch(
      /"runCommand" is not a desk action/,
    );
    expect(requestProblem(root, { action: "toString" })).toMatch(/not a desk action/);
    expect(requestProblem(root, null)).toMatch(/not a desk action/);
  });
});
