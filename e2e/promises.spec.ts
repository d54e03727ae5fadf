import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { site } from "./pages-content";

/**
 * Every promise the site makes (reply time, the free call's length and outcome, project
 * length, the claims) is written once, in content/site.yaml. This reads every built page,
 * including its meta tags and JSON-LD, and fails on a wording of one of them that is not the
 * configured one: "within 24 hours" where site.yaml says "within one business day", a
 * "45-minute call", "the three changes" instead of the call's outcome. It needs only the files
 * in public/, so it runs once, not per browser.
 */

const PUBLIC = path.resolve("public");

/** Every page a visitor can reach: public/**\/*.html, less Gatsby's internal fragments. */
function htmlFiles(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", nbsp: " " };

/**
 * The words a visitor or a search engine reads: text, meta and attribute values (content,
 * alt, aria-label, title) and JSON-LD, with styles and scripts left out.
 */
function readableText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, " ")
    .replace(
      /<[^>]*>/g,
      (tag) =>
        ` ${[...tag.matchAll(/\b(?:content|alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]).join(" ")} `,
    )
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name] ?? whole;
    })
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ");
}

const { claims } = site;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const dash = (text: string) => text.replace(/\s*(?:–|—|to)\s*/g, "-");

interface PromiseRule {
  name: string;
  /** The configured wordings, taken out of the text before looking for others. */
  phrases: string[];
  /** Other wordings of the same promise; `accept` may allow a match (the right number). */
  variants: RegExp[];
  accept?: (match: RegExpMatchArray) => boolean;
  /**
   * Only sentences in the agency's own voice count: an article may advise an owner to "reply
   * within a day" to their customers without making a promise of ours.
   */
  ourVoiceOnly?: boolean;
}

const OUR_VOICE = /\b(?:we|we'll|we're|us|our)\b/i;

/** The sentence of `text` around position `at`. */
const sentenceAt = (text: string, at: number) => {
  const start = Math.max(...[". ", "! ", "? "].map((end) => text.lastIndexOf(end, at)));
  const ends = [". ", "! ", "? "].map((end) => text.indexOf(end, at)).filter((i) => i >= 0);
  return text.slice(start + 1, ends.length ? Math.min(...ends) + 1 : undefined);
};

const promises: PromiseRule[] = [
  {
    name: `reply time ("${claims.responsePromise}")`,
    phrases: [claims.responsePromise, `${claims.responseHours}hr`],
    variants: [
      /\b(?:within|in under|in)\s+(?:\d+|one|a|an|two|twenty-four)[\s-]+(?:business\s+|working\s+)?(?:hours?|hrs?|days?)\b/gi,
      /\b(?:\d+|twenty-four)[\s-]*(?:hours?|hrs?)\s+(?:reply|response|turnaround)\b/gi,
      /\b(?:business|working) days?\b/gi,
    ],
    ourVoiceOnly: true,
  },
  {
    name: `the free call's length (${claims.callMinutes} minutes)`,
    phrases: [],
    variants: [
      /\b(\w+)[\s-]minutes?\s+(?:free\s+)?(?:strategy\s+|discovery\s+)?(?:call|consultation|chat|slot|meeting)\b/gi,
      /\bIn (\w+) minutes we\b/gi,
      /\bhalf[\s-](?:an[\s-])?hour\b/gi,
    ],
    accept: (match) => match[1] === String(claims.callMinutes),
  },
  {
    name: `the free call's outcome ("${claims.callOutcome}")`,
    phrases: [claims.callOutcome],
    variants: [
      /\b(?:the|a few|three|two) changes? that would make\b/gi,
      /\bchanges? worth making first\b/gi,
      /\bshort(?:, honest)? plan\b/gi,
      /\bshort list of (?:fixes|changes)\b/gi,
      /\bclear advice you can use\b/gi,
      /\bwhat to fix first\b/gi,
      /\bpoint out the changes\b/gi,
      /\bgives? you [^.]{0,30}\brecommendations?\b/gi,
    ],
  },
  {
    name: `website project length (${claims.websiteProjectWeeks} weeks)`,
    phrases: [],
    variants: [/\b(\d+\s*(?:-|–|—|to)\s*\d+)\s*weeks\b/gi],
    accept: (match) => dash(match[1]) === dash(claims.websiteProjectWeeks),
  },
  {
    name: `businesses helped (${claims.businessesHelped})`,
    phrases: [],
    variants: [
      /(\b\d[\d,]*\+?)\s+(?:small\s+|local\s+)?(?:businesses|business owners|clients)\b/gi,
    ],
    accept: (match) => match[1] === claims.businessesHelped,
  },
  {
    name: `client satisfaction (${claims.satisfactionPercent}%)`,
    phrases: [],
    variants: [/\b(\d+)\s*(?:%|percent)\s+(?:client\s+|customer\s+)?satisfaction\b/gi],
    accept: (match) => match[1] === String(claims.satisfactionPercent),
  },
];

/** The stray wordings of one promise in a page's text, with a little text around each. */
function strayWordings(text: string, promise: PromiseRule): string[] {
  const without = promise.phrases.reduce(
    (rest, phrase) => rest.replace(new RegExp(escape(phrase), "gi"), " [configured] "),
    text,
  );
  return promise.variants.flatMap((variant) =>
    [...without.matchAll(variant)]
      .filter((match) => !promise.accept?.(match))
      .filter(
        (match) => !promise.ourVoiceOnly || OUR_VOICE.test(sentenceAt(without, match.index ?? 0)),
      )
      .map((match) => {
        const at = match.index ?? 0;
        return `…${without.slice(Math.max(0, at - 50), at + match[0].length + 30)}…`;
      }),
  );
}

test.describe("one wording for every promise", () => {
  const pages = htmlFiles().map((file) => ({
    file: path.relative(process.cwd(), file),
    text: readableText(fs.readFileSync(file, "utf8")),
  }));

  test("the build has pages to read", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  for (const promise of promises) {
    test(`every page states the ${promise.name} only as content/site.yaml does`, () => {
      const stray = pages.flatMap(({ file, text }) =>
        strayWordings(text, promise).map((snippet) => `${file}: ${snippet}`),
      );
      expect(stray, `Write these from content/site.yaml instead:\n${stray.join("\n")}`).toEqual([]);
    });
  }

  test("each configured promise is shown somewhere", () => {
    const all = pages.map(({ text }) => text).join(" ");
    for (const phrase of [
      claims.responsePromise,
      claims.callOutcome,
      `${claims.callMinutes}-minute`,
    ]) {
      expect(all).toContain(phrase);
    }
  });
});
