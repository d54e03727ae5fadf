// Types of ./pages-written.mjs, for the cache tests.
export function pageFiles(publicDir: string): string[];
export function pagesWrittenSince(publicDir: string, since: number): number;
