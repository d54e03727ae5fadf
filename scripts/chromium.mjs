// @ts-check
import fs from "node:fs";
import { chromium } from "playwright-core";

/** Debian's Chromium, which CI installs (.ci/run) and the tests drive unless told otherwise. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Playwright's own Chromium, where `npx playwright install chromium` puts it (whether or not
 * it is there), or null when playwright-core cannot say.
 */
export function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/** What a newcomer with neither browser reads, once, before any test starts. */
export const NO_CHROMIUM_MESSAGE = [
  `No Chromium for the browser tests: CHROME_PATH is not set, ${DEBIAN_CHROMIUM} does not exist`,
  "and Playwright's own Chromium is not installed. Get one with",
  "  apt-get install chromium            (Debian, as CI does), or",
  "  npx playwright install chromium     (anywhere else),",
  "or set CHROME_PATH to a Chromium or Chrome you have.",
].join("\n");

/**
 * The browser every test and benchmark drives: CHROME_PATH when set, else Debian's Chromium,
 * else Playwright's own if it is installed. With none of them it throws NO_CHROMIUM_MESSAGE,
 * so a run stops at once instead of failing every test on a missing browser.
 *
 * @param {{ env?: Record<string, string | undefined>, exists?: (file: string) => boolean,
 *   playwright?: () => string | null }} [options] what it reads, replaceable in its tests
 * @returns {string}
 */
export function findChromium({
  env = process.env,
  exists = fs.existsSync,
  playwright = playwrightChromium,
} = {}) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const bundled = playwright();
  if (bundled && exists(bundled)) return bundled;
  throw new Error(NO_CHROMIUM_MESSAGE);
}

/**
 * The browser every test and benchmark drives (findChromium). The flags keep it off the
 * network this machine does not have (background updates, sync, QUIC) and let it run as root
 * in a container.
 */
export const chromePath = findChromium();

export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
