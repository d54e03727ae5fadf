import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The writers' desk (/admin/, Sveltia CMS) as the built site serves it, on Sveltia's
 * `test-repo` backend: the build's own configuration (public/admin/config.json, every
 * collection and field as production has them) with only the backend swapped, answered at the
 * network as the desk asks for it. test-repo keeps the repository in the browser's origin
 * private file system (OPFS) under `sveltia-cms-test/`, so a test can put the fixture site's
 * files there first and read what the desk saved, byte for byte, afterwards.
 */

/** Where test-repo keeps the repository, inside the page's origin private file system. */
const TEST_REPO_FOLDER = "sveltia-cms-test";

export const DESK = "/admin/";

/** A file of the repository the desk works on: its path from the repository's root, and bytes. */
export interface RepoFile {
  path: string;
  /** Text, or the base64 of a binary file. */
  text?: string;
  base64?: string;
}

/** The requests the page made to any host other than the site's, in order. */
export type OffSiteRequests = string[];

/**
 * Routes the desk's configuration to test-repo and blocks every other host (recording each
 * request), as for a writer behind a network that lets nothing else through.
 */
export async function useTestRepo(page: Page, origin: string): Promise<OffSiteRequests> {
  const offSite: OffSiteRequests = [];
  await page.route(
    (url) => url.protocol.startsWith("http") && url.origin !== origin,
    (route) => {
      offSite.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  // Sveltia asks for the file with a cache-busting query.
  await page.route(/\/admin\/config\.json(\?|$)/, async (route) => {
    const answer = await route.fetch();
    const config = await answer.json();
    expect(config.backend, "the built configuration's backend").toMatchObject({ name: "github" });
    // test-repo keeps no branches, so it has no editorial workflow to run.
    const { publish_mode: _workflow, ...rest } = config;
    await route.fulfill({ response: answer, json: { ...rest, backend: { name: "test-repo" } } });
  });
  return offSite;
}

/** Puts `files` into test-repo's repository; call on a desk page before signing in. */
export async function seedRepository(page: Page, files: readonly RepoFile[]) {
  await page.evaluate(
    async ({ root, files }) => {
      const top = await navigator.storage.getDirectory();
      await top.removeEntry(root, { recursive: true }).catch(() => undefined);
      const repo = await top.getDirectoryHandle(root, { create: true });
      for (const file of files) {
        const parts = file.path.split("/");
        let dir = repo;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true });
        }
        const handle = await dir.getFileHandle(parts.at(-1)!, { create: true });
        const writable = await handle.createWritable();
        const bytes = file.base64
          ? Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
          : new TextEncoder().encode(file.text ?? "");
        await writable.write(bytes);
        await writable.close();
      }
    },
    { root: TEST_REPO_FOLDER, files },
  );
}

/** A file of test-repo's repository as the desk saved it, or null if there is none. */
export async function repositoryFile(page: Page, filePath: string): Promise<Buffer | null> {
  const base64 = await page.evaluate(
    async ({ root, filePath }) => {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
        const parts = filePath.split("/");
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        const file = await (await dir.getFileHandle(parts.at(-1)!)).getFile();
        const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      } catch {
        return null;
      }
    },
    { root: TEST_REPO_FOLDER, filePath },
  );
  return base64 === null ? null : Buffer.from(base64, "base64");
}

/** Every file under `dir` of a site folder, as repository files (`content/...`). */
export function filesOf(root: string, dir: string): RepoFile[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const repoPath = path.relative(root, full).split(path.sep).join("/");
      return /\.(png|jpe?g|webp|avif)$/i.test(entry.name)
        ? { path: repoPath, base64: fs.readFileSync(full).toString("base64") }
        : { path: repoPath, text: fs.readFileSync(full, "utf8") };
    });
}

/** Opens the desk and signs in to test-repo with `files` in its repository. */
export async function openDesk(page: Page, files: readonly RepoFile[]) {
  await page.goto(DESK);
  await seedRepository(page, files);
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await expect(page.getByRole("radio", { name: "Contents" })).toBeVisible();
}
