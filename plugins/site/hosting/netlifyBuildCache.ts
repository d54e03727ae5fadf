import fs from "node:fs/promises";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FINGERPRINT_FILE } from "../../../scripts/build-fingerprint.mjs";

/**
 * Netlify's build cache for Gatsby's `.cache` and `public/`, so a rebuild on Netlify is
 * incremental. Files live where `@netlify/cache-utils` (gatsby-adapter-netlify's) keeps them,
 * `<cache dir>/cwd/<path in the site>`, so "Clear cache and deploy" clears them too. That
 * library is not used: it requires Node 22.12, and `engines` admits every Node 22.
 */
const CWD_BASE = "cwd";

/**
 * Where Netlify keeps files between builds: `/opt/build/cache` on its servers (NETLIFY=true),
 * `.netlify/cache/` under its CLI (NETLIFY_LOCAL=true); undefined for a plain `gatsby build`.
 */
export function netlifyCacheDir(env: NodeJS.ProcessEnv, siteDir: string): string | undefined {
  if (env.NETLIFY === "true") return "/opt/build/cache";
  if (env.NETLIFY_LOCAL === "true") return path.join(siteDir, ".netlify", "cache");
  return undefined;
}

export function cachedPath(cacheDir: string, directory: string): string {
  return path.join(cacheDir, CWD_BASE, directory);
}

async function isNonEmptyDirectory(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

/** Replaces `to` with a copy of `from`, so no file `from` lacks survives in `to`. */
async function replaceWithCopy(from: string, to: string): Promise<void> {
  await fs.rm(to, { recursive: true, force: true });
  await fs.mkdir(path.dirname(to), { recursive: true });
  await fs.cp(from, to, { recursive: true });
}

export interface CacheLocation {
  /** The directory the build runs in, which `directories` are relative to. */
  siteDir: string;
  cacheDir: string;
}

/** Whether the cache holds every one of `directories`, each with something in it. */
export async function hasCachedDirectories(
  directories: readonly string[],
  cacheDir: string,
): Promise<boolean> {
  const present = await Promise.all(
    directories.map((dir) => isNonEmptyDirectory(cachedPath(cacheDir, dir))),
  );
  return directories.length > 0 && !present.includes(false);
}

/**
 * Replaces every one of `directories` with its cached copy, all or nothing: `.cache` without the
 * `public/` it describes would skip pages whose HTML is missing. Returns whether it restored.
 */
export async function restoreDirectories(
  directories: readonly string[],
  { siteDir, cacheDir }: CacheLocation,
): Promise<boolean> {
  if (!(await hasCachedDirectories(directories, cacheDir))) return false;
  for (const dir of directories) {
    await replaceWithCopy(cachedPath(cacheDir, dir), path.join(siteDir, dir));
  }
  return true;
}

/**
 * Copies every one of `directories` that exists into the cache, beside its entry and then
 * renamed into place, so a build stopped mid-copy never leaves a half-written entry.
 */
export async function storeDirectories(
  directories: readonly string[],
  { siteDir, cacheDir }: CacheLocation,
): Promise<string[]> {
  const stored: string[] = [];
  for (const dir of directories) {
    const source = path.join(siteDir, dir);
    if (!(await isNonEmptyDirectory(source))) continue;
    const target = cachedPath(cacheDir, dir);
    const staging = `${target}.partial`;
    await replaceWithCopy(source, staging);
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(staging, target);
    stored.push(dir);
  }
  return stored;
}

/**
 * Writes `fingerprint` (SITE_FINGERPRINT) where scripts/build-fingerprint.mjs reads it. A run
 * started without it leaves no record, so its cache is never taken for one made by known code.
 */
export function recordFingerprint(root: string, fingerprint: string | undefined): void {
  const file = path.join(root, FINGERPRINT_FILE);
  if (!fingerprint) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${fingerprint}\n`);
}

/** The fingerprint of the build that stored the cached folders, or null when there is none. */
export async function storedFingerprint(cacheDir: string): Promise<string | null> {
  const file = cachedPath(cacheDir, FINGERPRINT_FILE);
  return fs.readFile(file, "utf8").then(
    (text) => text.trim(),
    () => null,
  );
}
