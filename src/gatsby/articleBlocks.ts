import type { Problem } from "./validation/rules";

/**
 * Turns an article's Markdown body into plain data the article dialog can render without
 * shipping an MDX runtime: paragraphs split on blank lines, `##`/`###` headings and lists,
 * with inline emphasis, strong text, code and links kept as flat "runs".
 */

export interface InlineRun {
  text: string;
  strong: boolean;
  emphasis: boolean;
  code: boolean;
  href: string | null;
}

export interface ArticleBlock {
  kind: "paragraph" | "heading" | "list";
  /** 2 or 3 for headings, null otherwise. */
  level: number | null;
  /** Whether a list is numbered; null for non-lists. */
  ordered: boolean | null;
  /** The text of a paragraph or heading; empty for lists. */
  runs: InlineRun[];
  /** The items of a list; empty for paragraphs and headings. */
  items: { runs: InlineRun[] }[];
}

type Marks = Omit<InlineRun, "text">;
const plain: Marks = { strong: false, emphasis: false, code: false, href: null };

const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)/;

function closingIndex(src: string, delimiter: string, from: number): number {
  let index = src.indexOf(delimiter, from);
  // A single `*` must not match the first half of a `**`.
  while (delimiter.length === 1 && index !== -1 && src[index + 1] === delimiter) {
    index = src.indexOf(delimiter, index + 2);
  }
  return index;
}

function parseInline(src: string, marks: Marks, out: InlineRun[]): void {
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ text: buffer, ...marks });
    buffer = "";
  };
  let i = 0;
  while (i < src.length) {
    const char = src[i];
    const link = char === "[" ? LINK.exec(src.slice(i)) : null;
    const double = src.slice(i, i + 2);
    if (char === "\\" && i + 1 < src.length) {
      buffer += src[i + 1];
      i += 2;
    } else if (char === "`" && src.indexOf("`", i + 1) > i) {
      const end = src.indexOf("`", i + 1);
      flush();
      out.push({ ...marks, text: src.slice(i + 1, end), code: true });
      i = end + 1;
    } else if (link) {
      flush();
      parseInline(link[1], { ...marks, href: link[2] }, out);
      i += link[0].length;
    } else if ((double === "**" || double === "__") && src.indexOf(double, i + 2) > i + 2) {
      const end = src.indexOf(double, i + 2);
      flush();
      parseInline(src.slice(i + 2, end), { ...marks, strong: true }, out);
      i = end + 2;
    } else if ((char === "*" || char === "_") && closingIndex(src, char, i + 1) > i + 1) {
      const end = closingIndex(src, char, i + 1);
      flush();
      parseInline(src.slice(i + 1, end), { ...marks, emphasis: true }, out);
      i = end + 1;
    } else {
      buffer += char;
      i += 1;
    }
  }
  flush();
}

const sameMarks = (a: InlineRun, b: InlineRun) =>
  a.strong === b.strong && a.emphasis === b.emphasis && a.code === b.code && a.href === b.href;

/** Parses one line or paragraph of Markdown into runs, merging neighbors with equal marks. */
export function parseRuns(src: string): InlineRun[] {
  const runs: InlineRun[] = [];
  parseInline(src.replace(/\s+/g, " ").trim(), plain, runs);
  return runs.reduce<InlineRun[]>((merged, run) => {
    const last = merged[merged.length - 1];
    if (last && sameMarks(last, run)) last.text += run.text;
    else merged.push({ ...run });
    return merged;
  }, []);
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^\s{0,3}([-*+]|\d+[.)])\s+(.*)$/;

/** Constructs that MDX allows but the dialog cannot show, with what to write instead. */
const UNSUPPORTED: [RegExp, string][] = [
  [/^(import|export)\s/, "plain Markdown (import and export lines are not supported in articles)"],
  [/^</, "plain Markdown (HTML and components are not supported in articles)"],
  [/^\{/, "plain Markdown (expressions in braces are not supported in articles)"],
  [/^(```|~~~)/, "plain Markdown (code blocks are not supported in articles)"],
  [/^>/, "plain Markdown (block quotes are not supported in articles)"],
  [/^!\[/, "plain Markdown (images are not supported in articles)"],
  [/^\|/, "plain Markdown (tables are not supported in articles)"],
];

interface Draft {
  kind: ArticleBlock["kind"];
  line: number;
  level?: number;
  ordered?: boolean;
  lines: string[];
  items: string[];
}

/**
 * Splits a Markdown body into blocks. Returns the blocks and, for anything the dialog cannot
 * show, a problem naming the line so the build can stop with a useful message.
 */
export function parseArticleBody(body: string): { blocks: ArticleBlock[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const drafts: Draft[] = [];
  let current: Draft | null = null;

  body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .forEach((raw, index) => {
      const line = raw.trimEnd();
      const lineNumber = index + 1;
      const heading = HEADING.exec(line);
      const item = LIST_ITEM.exec(line);
      if (line.trim() === "") {
        current = null;
      } else if (heading) {
        const level = heading[1].length;
        if (level < 2 || level > 3) {
          problems.push({
            field: `body (line ${lineNumber})`,
            expected: 'a "##" or "###" heading (the title is the page\'s only top-level heading)',
            received: JSON.stringify(line),
          });
        }
        drafts.push({ kind: "heading", line: lineNumber, level, lines: [heading[2]], items: [] });
        current = null;
      } else if (item) {
        const ordered = /\d/.test(item[1]);
        if (current?.kind !== "list" || current.ordered !== ordered) {
          current = { kind: "list", line: lineNumber, ordered, lines: [], items: [] };
          drafts.push(current);
        }
        current.items.push(item[2]);
      } else if (current?.kind === "list") {
        current.items[current.items.length - 1] += ` ${line.trim()}`;
      } else if (current?.kind === "paragraph") {
        current.lines.push(line);
      } else {
        current = { kind: "paragraph", line: lineNumber, lines: [line], items: [] };
        drafts.push(current);
      }
    });

  for (const draft of drafts) {
    const first = (draft.lines[0] ?? "").trim();
    const unsupported = UNSUPPORTED.find(([pattern]) => pattern.test(first));
    if (draft.kind === "paragraph" && unsupported) {
      problems.push({
        field: `body (line ${draft.line})`,
        expected: unsupported[1],
        received: JSON.stringify(first.length > 60 ? `${first.slice(0, 57)}...` : first),
      });
    }
  }

  const blocks = drafts.map<ArticleBlock>((draft) => ({
    kind: draft.kind,
    level: draft.kind === "heading" ? (draft.level ?? 2) : null,
    ordered: draft.kind === "list" ? (draft.ordered ?? false) : null,
    runs: draft.kind === "list" ? [] : parseRuns(draft.lines.join(" ")),
    items: draft.items.map((item) => ({ runs: parseRuns(item) })),
  }));

  if (!blocks.some((block) => block.kind === "paragraph")) {
    problems.push({
      field: "body",
      expected: "the article text, in paragraphs separated by blank lines",
      received: body.trim() === "" ? "an empty body" : "no paragraphs",
    });
  }
  return { blocks, problems };
}

/** Words in the rendered text, used for the honest read-time check. */
export function countWords(blocks: ArticleBlock[]): number {
  const runs = blocks.flatMap((block) => [...block.runs, ...block.items.flatMap((i) => i.runs)]);
  return runs
    .map((run) => run.text)
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
