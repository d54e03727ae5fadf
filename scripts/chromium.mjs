// @ts-check
/**
 * The browser every test and benchmark drives: Debian's Chromium unless CHROME_PATH names
 * another. The flags keep it off the network this machine does not have (background
 * updates, sync, QUIC) and let it run as root in a container.
 */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
