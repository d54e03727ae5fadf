import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { DESK_SERVER_PORT } from "../src/lib/routes";
import { expect } from "./fixtures";

/**
 * The writing desk's local server for browser tests: started as writers start it
 * (`npm run cms`), on a free port of its own, serving a copy of the site.
 */

const root = path.resolve(__dirname, "..");

/** Where the desk at /admin/ looks for its local server: Decap's default, in the desk's CSP. */
export const DESK_BACKEND = `http://localhost:${DESK_SERVER_PORT}/api/v1`;

/** A port nothing listens on now (the kernel's choice, so never one the team uses). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** The server's `info` answer ({ repo, type, publish_modes }), or null while it is not up. */
export const deskInfo = (port: number) =>
  fetch(`http://localhost:${port}/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  }).then(
    (response) => response.json() as Promise<Record<string, unknown>>,
    () => null,
  );

export interface DeskServer {
  port: number;
  stop(): void;
}

export interface DeskOptions {
  /**
   * Where the desk's page is served (the test's baseURL): the server answers only pages from
   * there (DESK_ORIGINS), and the test's server is not npm start's port 8000.
   */
  pageURL: string;
  /** Its default (git) unless fs. */
  mode?: "fs" | "git";
}

/**
 * Runs `npm run cms` for `site` and waits until it answers for that folder. Its output goes
 * to `log`.
 */
export async function startDesk(
  site: string,
  log: string,
  { pageURL, mode = "git" }: DeskOptions,
): Promise<DeskServer> {
  const port = await freePort();
  const output = fs.openSync(log, "w");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    GIT_REPO_DIRECTORY: site,
    DESK_ORIGINS: new URL(pageURL).origin,
  };
  delete env.MODE;
  if (mode === "fs") env.MODE = mode;
  const child: ChildProcess = spawn("npm", ["run", "--silent", "cms"], {
    cwd: root,
    env,
    stdio: ["ignore", output, output],
    // Its own process group: stopping it stops the server npm started.
    detached: true,
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  try {
    await expect
      .poll(() => deskInfo(port), { timeout: 60_000, message: `npm run cms: see ${log}` })
      .toMatchObject({ repo: path.basename(site), type: `local_${mode}` });
  } catch (error) {
    stop();
    throw error;
  }
  return { port, stop };
}

/**
 * Hands a request the desk makes to Decap's default address on to the test's server, and its
 * answer back, so the browser talks to that server as it would at port 8081. A failure is the
 * test's: Decap polls its server until its page goes, so a test ends with leaveDesk, which
 * stops the polling and waits for every forwarded request, and none is still on its way when
 * the page closes.
 */
export async function forwardToDesk(route: Route, port: number) {
  const headers = { ...route.request().headers(), host: `localhost:${port}` };
  const response = await route.fetch({ url: `http://localhost:${port}/api/v1`, headers });
  await route.fulfill({ response });
}

/**
 * Ends a test at the desk: leaves its page, so Decap sends nothing more, then stops the
 * forwarding once each request already forwarded has its answer (Playwright's
 * unrouteAll({ behavior: "wait" })). A request forwarded when the page closed would otherwise
 * fail its route.fetch or route.fulfill after the test (the context's request client is
 * disposed with it), an error outside any test.
 */
export async function leaveDesk(page: Page) {
  await page.goto("about:blank");
  await page.unrouteAll({ behavior: "wait" });
}

/** Git in a site copy (never in this checkout): its output, trimmed. */
export function gitIn(site: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: site, encoding: "utf8" }).trim();
}

/**
 * Makes a site copy a git repository on `main` with everything committed, as a writer's clone
 * is. Refuses any folder outside the temporary folder, so this checkout is never touched.
 */
export function initSiteRepository(site: string) {
  const inTemp = path.relative(fs.realpathSync(os.tmpdir()), fs.realpathSync(site));
  if (inTemp.startsWith("..") || path.isAbsolute(inTemp) || fs.existsSync(`${site}/.git`)) {
    throw new Error(`${site} is not a fresh site copy in ${os.tmpdir()}`);
  }
  gitIn(site, "init", "--quiet", "--initial-branch=main");
  gitIn(site, "config", "user.name", "Writer");
  gitIn(site, "config", "user.email", "writer@example.com");
  gitIn(site, "add", "--all");
  gitIn(site, "commit", "--quiet", "-m", "The site");
  expect(fs.realpathSync(gitIn(site, "rev-parse", "--show-toplevel"))).toBe(fs.realpathSync(site));
}
