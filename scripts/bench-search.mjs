// @ts-check
/**
 * `npm run bench:search`: what a visitor's first search downloads. Serves a built site with the
 * Netlify-like server, opens /resources/ in Chromium, waits until the page is idle, then types
 * a search and counts every file fetched until its results show: how many, their bodies as
 * sent (gzipped) and their HTTP headers. The budget, bodies and headers together, is
 * "search" in bench/budgets.json (e2e/search.spec.ts holds the build's own articles to it).
 *
 * The searches are the first one, two and three words (four letters or more) of the first
 * article's title in content/articles/, so they find something in any copy of the site.
 *
 * Options: --dir <public folder> (default public/; for 500 articles, build one with
 *          `npm run bench:scale -- --articles 500 --keep`, which prints where it kept it)
 *          --query "words" (repeatable, instead of the title's words)   --port 9436
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "./chromium.mjs";
import { argValues, markdownTable } from "./bench-lib.mjs";
import { createStaticServer } from "./serve.mjs";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");
/** The first search's budget in bytes, bodies and headers (bench/budgets.json, "search"). */
const BUDGET =
  JSON.parse(fs.readFileSync(path.join(root, "bench", "budgets.json"), "utf8")).search
    .firstSearchKiB.max * 1024;

/** @param {string} name */
const values = (name) => argValues(process.argv, name);

/** The first one, two and three long words of the first article's title. */
function titleQueries() {
  const dir = path.join(root, "content", "articles");
  const first = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()[0];
  const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(
    fs.readFileSync(path.join(dir, first), "utf8"),
  )?.[1];
  const words = (title ?? "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4);
  if (words.length === 0) throw new Error(`No title words to search for in ${first}`);
  return [1, 2, 3].filter((n) => n <= words.length).map((n) => words.slice(0, n).join(" "));
}

/**
 * Types `query` into the first search box on /resources/ and returns what was fetched from
 * then until the results (or "no match") show.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {string} query
 */
async function firstSearch(browser, origin, query) {
  const page = await browser.newPage();
  /** @type {Map<string, { body: number, headers: number }>} */
  const fetched = new Map();
  let counting = false;
  page.on("requestfinished", async (request) => {
    if (!counting) return;
    const response = await request.response();
    const sizes = await request.sizes();
    fetched.set(new URL(request.url()).pathname, {
      body: Number(response?.headers()["content-length"] ?? sizes.responseBodySize),
      headers: sizes.responseHeadersSize,
    });
  });
  await page.goto(`${origin}/resources/`);
  // The box is enabled once the page's script runs.
  await page.waitForFunction(() => document.querySelector("input[type=search]:enabled") !== null);
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("searchbox").first();
  counting = true;
  await box.fill(query);
  const status = page.getByRole("status").filter({ hasText: /match/ }).first();
  await status.waitFor();
  await page.waitForLoadState("networkidle");
  const said = (await status.textContent()) ?? "";
  await page.close();
  const files = [...fetched.values()];
  const body = files.reduce((sum, file) => sum + file.body, 0);
  const headers = files.reduce((sum, file) => sum + file.headers, 0);
  return { query, said, files: files.length, body, headers };
}

async function main() {
  const publicDir = path.resolve(values("dir")[0] ?? path.join(root, "public"));
  if (!fs.existsSync(path.join(publicDir, "resources", "index.html"))) {
    throw new Error(`${publicDir} holds no built /resources/ page: run npm run build first`);
  }
  const queries = values("query").length > 0 ? values("query") : titleQueries();
  const port = Number(values("port")[0] ?? 9436);
  const articles = fs
    .readdirSync(path.join(publicDir, "resources"), { withFileTypes: true })
    .filter((entry) => fs.existsSync(path.join(publicDir, "resources", entry.name, "index.html")))
    .filter((entry) => !["page", "category"].includes(entry.name)).length;

  const server = createStaticServer({ root: publicDir });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(null)));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const rows = [];
    for (const query of queries) {
      const found = await firstSearch(browser, `http://127.0.0.1:${port}`, query);
      const total = found.body + found.headers;
      rows.push([
        `“${found.query}”`,
        found.said.replace(/\s+/g, " ").trim(),
        String(found.files),
        `${found.body.toLocaleString("en-US")} B`,
        `${total.toLocaleString("en-US")} B ${total <= BUDGET ? "✓" : "✗"}`,
      ]);
    }
    console.log(
      `First search on /resources/ of ${publicDir} (${articles} article pages), ` +
        `budget ${BUDGET.toLocaleString("en-US")} B with headers:\n`,
    );
    console.log(
      markdownTable(["Search", "Said", "Files", "Bodies (gzipped)", "With HTTP/1.1 headers"], rows),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
