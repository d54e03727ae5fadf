/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildFingerprint,
  FINGERPRINT_FILE,
  prepareCache,
} from "../../../scripts/build-fingerprint.mjs";
import {
  cachedPath,
  netlifyCacheDir,
  recordFingerprint,
  restoreDirectories,
  storeDirectories,
  storedFingerprint,
} from "./netlifyBuildCache";

const directories = [".cache", "public"];
let siteDir: string;
let cacheDir: string;

beforeEach(() => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
  siteDir = path.join(tmp, "site");
  cacheDir = path.join(tmp, "netlify-cache");
  fs.mkdirSync(siteDir);
});
afterEach(() => fs.rmSync(path.dirname(siteDir), { recursive: true, force: true }));

/** Writes `files` (path relative to `root` -> content). */
function writeFiles(root: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

/** Every file under `dir` with its content, or {} when `dir` does not exist. */
function readFiles(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file, "utf8")];
      }),
  );
}

const build = {
  ".cache/redux/redux.rest.state": "state",
  ".cache/caches/gatsby-plugin-mdx/a.json": "{}",
  "public/index.html": "<p>home</p>",
  "public/articles/one/index.html": "<p>one</p>",
};

describe("netlifyCacheDir", () => {
  it("is Netlify's build-server cache on Netlify", () => {
    expect(netlifyCacheDir({ NETLIFY: "true" }, "/opt/build/repo")).toBe("/opt/build/cache");
  });

  it("is the site's .netlify/cache in a `netlify build` on another machine", () => {
    expect(netlifyCacheDir({ NETLIFY_LOCAL: "true" }, "/src/site")).toBe(
      "/src/site/.netlify/cache",
    );
  });

  it("is undefined in a plain gatsby build", () => {
    expect(netlifyCacheDir({ CI: "true" }, "/src/site")).toBeUndefined();
  });
});

describe("storeDirectories", () => {
  it("copies the build where @netlify/cache-utils keeps the same paths, leaving the site as is", async () => {
    writeFiles(siteDir, build);

    await expect(storeDirectories(directories, { siteDir, cacheDir })).resolves.toEqual(
      directories,
    );

    expect(readFiles(path.join(cacheDir, "cwd"))).toEqual(build);
    expect(readFiles(siteDir)).toEqual(build);
  });

  it("replaces the previous build's copy, so files a later build removed are not restored", async () => {
    writeFiles(siteDir, build);
    await storeDirectories(directories, { siteDir, cacheDir });
    fs.rmSync(path.join(siteDir, "public/articles"), { recursive: true });
    writeFiles(siteDir, { "public/index.html": "<p>new home</p>" });

    await storeDirectories(directories, { siteDir, cacheDir });

    expect(readFiles(cachedPath(cacheDir, "public"))).toEqual({ "index.html": "<p>new home</p>" });
    expect(fs.readdirSync(path.join(cacheDir, "cwd")).sort()).toEqual(directories);
  });

  it("skips a directory the build did not write", async () => {
    writeFiles(siteDir, { "public/index.html": "<p>home</p>" });

    await expect(storeDirectories(directories, { siteDir, cacheDir })).resolves.toEqual(["public"]);
    expect(fs.existsSync(cachedPath(cacheDir, ".cache"))).toBe(false);
  });
});

describe("restoreDirectories", () => {
  it("brings a stored build back into a fresh clone", async () => {
    writeFiles(siteDir, build);
    await storeDirectories(directories, { siteDir, cacheDir });
    for (const dir of directories) fs.rmSync(path.join(siteDir, dir), { recursive: true });

    await expect(restoreDirectories(directories, { siteDir, cacheDir })).resolves.toBe(true);
    expect(readFiles(siteDir)).toEqual(build);
  });

  it("replaces what the site has, so nothing stale outlives the restore", async () => {
    writeFiles(siteDir, build);
    await storeDirectories(directories, { siteDir, cacheDir });
    writeFiles(siteDir, { "public/stale.html": "old", "public/index.html": "changed" });

    await restoreDirectories(directories, { siteDir, cacheDir });

    expect(readFiles(siteDir)).toEqual(build);
  });

  it("restores nothing when the cache is empty", async () => {
    writeFiles(siteDir, { "public/index.html": "local" });

    await expect(restoreDirectories(directories, { siteDir, cacheDir })).resolves.toBe(false);
    expect(readFiles(siteDir)).toEqual({ "public/index.html": "local" });
  });

  it("restores nothing unless every directory is cached: half a build is a wrong build", async () => {
    writeFiles(siteDir, { "public/index.html": "<p>home</p>" });
    await storeDirectories(directories, { siteDir, cacheDir });
    fs.rmSync(path.join(siteDir, "public"), { recursive: true });

    await expect(restoreDirectories(directories, { siteDir, cacheDir })).resolves.toBe(false);
    expect(readFiles(siteDir)).toEqual({});
  });
});

describe("the fingerprint a run leaves in .cache", () => {
  it("is where the wrapper looks, so the next run with the same code keeps the cache", () => {
    const fingerprint = buildFingerprint(siteDir, "build");
    fs.mkdirSync(path.join(siteDir, ".cache"));
    // Gatsby empties .cache when it starts without a saved state: the record is written again.
    recordFingerprint(siteDir, fingerprint);
    expect(fs.readFileSync(path.join(siteDir, FINGERPRINT_FILE), "utf8").trim()).toBe(fingerprint);
    expect(prepareCache(siteDir, fingerprint)).toBe(false);
    expect(prepareCache(siteDir, buildFingerprint(siteDir, "develop"))).toBe(true);
  });

  it("travels with the cache Netlify keeps", async () => {
    recordFingerprint(siteDir, "abc123");
    await storeDirectories([".cache"], { siteDir, cacheDir });
    await expect(storedFingerprint(cacheDir)).resolves.toBe("abc123");
  });

  it("is left out by a run without one, never kept from an earlier run", () => {
    recordFingerprint(siteDir, "abc123");
    recordFingerprint(siteDir, undefined);
    expect(fs.existsSync(path.join(siteDir, FINGERPRINT_FILE))).toBe(false);
  });
});
