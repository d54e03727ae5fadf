// Types of ./build-fingerprint.mjs, for the TypeScript tests that read its message.
export const FINGERPRINT_FILE: string;
export function buildFingerprint(dir: string, command: string): string;
export function prepareCache(dir: string, fingerprint: string): boolean;
export const CLEARED_MESSAGE: string;
