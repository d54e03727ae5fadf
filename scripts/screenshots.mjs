// @ts-check
/**
 * `npm run screenshots`: full-page pictures of a built site at a phone's width (390 px) and a
 * laptop's (1280 px), so a design change can be judged by looking at it, before and after.
 * Serves the build the way Netlify does (scripts/serve.mjs) with every third party blocked, as
 * for a visitor behind a blocker: the scheduler's frame never loads, so Contact shows what that
 * visitor sees. Besides each route it takes the open menu on a phone, the article dialog, the
 * 404 page, the first screen of Contact, the first category page and the legal pages.
 *
 * Usage: node scripts/screenshots.mjs [--dir public] [--out bench-results/screenshots]
 *        [--port 9438] [--only /about/]...
 * Writes `<out>/<width>-<name>.png` and prints each file; exits 2 when the tooling fails.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { argValues } from "./bench-lib.mjs";
import { chromeFlags, chromePath } from "./chromium.mjs";
import { createStaticServer } from "./serve.mjs";

const argv = process.argv.slice(2);
const dir = path.resolve(argValues(argv, "dir")[0] ?? "public");
const out = path.resolve(argValues(argv, "out")[0] ?? "bench-results/screenshots");
const port = Number(argValues(argv, "port")[0] ?? 9438);
const only = argValues(argv, "only");
const origin = `http://127.0.0.1:${port}`;

/**
 * The first address in the library's own links that `pattern` matches (its first group), so
 * any content will do: the first article, or the first category page from the badges.
 * @param {RegExp} pattern
 */
const firstLibraryLink = (pattern) =>
  pattern.exec(fs.readFileSync(path.join(dir, "resources/index.html"), "utf8"))?.[1] ?? null;

/**
 * @typedef {{ name: string, route: string, fullPage?: boolean, widths?: number[],
 *   then?: (page: import("@playwright/test").Page) => Promise<void> }} Shot
 */
/** @type {Shot[]} */
const shots = [
  { name: "home", route: "/" },
  { name: "about", route: "/about/" },
  { name: "services", route: "/services/" },
  { name: "portfolio", route: "/portfolio/" },
  { name: "resources", route: "/resources/" },
  { name: "contact", route: "/contact/" },
  { name: "contact-first-screen", route: "/contact/", fullPage: false },
  {
    name: "article",
    route:
      firstLibraryLink(/href="(\/resources\/(?!category\/|page\/|feed)[a-z0-9-]+\/)"/) ??
      "/resources/",
  },
  {
    name: "category",
    route: firstLibraryLink(/href="(\/resources\/category\/[a-z0-9-]+\/)"/) ?? "/resources/",
  },
  { name: "privacy", route: "/privacy/" },
  { name: "terms", route: "/terms/" },
  { name: "not-found", route: "/no-such-page/" },
  {
    name: "menu-open",
    route: "/",
    fullPage: false,
    widths: [390],
    then: (page) => page.getByRole("button", { name: "Menu" }).click(),
  },
  {
    name: "dialog",
    route: "/resources/",
    fullPage: false,
    then: async (page) => {
      await page.locator("main li h3 a").first().click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(300);
    },
  },
];

/**
 * Scrolls through the page as a reader does, so lazy pictures load, waits until every picture
 * has its pixels, and goes back to the top: a full-page picture shows the page as read.
 * @param {import("@playwright/test").Page} page
 */
async function loadLazyPictures(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
    // At most a few seconds: a lazy picture the browser never asks for (one it decides is out
    // of reach) would otherwise hold the run forever; the shot then shows it as a visitor would.
    const settled = Promise.all(
      Array.from(document.images, (img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5000))]);
    window.scrollTo(0, 0);
  });
}

const server = createStaticServer({ root: dir });
await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
let failed = false;
try {
  fs.mkdirSync(out, { recursive: true });
  for (const width of [390, 1280]) {
    const mobile = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: mobile ? 844 : 900 },
      isMobile: mobile,
      hasTouch: mobile,
      deviceScaleFactor: 1,
    });
    // A visitor with a blocker: nothing but the site itself loads.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    for (const shot of shots) {
      if (only.length && !only.includes(shot.route)) continue;
      if (shot.widths && !shot.widths.includes(width)) continue;
      const page = await context.newPage();
      try {
        await page.goto(`${origin}${shot.route}`, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        if (shot.fullPage ?? true) await loadLazyPictures(page);
        // Lets hydration and the scheduler's (blocked) frame settle.
        await page.waitForTimeout(500);
        if (shot.then) await shot.then(page);
        const file = path.join(out, `${width}-${shot.name}.png`);
        await page.screenshot({ path: file, fullPage: shot.fullPage ?? true });
        console.log(path.relative(process.cwd(), file));
      } catch (error) {
        failed = true;
        console.error(`${width}-${shot.name} (${shot.route}): ${error}`);
      } finally {
        await page.close();
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 2 : 0);
