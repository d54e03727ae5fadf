/** Types for chromium.mjs, for playwright.config.ts and the specs. */
export const DEBIAN_CHROMIUM: string;
export const NO_CHROMIUM_MESSAGE: string;
export function playwrightChromium(): string | null;
export function findChromium(options?: {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  playwright?: () => string | null;
}): string;
export const chromePath: string;
export const chromeFlags: string[];
