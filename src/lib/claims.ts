/** The claims of content/site.yaml that copy elsewhere may quote, by name. */
export type Claims = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders a text uses, in order. */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);

/**
 * Fills `{callMinutes}`-style placeholders with the site's claims, so copy written in another
 * file (the FAQ) states each constant in the one wording site.yaml gives it. Plain text
 * substitution: nothing in the copy is evaluated.
 */
export const fillClaims = (text: string, claims: Claims) =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    name in claims ? String(claims[name]) : whole,
  );
