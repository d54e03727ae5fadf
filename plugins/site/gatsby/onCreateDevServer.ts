import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildAdmin } from "../desk/buildAdmin";
import { ADMIN_PATH } from "../../../src/lib/routes";

/** The part of Express's request and response the handler uses. */
interface Request {
  path: string;
}
interface Response {
  redirect(status: number, url: string): void;
  status(code: number): { end(): void };
  setHeader(name: string, value: string): void;
  end(body: Buffer): void;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".woff2": "font/woff2",
};

/**
 * `gatsby develop` serves the writers' desk at /admin/ too, built once at start into
 * .cache/admin (the desk's code changes rarely; restart to pick a change up). Writers run
 * `npm run cms` beside it, and Decap writes through decap-server into content/, which Gatsby
 * then reloads like any other edit.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({
  app,
  reporter,
  cache,
}) => {
  // Gatsby runs in the site's folder.
  const directory = process.cwd();
  const dir = path.join(directory, ".cache", "admin");
  await buildAdmin(directory, dir, cache);
  reporter.info(`Writing desk at ${ADMIN_PATH} (run "npm run cms" beside this server)`);
  app.get(`${ADMIN_PATH.slice(0, -1)}*`, (req: Request, res: Response) => {
    const name = req.path.slice(ADMIN_PATH.length) || "index.html";
    const file = path.join(dir, path.basename(name));
    if (req.path === ADMIN_PATH.slice(0, -1)) {
      res.redirect(301, ADMIN_PATH);
      return;
    }
    if (!fs.existsSync(file)) {
      res.status(404).end();
      return;
    }
    res.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.end(fs.readFileSync(file));
  });
};
