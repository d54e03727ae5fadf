import { defineConfig } from "@playwright/test";
import { chromeFlags, chromePath } from "./scripts/chromium.mjs";

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
      name: "mobile",
      use: {
        baseURL: fixtureURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      // What reads the built files, answers HTTP or checks content and meta is the same at
      // every width: it runs once, in the desktop project. The phone runs what a width or a
      // touch screen can change: layout, the menu, zoom and spacing, the Resources page and
      // its dialog, routing and the destinations of the top bar's links.
      testIgnore: [
        ...REAL,
        "admin.spec.ts",
        "all-pages.spec.ts",
        "article.spec.ts",
        "csp.spec.ts",
        "dialog-fallback.spec.ts",
        "downloads.spec.ts",
        "keep-reading.spec.ts",
        "pages-*.spec.ts",
        "resources-dialog-body.spec.ts",
        "writer-input.spec.ts",
      ],
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
