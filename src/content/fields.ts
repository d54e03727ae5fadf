import { z } from "zod";
import { isPlainHttpsUrl } from "../lib/safeUrl";
import { hasVisibleText, unsafeCharacterRule, unsafeCharacters } from "../lib/writerText";
import { isRealDay } from "./publication";

/**
 * A field's plain-English rule is its whole error message, whatever went wrong (what to write,
 * not how zod failed), and its description, which the writing desk shows as its hint. zod gives
 * a schema's message to its checks too (`.min`, `.regex`), unless a check names its own.
 */
const expecting = <T extends z.ZodType>(rule: string, make: (params: { error: string }) => T) =>
  make({ error: rule }).describe(rule);

const stringExpecting = (rule: string) => expecting(rule, (params) => z.string(params));

interface WriterTextOptions {
  /** A title, a name or a URL is one line; a description or an excerpt may break lines. */
  oneLine: boolean;
  /** What the value must be besides free of hidden characters; by default, not blank. */
  accepts?: (value: string) => boolean;
  /** The kind of value, for the hidden-character message, e.g. "an email address". */
  what?: string;
  /** Refused with `rule` before the hidden-character check: a tab before "=" is a formula. */
  refuse?: (value: string) => boolean;
}

/** Text a writer types; hidden characters are reported first and by name, as none shows. */
export const writerText = (
  rule: string,
  { oneLine, accepts = hasVisibleText, what, refuse, max }: WriterTextOptions & { max?: number },
) =>
  // Lengths as zod's own checks, so the desk's JSON Schema carries them to the editor.
  stringExpecting(rule)
    .min(accepts("") ? 0 : 1)
    .max(max ?? Number.MAX_SAFE_INTEGER)
    .superRefine((value, ctx) => {
      const hidden = unsafeCharacters(value, { oneLine });
      const message = refuse?.(value)
        ? rule
        : hidden.length > 0
          ? unsafeCharacterRule(hidden, { oneLine, what })
          : accepts(value)
            ? null
            : rule;
      if (message) ctx.addIssue({ code: "custom", message });
    });

export const text = writerText("non-empty text", { oneLine: false });

export const oneLineText = writerText("non-empty text", { oneLine: true });

export const shortText = (max: number, why: string) =>
  writerText(`text of at most ${max} characters (${why})`, {
    oneLine: true,
    max,
  });

const CATEGORY_NAME =
  'a category name: one line of text without "<" (a feed reader cannot read a category holding it)';

/** Also a feed category: `feed` escapes "&" and quotes but not "<", which breaks the feed. */
export const categoryName = writerText(CATEGORY_NAME, {
  oneLine: true,
  accepts: (value) => hasVisibleText(value) && !value.includes("<"),
});

const HTTPS = 'an absolute https URL with a plain host name, e.g. "https://example.com/page"';

/** The booking URL's origin goes into the CSP, where `;`, `,` or `*` in a host would change it. */
export const httpsUrl = writerText(HTTPS, {
  oneLine: true,
  accepts: isPlainHttpsUrl,
  what: "an https URL",
});

const HTTPS_OR_EMPTY = `${HTTPS}, or "" while the link is not set up`;

export const httpsUrlOrEmpty = writerText(HTTPS_OR_EMPTY, {
  oneLine: true,
  accepts: (value) => value === "" || isPlainHttpsUrl(value),
  what: "an https URL",
}).nullable();

const SITE_PATH = 'a lowercase site path starting and ending with "/", e.g. "/privacy/"';

/** A path on this site, matching the trailing-slash policy; an allow-list, so no hidden character. */
export const sitePath = stringExpecting(SITE_PATH).regex(/^\/([a-z0-9-]+\/)*$/, SITE_PATH);

const EMAIL = 'an email address, e.g. "hello@example.com"';

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export const email = writerText(EMAIL, {
  oneLine: true,
  accepts: (value) => EMAIL_ADDRESS.test(value),
  what: "an email address",
});

export const positiveInteger = expecting("a whole number greater than 0", z.number)
  .int()
  .positive();

const DATE = "a date written YYYY-MM-DD, e.g. 2025-03-14";

/**
 * The JSON Schema `format`s by which the desk (plugins/site/desk/fieldsFromSchema.ts) and the
 * GraphQL types (plugins/site/gatsby/schema.ts) know a date and a file: JSON Schema's own for a
 * calendar date, and one of ours for a path to a file beside the content file.
 */
export const FORMATS = { date: "date", file: "file-path" } as const;

/** A calendar date written YYYY-MM-DD that really exists; a parser's Date comes out as that text. */
export const isoDate = expecting(DATE, (params) => z.union([z.string(), z.date()], params))
  .transform((value) =>
    value instanceof Date
      ? Number.isNaN(value.getTime())
        ? ""
        : value.toISOString().slice(0, 10)
      : value,
  )
  .refine(isRealDay, DATE)
  .meta({ format: FORMATS.date });

/** No `..`, scheme or leading `/`: the file is inside content/, where sharp processes it. */
export const IMAGE_PATH = /^(?:\.\/)?(?:[\w-]+\/)*[\w-][\w.-]*\.(?:jpe?g|png|webp|avif)$/i;

export const IMAGE_PATH_RULE =
  'a path to a .jpg, .png, .webp or .avif file beside the article, e.g. "./images/shop-front.jpg"';

export const imagePath = stringExpecting(IMAGE_PATH_RULE)
  .regex(IMAGE_PATH, IMAGE_PATH_RULE)
  .meta({ format: FORMATS.file });

const READ_TIME = 'text of the form "N min read", e.g. "5 min read"';

export const readTime = stringExpecting(READ_TIME).regex(/^[1-9]\d* min read$/, READ_TIME);

export const oneOf = <T extends string>(allowed: readonly [T, ...T[]]) =>
  expecting(`one of: ${allowed.join(", ")}`, (params) => z.enum(allowed, params));

export const listOf = <T extends z.ZodType>(item: T, expected: string, minItems = 1) =>
  expecting(expected, (params) => z.array(item, params)).min(minItems, expected);

export const textList = (example: string, minItems = 1) =>
  listOf(
    oneLineText,
    `a list of text with at least ${minItems} item${minItems === 1 ? "" : "s"}, e.g. ${example}`,
    minItems,
  );

/** A group of fields; an unknown one is reported, as a misspelt `readtime:` would be ignored. */
export const fields = <T extends z.ZodRawShape>(shape: T) => {
  const group = "a group of fields";
  const unknown = `no such field; known fields are ${Object.keys(shape).join(", ")}`;
  return z
    .strictObject(shape, {
      error: (issue) => (issue.code === "unrecognized_keys" ? unknown : group),
    })
    .describe(group);
};

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + change);
    }
    previous = current;
  }
  return previous[b.length];
}

/** The accepted name closest to what was written, if it is close enough to be a typo. */
export function closestName(value: string, names: readonly string[]): string | null {
  const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
  let best: { name: string; distance: number } | null = null;
  for (const name of names) {
    const distance = editDistance(normalize(value), normalize(name));
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(best.name.length / 3)) ? best.name : null;
}

/** One of the names another content file lists, exactly as written; a near miss gets a suggestion. */
export const knownName = (names: readonly string[], where: string) =>
  stringExpecting(`one of the ${where}: ${names.join(", ")}`)
    .min(1)
    .superRefine((value, ctx) => {
      if (names.includes(value)) return;
      const suggestion = closestName(value, names);
      ctx.addIssue({
        code: "custom",
        message: `one of the ${where}: ${names.join(", ")}${suggestion ? ` (did you mean ${suggestion}?)` : ""}`,
      });
    });

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone name: a dated article is published on its day there (./publication.ts). */
export const timeZone = writerText('a time zone name, e.g. "America/Chicago" for Dallas', {
  oneLine: true,
  accepts: isTimeZone,
  what: "a time zone name",
});
