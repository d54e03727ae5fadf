import fs from "node:fs";
import path from "node:path";
import type { AnyNode } from "domhandler";
import { isTag, isText } from "domhandler";
import { paragraph } from "../plugins/site/search/searchIndex.testing";
import type { ArticleContent } from "../src/content/article";
import { inlineText } from "../src/content/articleBody";
import type { SiteConfigFile } from "../src/content/schemas";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { builtFiles, parseHtml, rawText } from "./builtHtml";

/**
 * Every promise the site makes (reply time, the free call's length and outcome, project
 * length, the claims) is written once, in content/site.yaml. This reads every built page,
 * including its meta tags and JSON-LD, and fails on a wording of one of them in the site's own
 * copy (its pages, components, services, FAQ) that is not the configured one: "within 24
 * hours" where site.yaml says "within one business day", a "45-minute call", "the three
 * changes" instead of the call's outcome.
 *
 * The writers' articles are theirs: an article may tell an owner to "set aside half an hour",
 * and that is no promise of the agency's. Every text a page shows from an article (its title,
 * excerpt, tags, headings, paragraphs and list items, a picture's alt text) is left out before
 * the page is read, wherever the page shows it (the article, a card, Keep reading, JSON-LD).
 *
 * On the real build the configured values are the real site.yaml's, on the fixture build the
 * fixture's: which values is not what is tested, but that there is one of each.
 */

/** Text as compared: typographic apostrophes as typed ones, white space collapsed. */
const normal = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** What a writer wrote, as the site shows it: each piece of text of each article. */
type WrittenArticle = Pick<ArticleContent, "title" | "excerpt" | "tags" | "blocks">;

/** Every text the pages may show from the articles, each as one whole piece. */
function writersTexts(articles: readonly WrittenArticle[]): Set<string> {
  return new Set(
    articles
      .flatMap((article) => [
        article.title,
        article.excerpt,
        ...article.tags,
        ...article.blocks.flatMap((block) => [
          inlineText(block.content),
          ...block.items.map((item) => inlineText(item.content)),
          block.image?.alt ?? "",
        ]),
      ])
      .map(normal)
      .filter(Boolean),
  );
}

/** The attributes whose words a visitor or a search engine reads. */
const READ_ATTRIBUTES = ["content", "alt", "aria-label", "title"];

/**
 * The words of the site's own copy on a page: its text, the attributes above and JSON-LD, with
 * styles and scripts left out and every piece a writer wrote taken out. An element whose whole
 * text is one of the writers' is theirs (an article's paragraph, a card's excerpt); a title
 * inside the site's words ("Older article: <title>", "<title> | Agency") is taken out of them.
 */
function siteCopy(html: string, articles: readonly WrittenArticle[]): string {
  const written = writersTexts(articles);
  const titles = [...new Set(articles.map((article) => normal(article.title)))].sort(
    (a, b) => b.length - a.length,
  );
  const withoutTitles = (text: string) =>
    titles.reduce((rest, title) => rest.split(title).join(" [article] "), normal(text));
  const piece = (text: string) => (written.has(normal(text)) ? "" : withoutTitles(text));
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : [];

  const read = (node: AnyNode): string[] => {
    if (isText(node)) return [node.data];
    if (!isTag(node)) return [];
    if (node.name === "style") return [];
    if (node.name === "script") {
      if (node.attribs.type !== "application/ld+json") return [];
      return strings(JSON.parse(rawText(node))).map(piece);
    }
    const attributes = READ_ATTRIBUTES.flatMap((name) =>
      node.attribs[name] === undefined ? [] : [piece(node.attribs[name])],
    );
    const text = rawText(node);
    if (written.has(normal(text))) return attributes;
    // The page's own title names an article on an article page: "<title> | Agency".
    if (node.name === "title") return [...attributes, withoutTitles(text)];
    return [...attributes, ...node.children.flatMap(read)];
  };
  return normal(parseHtml(html).children.flatMap(read).join(" "));
}

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
   * Only sentences in the agency's own voice count: a page may quote a booking service's
   * "reply within a day" without making a promise of ours.
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

/** The rules for one site's claims, as its site.yaml states them. */
function promiseRules(claims: SiteConfigFile["claims"]): PromiseRule[] {
  return [
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
      name: `free call's length (${claims.callMinutes} minutes)`,
      phrases: [],
      variants: [
        /\b(\w+)[\s-]minutes?\s+(?:free\s+)?(?:strategy\s+|discovery\s+)?(?:call|consultation|chat|slot|meeting)\b/gi,
        /\bIn (\w+) minutes we\b/gi,
        /\bhalf[\s-](?:an[\s-])?hour\b/gi,
      ],
      accept: (match) => match[1] === String(claims.callMinutes),
    },
    {
      name: `free call's outcome ("${claims.callOutcome}")`,
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
}

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

describe.each([realBuild(), fixtureBuild()])("the $name site's build", (build: Build) => {
  const { claims } = build.site;
  // Every page a visitor can reach: public/**/*.html, less Gatsby's internal fragments.
  const pages = builtFiles(build.publicDir)
    .filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/"))
    .map((file) => ({
      file,
      text: siteCopy(fs.readFileSync(path.join(build.publicDir, file), "utf8"), build.allArticles),
    }));

  test.each(promiseRules(claims))(
    "every page states the $name only as site.yaml does",
    (promise) => {
      const stray = Object.fromEntries(
        pages
          .map(({ file, text }) => [file, strayWordings(text, promise)] as const)
          .filter(([, found]) => found.length > 0),
      );
      expect(stray).toEqual({});
    },
  );

  test("each configured promise is shown somewhere in the site's own words", () => {
    const copy = pages.map(({ text }) => text).join(" ");
    const phrases = [claims.responsePromise, claims.callOutcome, `${claims.callMinutes}-minute`];
    expect(phrases.filter((phrase) => !copy.includes(phrase))).toEqual([]);
  });
});

describe("the check itself", () => {
  const claims = fixtureBuild().site.claims;
  const callLength = promiseRules(claims)[1];
  const article = {
    title: "Planning your week",
    excerpt: "Set aside half an hour.",
    tags: ["Planning"],
    blocks: [paragraph("Book a half-hour call with your accountant each month.")],
  };
  const page = (main: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>Planning your week | Agency</title></head><body><main>${main}</main></body></html>`;

  test("finds a stray wording in the site's own copy", () => {
    const html = page("<p>Book a <strong>half-hour</strong> call with us.</p>");
    expect(strayWordings(siteCopy(html, [article]), callLength)).toEqual([
      expect.stringContaining("half-hour"),
    ]);
  });

  test("leaves a writer's words alone, wherever the page shows them", () => {
    const html = page(
      `<h1>${article.title}</h1><p>${article.excerpt}</p>
       <div><p>Book a <strong>half-hour</strong> call with your accountant each month.</p></div>
       <a aria-label="Older article: ${article.title}" href="/x/">Older</a>
       <script type="application/ld+json">${JSON.stringify({ description: article.excerpt })}</script>`,
    );
    expect(strayWordings(siteCopy(html, [article]), callLength)).toEqual([]);
    expect(siteCopy(html, [article])).toBe("[article] | Agency Older article: [article] Older");
  });
});
