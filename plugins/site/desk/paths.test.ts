/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathProblem, requestProblem } from "./paths";

/** Writes each file of `tree` (path: text) under `folder`. */
function files(folder: string, tree: Record<string, string>) {
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
}

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
  // Folders an entry moves out of: one with an asset beside the entry, one with a subfolder.
  files(root, {
    "content/t5/x.md": "x",
    "content/t5/config": "[core]",
    "content/src/entry.md": "x",
    "content/src/sub/file.md": "x",
    // A repository a writer cloned into content/: git's files, even there, are not writing.
    "content/notes/.git/config": "[core]",
    "content/notes/entry.md": "x",
  });
  fs.mkdirSync(path.join(root, "content/dest"));
  // A destination folder whose "sub" leads back to the site's folder.
  fs.symlinkSync("../..", path.join(root, "content/dest/sub"));
  fs.symlinkSync("notes/.git", path.join(root, "content/into-git"));
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
    // A name that starts with two dots is a name, not the folder above.
    "content/..draft.mdx",
    "content/..x/y.mdx",
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

describe("a path with a $ in it", () => {
  it.each([
    "content/a/..$`/..$`/decoy.md",
    "content/$&/x.md",
    "content/a/..$'/x.md",
    "content/$$/x.md",
    "content/price$.md",
    "content/%24%60/x.md",
  ])("is refused, named: %j", (requested) => {
    expect(pathProblem(root, requested)).toBe(
      `"${requested}" has a "$" in it, which no desk file name has`,
    );
  });
});

describe("a .git folder", () => {
  it.each([
    "content/.git/config",
    "content/notes/.git/config",
    "content/notes/.git",
    "content/articles/.GIT/hooks/pre-commit",
    "content/a/.Git/x",
    // Windows drops trailing dots and spaces and knows .git by its short name; macOS (HFS+)
    // ignores invisible characters such as U+200C.
    "content/a/.git./x",
    "content/a/.git /x",
    "content/a/GIT~1/config",
    "content/a/.g\u200cit/config",
    "content/a\\.git\\config",
    "content/%2E%67it/config",
    // A link inside content/ into a .git folder inside content/.
    "content/into-git/config",
  ])("is never touched, even inside content/: %j", (requested) => {
    expect(pathProblem(root, requested)).toBe(
      `"${requested}" is in a .git folder, where git keeps its own files`,
    );
  });

  it.each([".git/config", ".git/hooks/pre-commit", "content/escape/.git/config"])(
    "outside content/ is refused as outside: %j",
    (requested) => {
      expect(pathProblem(root, requested)).toBe(`"${requested}" is outside content/`);
    },
  );

  it.each([".github/x.md", "content/.gitignore", "content/a.git/x", "content/git/x"])(
    "is not a name that merely looks like it: %j",
    (requested) => {
      expect(pathProblem(root, requested) ?? "allowed").not.toMatch(/\.git folder/);
    },
  );
});

describe("a backslash", () => {
  it("refuses a name that is a folder only on Windows, written at the top on Linux", () => {
    // decap-server on Linux or macOS would write a file called `content\a.md` beside content/.
    expect(pathProblem(root, "content\\a.md")).toBe(`"content\\a.md" is outside content/`);
    expect(pathProblem(root, "content/articles\\a.md")).toBeNull();
  });
});

const saveEntry = (entry: Record<string, unknown>, assets: string[] = [], options = {}) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "x", raw: "x", ...entry }] as Record<string, unknown>[],
    assets: assets.map((asset) => ({ path: asset, content: "eA==", encoding: "base64" })),
    options: { commitMessage: "x", useWorkflow: false, status: "draft", ...options },
  },
});
const move = (from: string, to: string, assets: string[] = [], options = {}) =>
  saveEntry({ path: from, newPath: to }, assets, options);

describe("the desk's requests", () => {
  it("finds a path in every place an action carries one", () => {
    const assets = { path: "package.json", content: "", encoding: "base64" };
    expect(requestProblem(root, move("content/t5/x.md", "gatsby-node.ts"))).toMatch(
      /gatsby-node\.ts/,
    );
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

  it("lets a save, and a move with its folder, within content/ through", () => {
    expect(requestProblem(root, saveEntry({ path: "content/images/b.mdx" }))).toBeNull();
    expect(requestProblem(root, move("content/t5/x.md", "content/t6/x.md"))).toBeNull();
    expect(requestProblem(root, move("content/src/entry.md", "content/new/entry.md"))).toBeNull();
  });

  it("refuses an action it does not know, so a new one cannot slip past the check", () => {
    expect(requestProblem(root, { action: "runCommand", params: {} })).toMatch(
      /"runCommand" is not a desk action/,
    );
    expect(requestProblem(root, { action: "toString" })).toMatch(/not a desk action/);
    expect(requestProblem(root, null)).toMatch(/not a desk action/);
  });
});

describe("a move, as decap-server makes it (the entry's whole folder goes along)", () => {
  it("refuses the reproduction: ..$` segments, which decap would turn into ..", () => {
    // Without the check, content/t5/config went to <site>/config (and with `.git/` after the
    // ..$` segments, replaced .git/config).
    const request = move("content/t5/x.md", "content/a/..$`/..$`/decoy.md", ["content/t5/config"]);
    expect(requestProblem(root, request)).toBe(
      '"content/a/..$`/..$`/decoy.md" has a "$" in it, which no desk file name has',
    );
  });

  it("refuses a destination folder that is the site's folder", () => {
    // The entry's folder goes to dirname("content"): the site's own folder.
    expect(requestProblem(root, move("content/t5/x.md", "content", ["content/t5/new.png"]))).toBe(
      'moving the entry would move "content/t5/config" to "config", which is outside content/',
    );
  });

  it("follows the destination through the links on the real file system", () => {
    // content/src/sub/file.md would go to content/dest/sub/file.md, and content/dest/sub is a
    // link to the site's folder.
    expect(requestProblem(root, move("content/src/entry.md", "content/dest/entry.md"))).toBe(
      'moving the entry would move "content/src/sub/file.md" to "content/dest/sub/file.md", which is outside content/',
    );
    // With hasSubfolders false, decap moves the entry alone.
    expect(
      requestProblem(
        root,
        move("content/src/entry.md", "content/dest/entry.md", [], { hasSubfolders: false }),
      ),
    ).toBeNull();
  });

  it("counts the files the same save writes into the folder first", () => {
    expect(
      requestProblem(
        root,
        move("content/new-folder/x.md", "content", ["content/new-folder/a.png"]),
      ),
    ).toBe(
      'moving the entry would move "content/new-folder/a.png" to "a.png", which is outside content/',
    );
  });

  it("refuses to carry a .git folder or a link along", () => {
    expect(requestProblem(root, move("content/notes/entry.md", "content/n2/entry.md"))).toBe(
      'moving the entry would move "content/notes/.git/config" to "content/n2/.git/config", which is in a .git folder, where git keeps its own files',
    );
    expect(requestProblem(root, move("content/articles/a.mdx", "content/a2/a.mdx"))).toMatch(
      /^moving the entry would move "content\/articles\/(linked|dangling)\.mdx", a link, which would then lead somewhere else$/,
    );
  });

  it("moves one entry at a time: decap-server starts several together, in no set order", () => {
    const request = move("content/t5/x.md", "content/t6/x.md");
    request.params.dataFiles.push({
      slug: "y",
      raw: "y",
      path: "content/src/entry.md",
      newPath: "content/t7/entry.md",
    });
    expect(requestProblem(root, request)).toBe(
      "the save moves 2 entries; the desk moves one at a time",
    );
  });
});

describe("a listing, whose every file decap-server reads", () => {
  it("lets a folder of plain files through", () => {
    const listing = {
      action: "entriesByFolder",
      params: { folder: "content/t5", extension: "md", depth: 1 },
    };
    expect(requestProblem(root, listing)).toBeNull();
    expect(
      requestProblem(root, { action: "getMedia", params: { mediaFolder: "content/src" } }),
    ).toBeNull();
  });

  it("refuses a folder holding a link out of content/ or a .git folder", () => {
    expect(
      requestProblem(root, {
        action: "entriesByFolder",
        params: { folder: "content/articles", extension: "mdx", depth: 1 },
      }),
    ).toBe(
      '"content/articles" holds "content/articles/linked.mdx", a link to "package.json", which is outside content/',
    );
    expect(
      requestProblem(root, {
        action: "entriesByFolder",
        params: { folder: "content/notes", extension: "", depth: 2 },
      }),
    ).toBe(
      '"content/notes" holds "content/notes/.git/config", which is in a .git folder, where git keeps its own files',
    );
    // One level down only, as decap lists a media folder: the .git folder is not read.
    expect(
      requestProblem(root, { action: "getMedia", params: { mediaFolder: "content/notes" } }),
    ).toBeNull();
  });
});
