/** Types for chromium.mjs, for playwright.config.ts. */
export const chromePath: string;
export const chromeFlags: string[];
