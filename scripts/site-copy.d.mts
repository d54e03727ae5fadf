/** Types for ./site-copy.mjs, as far as TypeScript code uses it. */
export function siteCopyDir(name: string): string;
