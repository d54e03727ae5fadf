// Types of ./unicodeRange.mjs, for ./brandFiles.ts.
/** Every character of a CSS unicode-range, such as "U+0020-007E, U+2013". */
export function rangeCharacters(range: string): string;
/** The shortest unicode-range of a set of characters. */
export function unicodeRange(characters: Iterable<string>): string;
