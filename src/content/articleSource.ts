import type { Problem } from "./problems";
import { bodyLimitProblems, sizeProblem, utf8Bytes } from "./limits";
import { parseYaml } from "./yaml";
import { readTextFile } from "./textFile";
import { normalizeText } from "../lib/writerText";

/** An article file read the one way, checked before any parser (gatsby-plugin-mdx's too) sees it. */
interface ArticleSource {
  /** The front matter's values, not yet checked against the article schema. */
  frontmatter: unknown;
  body: string;
  /** Lines above the body in the file, so body problems name the editor's line. */
  lineOffset: number;
}

type ArticleSourceResult = { source: ArticleSource; text: string } | { problems: Problem[] };

const FENCE = /^---[ \t]*$/;

/** Splits an article's normalized text into front matter and body, and reads the front matter. */
export function splitArticle(text: string): ArticleSourceResult {
  const tooLarge = sizeProblem(utf8Bytes(text), "article");
  if (tooLarge) return { problems: [tooLarge] };
  const lines = text.split("\n");
  if (!FENCE.test(lines[0] ?? "")) {
    return { source: { frontmatter: {}, body: text, lineOffset: 0 }, text };
  }
  const close = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (close === -1) {
    return {
      problems: [
        {
          field: "line 1",
          expected: 'front matter that ends with a line "---" before the article text',
          received: 'no closing "---"',
        },
      ],
    };
  }
  const read = parseYaml(lines.slice(1, close).join("\n"), { lineOffset: 1, kind: "frontMatter" });
  if (read.problems.length > 0) return { problems: read.problems };
  const body = lines.slice(close + 1).join("\n");
  const lineOffset = close + 1;
  const limits = bodyLimitProblems(body, lineOffset);
  if (limits.length > 0) return { problems: limits };
  return { source: { frontmatter: read.data ?? {}, body, lineOffset }, text };
}

/** An article's text as a file holds it, read as readArticleFile reads it: for generated text. */
export const readArticleText = (text: string): ArticleSourceResult =>
  splitArticle(normalizeText(text));

/** Reads an article file: its size first, then its text, front matter and body limits. */
export function readArticleFile(absolutePath: string): ArticleSourceResult {
  const read = readTextFile(absolutePath, "article");
  return "problem" in read ? { problems: [read.problem] } : splitArticle(read.text);
}
