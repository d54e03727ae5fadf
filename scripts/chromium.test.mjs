/** @jest-environment node */
import {
  DEBIAN_CHROMIUM,
  findChromium,
  NO_CHROMIUM_MESSAGE,
  playwrightChromium,
} from "./chromium.mjs";

/*
 * Which browser the tests and benchmarks drive (scripts/chromium.mjs), on machines made up
 * here: which files exist is given, never read from this one.
 */

const PLAYWRIGHTS = "/home/newcomer/.cache/ms-playwright/chromium-1/chrome-linux64/chrome";
const machine = (...files) => ({
  exists: (file) => files.includes(file),
  playwright: () => PLAYWRIGHTS,
});

describe("the browser the tests drive", () => {
  it("is CHROME_PATH when it is set, whatever else is installed", () => {
    expect(
      findChromium({
        env: { CHROME_PATH: "/opt/chrome/chrome" },
        ...machine(DEBIAN_CHROMIUM, PLAYWRIGHTS),
      }),
    ).toBe("/opt/chrome/chrome");
  });

  it("is Debian's Chromium when CHROME_PATH is unset, even beside Playwright's", () => {
    expect(findChromium({ env: {}, ...machine(DEBIAN_CHROMIUM, PLAYWRIGHTS) })).toBe(
      DEBIAN_CHROMIUM,
    );
  });

  it("is Playwright's own Chromium when it is the only one installed", () => {
    expect(findChromium({ env: {}, ...machine(PLAYWRIGHTS) })).toBe(PLAYWRIGHTS);
  });

  it("with none, stops with one message that gives the commands that install one", () => {
    expect(() => findChromium({ env: {}, ...machine() })).toThrow(NO_CHROMIUM_MESSAGE);
    expect(() => findChromium({ env: {}, exists: () => false, playwright: () => null })).toThrow(
      NO_CHROMIUM_MESSAGE,
    );
    expect(NO_CHROMIUM_MESSAGE).toContain("apt-get install chromium");
    expect(NO_CHROMIUM_MESSAGE).toContain("npx playwright install chromium");
    expect(NO_CHROMIUM_MESSAGE).toContain("CHROME_PATH");
  });

  it("asks playwright-core where its own Chromium goes", () => {
    expect(playwrightChromium()).toMatch(/ms-playwright.*chromium/i);
  });
});
