// @ts-check
/**
 * `npm run bench:font`: which font paints a first visit's text. Serves a built site, opens
 * each route in Chromium with an empty cache over a throttled connection (each request delayed
 * by the latency, the bytes limited to the throughput), and asks the browser which font drew
 * the page's heading (the display face, Fraunces) and its first paragraph (the text face,
 * Inter): the web font, or the metric-matched fallback that `font-display: optional` keeps when
 * the font is not there by the first paint (src/theme/fonts.ts).
 *
 * Usage: node scripts/bench-font.mjs [--dir public] [--port 9437] [--runs 2]
 *        [--only /route/]... [--network <latency ms>/<kbit/s>]...
 * Default networks: 40/10000, 80/10000, 100/5000, 150/1600 and 562.5/1474.56 (Lighthouse's
 * slow 4G as DevTools applies it). Prints one row per network and route; exits 2 when the
 * tooling fails, else 0.
 */
import path from "node:path";
import { chromium } from "@playwright/test";
import { argValues } from "./bench-lib.mjs";
import { chromeFlags, chromePath } from "./chromium.mjs";
import { createStaticServer } from "./serve.mjs";

const argv = process.argv.slice(2);
const dir = path.resolve(argValues(argv, "dir")[0] ?? "public");
const port = Number(argValues(argv, "port")[0] ?? 9437);
const runs = Number(argValues(argv, "runs")[0] ?? 2);
const routes = argValues(argv, "only").length
  ? argValues(argv, "only")
  : ["/", "/resources/", "/about/"];
const networks = (
  argValues(argv, "network").length
    ? argValues(argv, "network")
    : ["40/10000", "80/10000", "100/5000", "150/1600", "562.5/1474.56"]
).map((text) => {
  const [latency, kbps] = text.split("/").map(Number);
  return { text, latency, bytesPerSecond: (kbps * 1024) / 8 };
});

const server = createStaticServer({ root: dir });
await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  console.log(
    `First visits to ${dir}, ${runs} per route and network; * marks a web font (Fraunces or Inter).\n`,
  );
  console.log(
    "| network (ms/kbit/s) | route | heading (display) | paragraph (text) |\n| --- | --- | --- | --- |",
  );
  for (const network of networks) {
    for (const route of routes) {
      const seen = { heading: [], paragraph: [] };
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: network.latency,
          downloadThroughput: network.bytesPerSecond,
          uploadThroughput: network.bytesPerSecond,
        });
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load" });
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
        /** The font that drew most of the element's characters. @param {string} selector */
        const fontOf = async (selector) => {
          const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
          if (!nodeId) return "none";
          const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
          const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
          return main ? `${main.familyName}${main.isCustomFont ? "*" : ""}` : "none";
        };
        seen.heading.push(await fontOf("h1"));
        seen.paragraph.push(await fontOf("main p"));
        await context.close();
      }
      const tally = (/** @type {string[]} */ fonts) =>
        [...new Set(fonts)]
          .map((font) => `${font} ${fonts.filter((f) => f === font).length}/${runs}`)
          .join(", ");
      console.log(
        `| ${network.text} | ${route} | ${tally(seen.heading)} | ${tally(seen.paragraph)} |`,
      );
    }
  }
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await browser.close();
  server.close();
}
