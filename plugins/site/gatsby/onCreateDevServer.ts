import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildAdmin } from "../desk/buildAdmin";
import { ADMIN_PATH } from "../../../src/lib/routes";
import { contentTypeOf } from "../../../scripts/content-types.mjs";

interface Request {
  path: string;
}
interface Response {
  redirect(status: number, url: string): void;
  status(code: number): { end(): void };
  setHeader(name: string, value: string): void;
  end(body: Buffer): void;
}

/**
 * The writers' desk at /admin/ in `gatsby develop`, built once at start into .cache/admin (its
 * code changes rarely: restart to pick a change up). In Chrome or Edge, "Work with Local
 * Repository" saves into the checkout's content/ through the browser, which Gatsby reloads like
 * any other edit; no server of ours writes anything.
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
  reporter.info(`Writing desk at ${ADMIN_PATH} ("Work with Local Repository" in Chrome or Edge)`);
  app.get(`${ADMIN_PATH.slice(0, -1)}*`, (req: Request, res: Response) => {
    const name = req.path.slice(ADMIN_PATH.length) || "index.html";
    // Within the desk's folder (its chunks/ and assets/), never above it.
    const file = path.join(dir, path.normalize(`/${name}`));
    if (req.path === ADMIN_PATH.slice(0, -1)) {
      res.redirect(301, ADMIN_PATH);
      return;
    }
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.status(404).end();
      return;
    }
    res.setHeader("Content-Type", contentTypeOf(file));
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.end(fs.readFileSync(file));
  });
};
