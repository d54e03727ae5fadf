// @ts-check
/**
 * Jest's global setup and teardown (jest.config.ts): every test file's temporary folders go
 * into one folder made for the run, removed when the run ends. Tests make their folders with
 * `os.tmpdir()`, which reads TMPDIR, and the workers Jest starts after this inherit it. Without
 * it, a test that failed (or forgot) left its folders in /tmp on every run: 1,600 of them had
 * made a new folder there ten times slower to fill.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const KEY = "SITE_JEST_TMPDIR";

export async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-jest-"));
  process.env[KEY] = dir;
  process.env.TMPDIR = dir;
}

export async function teardown() {
  const dir = process.env[KEY];
  if (dir && path.basename(dir).startsWith("site-jest-")) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
