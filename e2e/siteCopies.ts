import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect } from "./fixtures";

/**
 * Specs that make a copy of the site (scripts/site-copy.mjs). Playwright compiles specs to
 * CommonJS, so they drive the script rather than import it.
 */

const root = path.resolve(__dirname, "..");

/** Runs scripts/site-copy.mjs with `args`; returns the folder it prints. */
export function siteCopy(...args: string[]): string {
  const result = spawnSync("node", ["scripts/site-copy.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}
