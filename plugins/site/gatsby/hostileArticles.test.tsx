import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectedReadTime } from "../../../src/lib/readTime";
import { renderWithTheme } from "../../../src/test-utils";
import { ArticleBody } from "../../../src/components/ArticleBody";
import { countWords, parseArticleBody, type ArticleBlock } from "../../../src/content/articleBody";
import { LIMITS } from "../../../src/content/limits";
import { buildArticleFile } from "./articleBuild.testing";

/**
 * A writer's file is data, never code. Each fixture in src/content/__fixtures__/hostile-articles is run
 * through the build's own path (the body split off by gatsby-plugin-mdx's front matter parser,
 * onCreateNode, then the content check, as in a real build) and is either refused with the
 * file and the line, or accepted and rendered as inert text.
 */

const fixtures = path.resolve(__dirname, "../../../src/content/__fixtures__/hostile-articles");
/** The site they are checked against: the tests' own, whose categories include their SEO. */
const fixtureSite = path.resolve(__dirname, "../../../fixture-site");

/** What the build must say for each refused fixture: the line and what was found. */
const refused: Record<string, RegExp[]> = {
  "expression-in-paragraph.mdx": [
    /body \(line 12\): expected plain Markdown \(expressions in braces .*found the expression \{\(globalThis\.__pwned = "expr"\)\}/,
  ],
  "expression-reading-env.mdx": [/body \(line 12\).*found the expression \{globalThis\.process/],
  "expression-in-heading.mdx": [/body \(line 12\).*found the expression \{new Date/],
  "expression-in-list-item.mdx": [/body \(line 13\).*found the expression \{globalThis/],
  "expression-in-link-text.mdx": [/body \(line 10\).*found the expression \{globalThis/],
  // Alt text is only ever an attribute's text; this one fails for its missing file.
  "expression-in-image-alt.mdx": [/body \(line 12\).*found "\.\/photo\.jpg", which does not exist/],
  "img-onerror-mid-paragraph.mdx": [/body \(line 10\).*HTML and components.*found the tag <img>/],
  "iframe-on-continuation-line.mdx": [/body \(line 11\).*found the tag <iframe>/],
  "script-tag.mdx": [/body \(line 12\).*found the tag <script>/],
  "script-tag-upper-case.mdx": [/body \(line 12\).*found the tag <SCRIPT>/],
  "event-handler-attribute.mdx": [/body \(line 10\).*found the tag <a>/],
  // MDX reads the two lines as one block of JavaScript, reported at its first line.
  "import-export.mdx": [
    /body \(line 10\).*import and export lines.*found "import Chart.*export const/,
  ],
  "html-comment.mdx": [/body \(line 12\): expected plain Markdown; in an \.mdx file "<"/],
  "jsx-fragment.mdx": [/body \(line 12\).*found a fragment <>/],
  "javascript-link.mdx": [
    /body \(line 12\): expected a link starting with "https:\/\/".*found "javascript:globalThis\.__pwned3=1"/,
  ],
  "javascript-link-mixed-case.mdx": [/body \(line 10\).*found "JaVaScRiPt:/],
  "javascript-link-entities.mdx": [
    /body \(line 10\).*found "javascript:globalThis/,
    /body \(line 10\).*found "javascript:alert\(1\)"/,
  ],
  "javascript-link-whitespace.mdx": [
    /body \(line 10\).*found "java\\tscript:alert\(1\)"/,
    /body \(line 10\).*found "java script:alert\(1\)"/,
    /body \(line 10\).*found "java\\nscript:alert\(1\)"/,
  ],
  "other-link-schemes.mdx": [
    /body \(line 10\).*found "data:text\/html/,
    /body \(line 12\).*found "http:\/\/example\.com\/"/,
    /body \(line 14\).*found "\/\/evil\.example\/"/,
    /body \(line 16\).*found "\/\\\\evil\.example\/"/,
    /body \(line 18\).*found "https:\/\/user:secret@example\.com\/"/,
  ],
  // gatsby-plugin-mdx reads no JavaScript front matter, so the file has no title, and so on.
  "javascript-front-matter.mdx": [/- title: expected text/, /- excerpt: expected non-empty text/],
  "not-utf-8.mdx": [/- line 12: expected text saved as UTF-8.*found bytes that are not UTF-8/],
  // Refused before any parser expands or reads them (src/content/limits.ts, yaml.ts).
  "yaml-alias-bomb.mdx": [
    /- line 9: expected each value written out .*found the alias \*a0 \(and 89 more\)/,
  ],
  "duplicate-keys.mdx": [
    /- line 8: expected YAML as in the examples: each field once; found a second "title"/,
  ],
  "js-function-tag.mdx": [/- line 8: expected plain values.*found the tag !!js\/function/],
  "front-matter-not-closed.mdx": [/- line 1: expected front matter that ends with a line "---"/],
  "nested-list-markers.mdx": [
    /- body \(line 12\): expected one list or quote marker at the start of a line.*found 150/,
  ],
  "emphasis-opened-many-times.mdx": [
    /- body \(line 12\): expected at most 500 \* or _ marks in one paragraph/,
  ],
  "stars-in-a-row.mdx": [
    /- body \(line 12\): expected at most 3 \* or _ in a row.*found 12000 in a row/,
  ],
  // A direction override would show the title backwards on a card, in the feed and in search
  // results; the message names both characters and shows them escaped, never raw.
  "bidi-title.mdx": [
    /- title: expected one line of text without line breaks or hidden characters: delete the right-to-left override \(U\+202E\) and the control character \(U\+0007\).*; found "a\\u202Eb\\u0007"/,
    // eslint-disable-next-line no-control-regex -- the message must not hold the raw characters
    /^[^\u202E\u0007]*$/,
  ],
};

/** Refused for a rule that reads other files, so checked on every build (./contentCheck.ts). */
const refusedForLinks = new Set(["expression-in-image-alt.mdx"]);

/** Accepted fixtures and the text a visitor must see, characters and all. */
const accepted: Record<string, string> = {
  "accepted-entity-encoded-tags.mdx":
    "Never paste <script>globalThis.__pwned6 = 1</script> into a page, or {braces}.",
  "accepted-escaped-characters.mdx":
    "Write {globalThis.__pwned7 = 1} and <img onerror=alert(1)> as plain text.",
  "accepted-inline-code.mdx":
    'The snippet <img src=x onerror="globalThis.__pwned8=1"> and {globalThis.__pwned8} stay code.',
};

/** Runs one file through the build's own path; returns its message or its blocks. */
function build(file: string) {
  const { article, message } = buildArticleFile(file, { root: fixtureSite });
  return { message, blocks: article?.blocks ?? null };
}

/** Renders blocks as the article page does and checks that nothing in them can run. */
function expectInert(blocks: ArticleBlock[]) {
  const { container } = renderWithTheme(<ArticleBody blocks={blocks} />);
  const elements = Array.from(container.querySelectorAll("*"));
  const tags = new Set(elements.map((element) => element.localName));
  for (const tag of ["script", "iframe", "img", "object", "embed", "style"]) {
    expect(tags).not.toContain(tag);
  }
  for (const element of elements) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on/i);
      if (name === "href" || name === "src")
        expect(value).toMatch(/^(https:\/\/|mailto:|\/[^/]|#)/);
    }
  }
  return container;
}

const hostileGlobals = () => Object.keys(globalThis).filter((key) => key.startsWith("__pwned"));

describe("hostile article fixtures", () => {
  const files = fs.readdirSync(fixtures).filter((name) => name.endsWith(".mdx"));

  it("has an expected outcome for every fixture, and a fixture for every outcome", () => {
    expect([...Object.keys(refused), ...Object.keys(accepted)].sort()).toEqual(files.sort());
  });

  it.each(Object.entries(refused))("refuses %s, naming the file and the line", (name, patterns) => {
    const { message, blocks } = build(path.join(fixtures, name));
    // A file that breaks its own rules makes no node; one refused for what it points at (a
    // missing picture) has one, and the content check stops the build on every build.
    if (!refusedForLinks.has(name)) expect(blocks).toBeNull();
    expect(message).toMatch(new RegExp(`hostile-articles/${name.replace(/\./g, "\\.")} has`));
    for (const pattern of patterns) expect(message).toMatch(pattern);
    expect(hostileGlobals()).toEqual([]);
  });

  it.each(Object.entries(accepted))("renders %s as inert text", (name, text) => {
    const { message, blocks } = build(path.join(fixtures, name));
    expect(message).toBeNull();
    const container = expectInert(blocks ?? []);
    expect(container.textContent).toBe(text);
    expect(hostileGlobals()).toEqual([]);
  });
});

/** A body with a valid front matter around it, written to a temporary file. */
function writeGenerated(name: string, body: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-"));
  const words = countWords(parseArticleBody(body).blocks);
  const file = path.join(dir, name);
  fs.writeFileSync(
    file,
    `---\ntitle: "Generated"\nexcerpt: "Generated."\ncategory: SEO\nreadTime: "${expectedReadTime(words)}"\ntags: [Test]\n---\n${body}`,
  );
  return file;
}

// Big inputs are about robustness, not speed (the benchmark is where speed is measured):
// they get a generous time limit so a busy machine cannot fail them.
const BIG_INPUT_MS = 60_000;

describe("very large input", () => {
  it(
    "accepts a 100,000-character line and renders it as one paragraph of text",
    () => {
      // Emphasis every 20 sentences: a paragraph holds at most LIMITS.delimiterRunsPerParagraph.
      const sentences = Array.from({ length: 5000 }, (_, i) =>
        i % 20 === 0
          ? "Plain words, \\<b\\> &amp; *a little* emphasis. "
          : "Plain words, no marks. ",
      );
      const line = sentences.join("").slice(0, 100_000);
      expect(line.length).toBe(100_000);
      const { message, blocks } = build(writeGenerated("long-line.mdx", line));
      expect(message).toBeNull();
      expect(blocks).toHaveLength(1);
      expect(expectInert(blocks ?? []).textContent).toContain("Plain words, <b> & a little");
    },
    BIG_INPUT_MS,
  );

  // As many paragraphs of 562 characters as the article limit takes (LIMITS.articleBytes,
  // with the front matter).
  const paragraphs = () => {
    const paragraph = (i: number) =>
      `Paragraph ${String(i).padStart(4, "0")}: ${"Plain words about websites for owners. ".repeat(14)}`;
    const count = Math.floor((LIMITS.articleBytes - 200) / (paragraph(0).length + 2));
    return Array.from({ length: count }, (_, i) => paragraph(i));
  };

  it(
    "accepts the largest body the limits allow, as paragraphs",
    () => {
      const lines = paragraphs();
      const file = writeGenerated("big.mdx", lines.join("\n\n"));
      expect(fs.statSync(file).size).toBeGreaterThan(LIMITS.articleBytes - 1024);
      const { message, blocks } = build(file);
      expect(message).toBeNull();
      expect(blocks).toHaveLength(lines.length);
    },
    BIG_INPUT_MS,
  );

  it(
    "refuses a hostile expression deep in the largest body, at its line",
    () => {
      const lines = paragraphs();
      const deep = Math.floor(lines.length * 0.8);
      lines[deep] = "Then {globalThis.__pwned = 1} appears.";
      const { message } = build(writeGenerated("deep.mdx", lines.join("\n\n")));
      // Paragraph n (from 0) is on body line 2n + 1; the front matter takes the seven above.
      expect(message).toMatch(
        new RegExp(`body \\(line ${2 * deep + 1 + 7}\\).*found the expression \\{globalThis`),
      );
    },
    BIG_INPUT_MS,
  );
});
