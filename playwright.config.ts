import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromeFlags, chromePath } from "./scripts/chromium.mjs";

/** The tag of the tests the phone project runs as well as the desktop one. */
const PHONE_TAG = /@phone\b/;

/**
 * Every spec chooses where it runs: a test that a width, a touch screen or zoom can change is
 * tagged `{ tag: "@phone" }` and runs on the phone too; a spec with no such test says why in a
 * `// Desktop only: <reason>` line. A spec that does neither stops the run here, so a new spec
 * cannot run at one width by default without anyone deciding it.
 */
const undecided = fs
  .readdirSync("e2e")
  .filter((file) => file.endsWith(".spec.ts"))
  .filter((file) => {
    const text = fs.readFileSync(path.join("e2e", file), "utf8");
    return !/tag: \[?"@phone"/.test(text) && !/^\/\/ Desktop only: \S/m.test(text);
  });
if (undecided.length > 0) {
  throw new Error(
    `Say where each spec runs: tag the tests a width, touch or zoom can change with { tag: "@phone" }, or add a "// Desktop only: <why>" line to the spec. Undecided: ${undecided.map((file) => `e2e/${file}`).join(", ")}`,
  );
}

/**
 * Browser tests run against production builds, served by scripts/serve.mjs the way Netlify
 * serves them, in Debian's Chromium (never a downloaded one). Two builds, each made once:
 * - the fixture site (fixture-site/, built by `npm run build:fixture`): the tests' own
 *   content, which every behaviour test reads its expected values from;
 * - the real site (`npm run build`): checked by properties that hold for any valid content
 *   (e2e/real-content.spec.ts), never by a title, count or category of today's.
 */
const port = Number(process.env.E2E_PORT ?? 9323);
const realURL = `http://127.0.0.1:${port}`;
const fixtureURL = `http://127.0.0.1:${port + 1}`;

/** Specs about the real content; every other spec runs on the fixture site. */
const REAL = ["real-content.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  // e2e/*.built.test.ts are Jest's: checks of the builds that open no browser.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    // A trace helps whoever reruns a failure on their machine. CI keeps no file of a run, so
    // there recording one for every test would only cost time.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: chromePath, args: chromeFlags },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: REAL,
      use: { baseURL: fixtureURL, viewport: { width: 1280, height: 800 } },
    },
    {
      // The phone runs only what a width, a touch screen or zoom can change: layout, the menu,
      // spacing, the dialog's position and scroll lock, axe on each page. The spec says so
      // itself: such a test (or its describe) is tagged, `test("...", { tag: "@phone" }, ...)`;
      // every other test runs once, in the desktop project. A spec that sets its own viewport
      // (the menu at 200% and 400% zoom, text spacing at 320 px) needs no tag: it runs once.
      name: "mobile",
      testIgnore: REAL,
      grep: PHONE_TAG,
      use: {
        baseURL: fixtureURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "real",
      testMatch: REAL,
      use: { baseURL: realURL, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `${realURL}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.mjs --dir fixture-site/public --port ${port + 1}`,
      url: `${fixtureURL}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
