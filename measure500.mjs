import { chromium } from "playwright";
import { spawn } from "node:child_process";
const [dir, port] = [process.argv[2], process.argv[3]];
const server = spawn("node", ["scripts/serve.mjs", "--dir", dir, "--port", port], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 1000));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const term of process.argv.slice(4)) {
  const page = await browser.newPage();
  const sizes = new Map();
  page.on("requestfinished", async (request) => {
    const url = new URL(request.url()).pathname;
    const response = await request.response();
    const { responseHeadersSize } = await request.sizes();
    sizes.set(url, [Number(response?.headers()["content-length"] ?? 0), responseHeadersSize]);
  });
  await page.goto(`http://127.0.0.1:${port}/resources/`);
  await page.waitForFunction(() => !document.querySelector("input[type=search]").disabled);
  await page.waitForLoadState("networkidle");
  sizes.clear();
  await page.getByRole("searchbox").fill(term);
  await page.locator("p[role=status]").first().filter({ hasText: /match/ }).waitFor();
  await page.waitForLoadState("networkidle");
  const files = [...sizes].filter(([u]) => u.startsWith("/pagefind/") || u.includes("article-search"));
  const body = files.reduce((s, [, [b]]) => s + b, 0);
  const headers = files.reduce((s, [, [, h]]) => s + h, 0);
  const status = await page.locator("p[role=status]").first().textContent();
  console.log(`${term}: ${status} | ${files.length} files, bodies ${body} B, headers ${headers} B, total ${body + headers} B`);
  await page.close();
}
await browser.close(); server.kill();
