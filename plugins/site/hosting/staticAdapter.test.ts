/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
import { CACHE_KEY_FILE } from "./cacheKey";
import { staticAdapter } from "./staticAdapter";

/** Gatsby does not export the type of the cache hooks' argument. */
type CacheContext = Parameters<NonNullable<IAdapter["cache"]>["restore"]>[0];

let siteDir: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-"));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

/** The context Gatsby passes to the cache hooks, with a reporter that records its messages. */
function cacheContext() {
  const messages: string[] = [];
  const reporter = { info: (message: string) => messages.push(message) };
  const context = { directories: [".cache", "public"], reporter } as unknown as CacheContext;
  return { context, messages };
}

/** The cache key gatsby-config writes for a run (../cacheKey.ts). */
function writeKey(code: string) {
  fs.mkdirSync(path.join(siteDir, "plugins/site"), { recursive: true });
  fs.writeFileSync(path.join(siteDir, CACHE_KEY_FILE), JSON.stringify({ code }));
}

function writeBuild() {
  for (const dir of [".cache", "public"]) {
    fs.mkdirSync(path.join(siteDir, dir));
    fs.writeFileSync(path.join(siteDir, dir, "file"), dir);
  }
}

const removeBuild = () =>
  [".cache", "public"].forEach((dir) => fs.rmSync(path.join(siteDir, dir), { recursive: true }));

describe("staticAdapter", () => {
  it("stores the build in a Netlify build and restores it in the next one", async () => {
    const adapter = staticAdapter({ env: { NETLIFY_LOCAL: "true" }, siteDir });
    const cacheDir = path.join(siteDir, ".netlify/cache");
    const first = cacheContext();
    writeKey("same code");
    writeBuild();

    await adapter.cache?.store(first.context);
    removeBuild();
    const second = cacheContext();
    await expect(adapter.cache?.restore(second.context)).resolves.toBe(true);

    expect(fs.readFileSync(path.join(siteDir, "public/file"), "utf8")).toBe("public");
    expect(fs.readFileSync(path.join(siteDir, ".cache/file"), "utf8")).toBe(".cache");
    expect(first.messages).toEqual([
      `Stored .cache and public in Netlify's build cache (${cacheDir})`,
    ]);
    expect(second.messages).toEqual([
      `Restored .cache and public from Netlify's build cache (${cacheDir})`,
    ]);
  });

  it("keeps the build code Gatsby compiled for this build, not the cached build's", async () => {
    const adapter = staticAdapter({ env: { NETLIFY_LOCAL: "true" }, siteDir });
    writeKey("same code");
    writeBuild();
    fs.mkdirSync(path.join(siteDir, ".cache/compiled"));
    fs.writeFileSync(path.join(siteDir, ".cache/compiled/gatsby-node.js"), "previous build");
    await adapter.cache?.store(cacheContext().context);
    removeBuild();
    fs.mkdirSync(path.join(siteDir, ".cache/compiled"), { recursive: true });
    fs.writeFileSync(path.join(siteDir, ".cache/compiled/gatsby-node.js"), "this build");

    await expect(adapter.cache?.restore(cacheContext().context)).resolves.toBe(true);

    expect(fs.readFileSync(path.join(siteDir, ".cache/compiled/gatsby-node.js"), "utf8")).toBe(
      "this build",
    );
    expect(fs.readFileSync(path.join(siteDir, ".cache/file"), "utf8")).toBe(".cache");
  });

  it("restores nothing that other build code, dependencies or a command made", async () => {
    const adapter = staticAdapter({ env: { NETLIFY_LOCAL: "true" }, siteDir });
    const cacheDir = path.join(siteDir, ".netlify/cache");
    writeKey("old code");
    writeBuild();
    await adapter.cache?.store(cacheContext().context);
    removeBuild();
    writeKey("new code");
    const { context, messages } = cacheContext();

    await expect(adapter.cache?.restore(context)).resolves.toBe(false);
    expect(fs.existsSync(path.join(siteDir, "public"))).toBe(false);
    expect(messages).toEqual([
      `Netlify's build cache (${cacheDir}) was made by other build code, dependencies or command (plugins/site/hosting/cacheKey.ts): a cold build`,
    ]);
  });

  it("restores nothing stored before builds recorded their cache key", async () => {
    const adapter = staticAdapter({ env: { NETLIFY_LOCAL: "true" }, siteDir });
    writeBuild();
    await adapter.cache?.store(cacheContext().context);
    removeBuild();
    writeKey("new code");

    await expect(adapter.cache?.restore(cacheContext().context)).resolves.toBe(false);
    expect(fs.existsSync(path.join(siteDir, "public"))).toBe(false);
  });

  it("says the first Netlify build is cold", async () => {
    const adapter = staticAdapter({ env: { NETLIFY_LOCAL: "true" }, siteDir });
    const { context, messages } = cacheContext();

    await expect(adapter.cache?.restore(context)).resolves.toBe(false);
    expect(messages).toEqual([
      `Nothing in Netlify's build cache (${path.join(siteDir, ".netlify/cache")}) to restore: a cold build`,
    ]);
  });

  it("leaves Gatsby's own cache alone outside Netlify", async () => {
    const adapter = staticAdapter({ env: {}, siteDir });
    const { context, messages } = cacheContext();
    writeBuild();

    await adapter.cache?.store(context);
    await expect(adapter.cache?.restore(context)).resolves.toBe(false);

    expect(fs.readdirSync(siteDir).sort()).toEqual([".cache", "public"]);
    expect(messages).toEqual([]);
  });
});
