/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { reuseOrMake, type KeyValueCache } from "./keptSteps";
import { restoreDirectories, storeDirectories } from "./hosting/netlifyBuildCache";

/** Gatsby's cache as a step sees it; kept in memory here as it is kept on disk in a build. */
const memoryCache = (): KeyValueCache => {
  const entries = new Map<string, unknown>();
  return {
    get: async (key) => entries.get(key),
    set: async (key, value) => entries.set(key, structuredClone(value)),
  };
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A step that writes `text` into one file and counts its runs. */
function step(cache: KeyValueCache) {
  const file = path.join(dir, "out.txt");
  const runs = { count: 0 };
  const run = (text: string) =>
    reuseOrMake({
      cache,
      name: "step",
      inputs: { text },
      make: async () => {
        runs.count += 1;
        fs.writeFileSync(file, text);
        return { file, length: text.length };
      },
      outputs: (value) => [value.file],
    });
  return { file, runs, run };
}

describe("a build step's cached output", () => {
  it("is made once, then reused with what the first run returned while nothing changes", async () => {
    const { runs, run } = step(memoryCache());
    expect(await run("one")).toEqual({
      value: expect.objectContaining({ length: 3 }),
      reused: false,
    });
    expect(await run("one")).toEqual({
      value: expect.objectContaining({ length: 3 }),
      reused: true,
    });
    expect(runs.count).toBe(1);
  });

  it("is made again when its inputs change, and the new output is what is reused", async () => {
    const { file, runs, run } = step(memoryCache());
    await run("one");
    expect((await run("three")).reused).toBe(false);
    expect(fs.readFileSync(file, "utf8")).toBe("three");
    expect((await run("three")).reused).toBe(true);
    expect(runs.count).toBe(2);
  });

  it("is made again when a file it wrote was deleted or rewritten", async () => {
    const { file, runs, run } = step(memoryCache());
    await run("one");
    fs.rmSync(file);
    expect((await run("one")).reused).toBe(false);
    expect(fs.readFileSync(file, "utf8")).toBe("one");
    fs.writeFileSync(file, "something else");
    expect((await run("one")).reused).toBe(false);
    expect(fs.readFileSync(file, "utf8")).toBe("one");
    expect(runs.count).toBe(3);
  });

  it("is made again when a file it wrote changed but kept its size and time", async () => {
    const { file, runs, run } = step(memoryCache());
    await run("one");
    const { atime, mtime } = fs.statSync(file);
    fs.writeFileSync(file, "two");
    fs.utimesSync(file, atime, mtime);
    expect((await run("one")).reused).toBe(false);
    expect(fs.readFileSync(file, "utf8")).toBe("one");
    expect(runs.count).toBe(2);
  });

  it("is reused after Netlify's cache restore copied its files back with new times", async () => {
    // As on Netlify: the step writes into the site, the adapter stores the folder in the build
    // cache, the next build starts from a fresh clone and the adapter copies it back.
    const site = path.join(dir, "site");
    const cacheDir = path.join(dir, "netlify-cache");
    const cache = memoryCache();
    const file = path.join(site, "public", "out.txt");
    let runs = 0;
    const run = () =>
      reuseOrMake({
        cache,
        name: "step",
        inputs: { text: "one" },
        make: async () => {
          runs += 1;
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, "one");
          return file;
        },
        outputs: (made) => [made],
      });
    await run();
    const madeAt = fs.statSync(file).mtimeMs;
    await storeDirectories(["public"], { siteDir: site, cacheDir });
    fs.rmSync(path.join(site, "public"), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await restoreDirectories(["public"], { siteDir: site, cacheDir })).toBe(true);
    expect(fs.statSync(file).mtimeMs).not.toBe(madeAt);
    expect((await run()).reused).toBe(true);
    expect(runs).toBe(1);
  });

  it("records nothing when the step fails, so the next build tries again", async () => {
    const cache = memoryCache();
    const failing = reuseOrMake({
      cache,
      name: "step",
      inputs: {},
      make: async () => {
        throw new Error("bad content");
      },
      outputs: () => [],
    });
    await expect(failing).rejects.toThrow("bad content");
    expect(await cache.get("step")).toBeUndefined();
  });
});
