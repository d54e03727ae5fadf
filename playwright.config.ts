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
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
  },
});
