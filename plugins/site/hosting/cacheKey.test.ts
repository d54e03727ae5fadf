/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CACHE_KEY_FILE, cacheKey, readCacheKey, writeCacheKey } from "./cacheKey";
import { GatsbyInternalsError } from "../internals";

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cache-key-"));
  // What Gatsby leaves before it loads gatsby-config: the compiled gatsby-* files.
  write(".cache/compiled/gatsby-config.js", "module.exports = {}");
  write(".cache/compiled/plugins/site/gatsby-node.js", "exports.onCreateNode = () => 1");
  write("package-lock.json", '{"lockfileVersion":3}');
  write("plugins/site/package.json", '{"name":"site"}');
  write("src/components/Card.tsx", "export const Card = 1;");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the cache key", () => {
  it("changes with the compiled build code, the lockfile and the command", () => {
    const before = cacheKey(root, "build");
    write(".cache/compiled/plugins/site/gatsby-node.js", "exports.onCreateNode = () => 2");
    const newCode = cacheKey(root, "build");
    expect(newCode.code).not.toBe(before.code);
    write("package-lock.json", '{"lockfileVersion":3,"packages":{}}');
    const newLock = cacheKey(root, "build");
    expect(newLock.lockfile).not.toBe(newCode.lockfile);
    expect(cacheKey(root, "develop")).toEqual({ ...newLock, command: "develop" });
  });

  it("stays the same for code the build does not run and for content", () => {
    const before = cacheKey(root, "build");
    write("src/components/Card.tsx", "export const Card = 2;");
    write("content/articles/one.mdx", "A sentence.");
    expect(cacheKey(root, "build")).toEqual(before);
  });

  it("is written where Gatsby hashes the site's plugin, only when it changed", () => {
    writeCacheKey(root, "build");
    const file = path.join(root, CACHE_KEY_FILE);
    const written = fs.statSync(file).mtimeMs;
    expect(JSON.parse(readCacheKey(root) ?? "")).toEqual(cacheKey(root, "build"));
    writeCacheKey(root, "build");
    expect(fs.statSync(file).mtimeMs).toBe(written);
    writeCacheKey(root, "develop");
    expect(JSON.parse(readCacheKey(root) ?? "").command).toBe("develop");
  });

  it("stops the build naming this module when Gatsby compiles elsewhere", () => {
    fs.rmSync(path.join(root, ".cache/compiled"), { recursive: true });
    expect(() => cacheKey(root, "build")).toThrow(GatsbyInternalsError);
    expect(() => cacheKey(root, "build")).toThrow(/plugins\/site\/hosting\/cacheKey\.ts/);
  });
});
