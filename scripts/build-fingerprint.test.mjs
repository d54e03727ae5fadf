/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildFingerprint, FINGERPRINT_FILE, prepareCache } from "./build-fingerprint.mjs";

/*
 * The one fingerprint of a Gatsby run (scripts/build-fingerprint.mjs): what it covers, and what a change
 * to it does to the cache. Real builds that change each input are in
 * plugins/site/hosting/cache.builds.test.ts.
 */

let dir = "";
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fingerprint-"));
  write("src/components/Step.tsx", "export const a = 1;");
  write("plugins/site/gatsby/step.ts", "export const b = 1;");
  write("gatsby-config.ts", "export default {};");
  write("package-lock.json", "{}");
  write("content/articles/one.mdx", "A sentence.");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the build's fingerprint", () => {
  it("changes with any file of the build's code, the lockfile and the command", () => {
    const seen = new Set([buildFingerprint(dir, "build")]);
    const changes = [
      () => write("src/components/Step.tsx", "export const a = 2;"),
      () => write("plugins/site/gatsby/step.ts", "export const b = 2;"),
      () => write("gatsby-config.ts", "export default { trailingSlash: 'always' };"),
      () => write("src/lib/new.ts", "export const c = 1;"),
      () => write("package-lock.json", '{"lockfileVersion":3}'),
    ];
    for (const change of changes) {
      change();
      seen.add(buildFingerprint(dir, "build"));
    }
    seen.add(buildFingerprint(dir, "develop"));
    expect(seen.size).toBe(changes.length + 2);
  });

  it("stays the same when a writer edits content or the build regenerates the query types", () => {
    const before = buildFingerprint(dir, "build");
    write("content/articles/one.mdx", "A sentence. And another.");
    write("src/gatsby-types.d.ts", "declare namespace Queries {}");
    expect(buildFingerprint(dir, "build")).toBe(before);
  });
});

describe("the cache a run starts from", () => {
  const built = () => {
    write(".cache/caches/state", "nodes");
    write("public/index.html", "<!doctype html>");
  };

  it("is kept when the last run here had the same fingerprint", () => {
    built();
    expect(prepareCache(dir, "one")).toBe(true);
    built();
    expect(prepareCache(dir, "one")).toBe(false);
    expect(fs.readFileSync(path.join(dir, ".cache/caches/state"), "utf8")).toBe("nodes");
    expect(fs.existsSync(path.join(dir, "public/index.html"))).toBe(true);
  });

  it("is emptied, public/ too, when the fingerprint changed, and records the new one", () => {
    built();
    prepareCache(dir, "one");
    built();
    write(".cache/webpack/stage-build-javascript/0.pack", "modules");
    expect(prepareCache(dir, "two")).toBe(true);
    expect(fs.existsSync(path.join(dir, ".cache/caches/state"))).toBe(false);
    // webpack's own cache is kept: it checks each module it holds before it uses it.
    expect(fs.readdirSync(path.join(dir, ".cache")).sort()).toEqual(
      [path.basename(FINGERPRINT_FILE), "webpack"].sort(),
    );
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
    expect(fs.readFileSync(path.join(dir, FINGERPRINT_FILE), "utf8").trim()).toBe("two");
  });

  it("says nothing was cleared on a first run", () => {
    expect(prepareCache(dir, "one")).toBe(false);
    expect(fs.readFileSync(path.join(dir, FINGERPRINT_FILE), "utf8").trim()).toBe("one");
  });
});
