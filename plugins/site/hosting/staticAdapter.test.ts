/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
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

/** The environment scripts/gatsby.mjs starts Gatsby in, on Netlify's CLI. */
const netlify = (fingerprint?: string) => ({
  NETLIFY_LOCAL: "true",
  SITE_FINGERPRINT: fingerprint,
});

/** A build's folders, as made by a run with `fingerprint` (scripts/gatsby.mjs leaves it). */
function writeBuild(fingerprint = "same code") {
  for (const dir of [".cache", "public"]) {
    fs.mkdirSync(path.join(siteDir, dir));
    fs.writeFileSync(path.join(siteDir, dir, "file"), dir);
  }
  fs.writeFileSync(path.join(siteDir, ".cache/site-fingerprint"), `${fingerprint}\n`);
}

const removeBuild = () =>
  [".cache", "public"].forEach((dir) => fs.rmSync(path.join(siteDir, dir), { recursive: true }));

describe("staticAdapter", () => {
  it("stores the build in a Netlify build and restores it in the next one", async () => {
    const adapter = staticAdapter({ env: netlify("same code"), siteDir });
    const cacheDir = path.join(siteDir, ".netlify/cache");
    const first = cacheContext();
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

  it("restores nothing that other build code, dependencies or a command made", async () => {
    const cacheDir = path.join(siteDir, ".netlify/cache");
    writeBuild("old code");
    await staticAdapter({ env: netlify("old code"), siteDir }).cache?.store(cacheContext().context);
    removeBuild();
    const { context, messages } = cacheContext();

    const adapter = staticAdapter({ env: netlify("new code"), siteDir });
    await expect(adapter.cache?.restore(context)).resolves.toBe(false);
    expect(fs.existsSync(path.join(siteDir, "public"))).toBe(false);
    expect(messages).toEqual([
      `Netlify's build cache (${cacheDir}) was made by other build code, packages or command (scripts/gatsby.mjs): a cold build`,
    ]);
  });

  it("restores nothing when Gatsby was started without a fingerprint, or the cache has none", async () => {
    writeBuild();
    fs.rmSync(path.join(siteDir, ".cache/site-fingerprint"));
    await staticAdapter({ env: netlify("new code"), siteDir }).cache?.store(cacheContext().context);
    removeBuild();
    const adapter = staticAdapter({ env: netlify("new code"), siteDir });
    await expect(adapter.cache?.restore(cacheContext().context)).resolves.toBe(false);

    writeBuild("new code");
    await adapter.cache?.store(cacheContext().context);
    removeBuild();
    const started = staticAdapter({ env: netlify(undefined), siteDir });
    await expect(started.cache?.restore(cacheContext().context)).resolves.toBe(false);
    expect(fs.existsSync(path.join(siteDir, "public"))).toBe(false);
  });

  it("says the first Netlify build is cold", async () => {
    const adapter = staticAdapter({ env: netlify("same code"), siteDir });
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
    expect(fs.readFileSync(path.join(siteDir, "public/file"), "utf8")).toBe("public");
    expect(messages).toEqual([]);
  });
});
