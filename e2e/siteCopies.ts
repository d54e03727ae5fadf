import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect } from "./fixtures";

/**
 * Specs that build a copy of the site (scripts/site-copy.mjs) and serve it beside the main
 * build. Playwright compiles specs to CommonJS, so they drive the script rather than import it.
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

/** Serves a built `public/` folder the way Netlify does, once it answers; the caller kills it. */
export async function serveBuild(publicDir: string, port: number): Promise<ChildProcess> {
  const server = spawn("node", ["scripts/serve.mjs", "--dir", publicDir, "--port", String(port)], {
    cwd: root,
    stdio: "ignore",
  });
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(200);
  return server;
}
