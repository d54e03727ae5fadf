import { defineConfig } from "@playwright/test";
import { chromeFlags, chromePath } from "./scripts/chromium.mjs";

/**
 * Browser tests run against the production build (`npm run build`), served by
 * scripts/serve.mjs the way Netlify serves it, in Debian's Chromium (never a downloaded one).
 */
const port = Number(process.env.E2E_PORT ?? 9323);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromePath, args: chromeFlags },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // What reads the built files, answers HTTP or checks content and meta is the same at
      // every width: it runs once, in the desktop project. The phone runs what a width or a
      // touch screen can change: layout, the menu, zoom and spacing, the Resources page and
      // its dialog, routing and the destinations of the top bar's links.
      testIgnore: [
        "admin.spec.ts",
        "all-pages.spec.ts",
        "article.spec.ts",
        "built-output.spec.ts",
        "csp.spec.ts",
        "dialog-fallback.spec.ts",
        "downloads.spec.ts",
        "feed.spec.ts",
        "keep-reading.spec.ts",
        "pages-*.spec.ts",
        "promises.spec.ts",
        "resources-dialog-body.spec.ts",
        "seo.spec.ts",
        "writer-input.spec.ts",
      ],
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
  },
});
