import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { searchableArticle, tempSite, TEST_SITE_URL } from "./searchIndex.testing";

// The run starts the real Pagefind below the build's priority (nice 10, ./searchIndex.ts):
// while lint, cspell and the other Jest worker keep both cores busy, it can wait several
// seconds for one, past Jest's default 5 s.
jest.setTimeout(60_000);

// A fresh copy of the module for each test: the run it keeps is the point of it.
const load = () => {
  let loaded!: typeof import("./searchRun");
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import("./searchRun")>("./searchRun");
  });
  return loaded;
};

describe("the build's search index run", () => {
  const roots: string[] = [];
  afterEach(() =>
    roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })),
  );

  it("is awaited where it was started, with what it indexed", async () => {
    const run = load();
    const root = tempSite();
    roots.push(root);
    run.startSearchIndex({
      root,
      siteUrl: TEST_SITE_URL,
      articles: [searchableArticle("plain-guide", "Sourdough")],
    });
    const result = await run.finishedSearchIndex();
    expect(result.pages).toBe(1);
    expect(fs.existsSync(path.join(root, "public", "pagefind", "pagefind.js"))).toBe(true);
  });

  it("gives its failure to onPostBuild, which stops the build with it", async () => {
    const run = load();
    // A folder without the site's packages: Pagefind cannot start.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "search-run-"));
    roots.push(root);
    run.startSearchIndex({
      root,
      siteUrl: TEST_SITE_URL,
      articles: [searchableArticle("plain-guide", "Sourdough")],
    });
    await expect(run.finishedSearchIndex()).rejects.toThrow(/Pagefind could not index/);
  });

  it("says so when a build reaches onPostBuild without one", () => {
    expect(() => load().finishedSearchIndex()).toThrow(/never started/);
  });
});
