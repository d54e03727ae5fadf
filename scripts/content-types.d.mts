// Types of ./content-types.mjs, for plugins/site/gatsby/onCreateDevServer.ts.
export function contentTypeOf(file: string): string;
