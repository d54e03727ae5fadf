import type { Content, Heading, Image, List, Paragraph, PhrasingContent, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { mdxjs } from "micromark-extension-mdxjs";
import { bodyLimitProblems } from "./limits";
import { isSafeHref, SAFE_HREF_RULE } from "../lib/safeUrl";
import { IMAGE_PATH, IMAGE_PATH_RULE } from "./fields";
import type { Problem } from "./problems";

/**
 * Turns an article's body into plain data that the article page and the dialog render with
 * one component (src/components/ArticleBody.tsx). The body is parsed once, by the same
 * MDX parser gatsby-plugin-mdx uses, so anything MDX would treat as code (JSX, HTML,
 * `{expressions}`, import and export) is seen for what it is, wherever it stands, and refused.
 * Nothing a writer types is ever compiled or run: the site only ever renders these blocks.
 *
 * The documented subset: paragraphs, `##` and `###` headings, flat lists, images on a line of
 * their own (`![alt text](./images/photo.jpg)`), and inside text *emphasis*, **strong**,
 * `code` and [links](https://example.com).
 */

export interface InlineRun {
  text: string;
  strong: boolean;
  emphasis: boolean;
  code: boolean;
  href: string | null;
}

/** An image as written: its alt text, its path relative to the article's file and its line. */
export interface ArticleImage {
  alt: string;
  src: string;
  /** Counted from the top of the file, for the build's message when the file goes missing. */
  line: number;
}

export interface ArticleBlock {
  kind: "paragraph" | "heading" | "list" | "image";
  /** 2 or 3 for headings, null otherwise. */
  level: number | null;
  /** Whether a list is numbered; null for non-lists. */
  ordered: boolean | null;
  /** The text of a paragraph or heading; empty for lists. */
  runs: InlineRun[];
  /** The items of a list; empty for paragraphs and headings. */
  items: { runs: InlineRun[] }[];
  /** The image of an image block; null for every other kind. */
  image: ArticleImage | null;
}

type Marks = Omit<InlineRun, "text">;
const plain: Marks = { strong: false, emphasis: false, code: false, href: null };

const MARKDOWN_ONLY = "plain Markdown";

/** What each construct outside the subset is called, for the writer's error message. */
function describeUnsupported(node: Content): { expected: string; found: string } | null {
  const short = (text: string) => {
    const oneLine = text.replace(/\s+/g, " ").trim();
    return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
  };
  const not = (what: string) => `${MARKDOWN_ONLY} (${what} are not supported in articles)`;
  switch (node.type) {
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return {
        expected: not("HTML and components"),
        found: node.name ? `the tag <${node.name}>` : "a fragment <>",
      };
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return {
        expected: `${not("expressions in braces")}; write \\{ to show a brace`,
        found: `the expression {${short(node.value)}}`,
      };
    case "mdxjsEsm":
      return { expected: not("import and export lines"), found: `"${short(node.value)}"` };
    case "html":
      return { expected: not("HTML and components"), found: `"${short(node.value)}"` };
    case "code":
      return { expected: not("code blocks"), found: "a code block" };
    case "blockquote":
      return { expected: not("block quotes"), found: "a block quote" };
    case "image":
      return {
        expected: `${MARKDOWN_ONLY} images on a line of their own, with a blank line before and after`,
        found: `the image "${short(node.alt ?? "")}" inside text`,
      };
    case "imageReference":
      return {
        expected: `${MARKDOWN_ONLY} images written in one place, e.g. ![A shop front](./images/shop.jpg)`,
        found: "a reference-style image",
      };
    case "thematicBreak":
      return { expected: not("horizontal rules"), found: "a horizontal rule" };
    case "linkReference":
    case "definition":
      return {
        expected: `${MARKDOWN_ONLY} links written in one place, e.g. [our guide](/resources/)`,
        found: "a reference-style link",
      };
    default:
      return node.type === "heading" ||
        node.type === "paragraph" ||
        node.type === "list" ||
        node.type === "listItem" ||
        node.type === "text" ||
        node.type === "emphasis" ||
        node.type === "strong" ||
        node.type === "inlineCode" ||
        node.type === "link" ||
        node.type === "break"
        ? null
        : { expected: not(`${node.type} blocks`), found: `a ${node.type}` };
  }
}

/** Collects blocks and problems, with line numbers counted from the top of the file. */
class BodyReader {
  readonly problems: Problem[] = [];
  readonly blocks: ArticleBlock[] = [];
  readonly images: ArticleImage[] = [];

  constructor(readonly lineOffset: number) {}

  lineOf(node: Content | Root): number {
    return (node.position?.start.line ?? 1) + this.lineOffset;
  }

  report(line: number, expected: string, received: string) {
    this.problems.push({ field: `body (line ${line})`, expected, received });
  }

  /** Whether the node is in the subset; reports it with its line when it is not. */
  allowed(node: Content): boolean {
    const unsupported = describeUnsupported(node);
    if (unsupported) this.report(this.lineOf(node), unsupported.expected, unsupported.found);
    return !unsupported;
  }

  block(node: Content) {
    if (!this.allowed(node)) return;
    const image = node.type === "paragraph" ? standaloneImage(node) : null;
    if (image) {
      this.image(image);
    } else if (node.type === "paragraph") {
      this.blocks.push({ ...emptyBlock("paragraph"), runs: this.runs(node.children) });
    } else if (node.type === "heading") {
      this.heading(node);
    } else if (node.type === "list") {
      this.list(node);
    }
  }

  /** An image block; its alt text is what a screen reader says, so it may not be empty. */
  image(node: Image) {
    const line = this.lineOf(node);
    const alt = node.alt?.replace(/\s+/g, " ").trim() ?? "";
    if (alt === "") {
      this.report(
        line,
        "alt text that says what the image shows, e.g. ![Our shop front on Main Street](./images/shop.jpg)",
        "an image with no alt text",
      );
    }
    if (!IMAGE_PATH.test(node.url)) {
      this.report(line, IMAGE_PATH_RULE, JSON.stringify(node.url));
      return;
    }
    this.images.push({ alt, src: node.url, line });
    this.blocks.push({ ...emptyBlock("image"), image: { alt, src: node.url, line } });
  }

  heading(node: Heading) {
    if (node.depth < 2 || node.depth > 3) {
      this.report(
        this.lineOf(node),
        'a "##" or "###" heading (the title is the page\'s only top-level heading)',
        `a heading of level ${node.depth}`,
      );
    }
    this.blocks.push({
      ...emptyBlock("heading"),
      level: node.depth,
      runs: this.runs(node.children),
    });
  }

  list(node: List) {
    const items = node.children.map((item) => {
      const [first, ...rest] = item.children;
      if (rest.length > 0 || (first && first.type !== "paragraph")) {
        this.report(
          this.lineOf(rest[0] ?? first),
          `${MARKDOWN_ONLY} lists with one paragraph per item (nested lists are not supported)`,
          "a list item with more than one paragraph or a list inside it",
        );
      }
      if (first?.type !== "paragraph") return { runs: [] };
      rest.forEach((child) => this.allowed(child));
      return { runs: this.runs(first.children) };
    });
    this.blocks.push({ ...emptyBlock("list"), ordered: Boolean(node.ordered), items });
  }

  runs(children: PhrasingContent[]): InlineRun[] {
    const out: InlineRun[] = [];
    this.phrasing(children, plain, out);
    return tidy(out);
  }

  phrasing(children: PhrasingContent[], marks: Marks, out: InlineRun[]) {
    for (const child of children) {
      if (!this.allowed(child)) continue;
      if (child.type === "text") out.push({ ...marks, text: child.value });
      else if (child.type === "break") out.push({ ...marks, text: " " });
      else if (child.type === "inlineCode") out.push({ ...marks, text: child.value, code: true });
      else if (child.type === "emphasis")
        this.phrasing(child.children, { ...marks, emphasis: true }, out);
      else if (child.type === "strong")
        this.phrasing(child.children, { ...marks, strong: true }, out);
      else if (child.type === "link") {
        const safe = isSafeHref(child.url);
        if (!safe) this.report(this.lineOf(child), SAFE_HREF_RULE, JSON.stringify(child.url));
        this.phrasing(child.children, { ...marks, href: safe ? child.url : null }, out);
      }
    }
  }
}

const emptyBlock = (kind: ArticleBlock["kind"]): ArticleBlock => ({
  kind,
  level: null,
  ordered: null,
  runs: [],
  items: [],
  image: null,
});

/** The image of a paragraph that holds nothing else (whitespace aside), or null. */
function standaloneImage(paragraph: Paragraph): Image | null {
  const content = paragraph.children.filter(
    (child) => !(child.type === "text" && child.value.trim() === ""),
  );
  return content.length === 1 && content[0].type === "image" ? content[0] : null;
}

const sameMarks = (a: InlineRun, b: InlineRun) =>
  a.strong === b.strong && a.emphasis === b.emphasis && a.code === b.code && a.href === b.href;

/** One space for any run of whitespace, none at the ends, and neighbors with equal marks merged. */
function tidy(runs: InlineRun[]): InlineRun[] {
  const merged = runs.reduce<InlineRun[]>((list, run) => {
    const text = run.text.replace(/\s+/g, " ");
    const last = list[list.length - 1];
    if (last && sameMarks(last, run)) last.text += text;
    else list.push({ ...run, text });
    return list;
  }, []);
  if (merged.length > 0) {
    merged[0].text = merged[0].text.trimStart();
    merged[merged.length - 1].text = merged[merged.length - 1].text.trimEnd();
  }
  return merged.filter((run) => run.text !== "");
}

interface ParseError {
  line?: number;
  reason?: string;
  message?: string;
}

/**
 * Parses an article body into blocks. `lineOffset` is the number of lines above the body in
 * its file (the front matter), so every problem names the line the writer sees in the editor.
 * Returns the blocks, the images (whose files the caller checks), and a problem for everything
 * outside the subset, with its line.
 */
export function parseArticleBody(
  body: string,
  lineOffset = 0,
): { blocks: ArticleBlock[]; images: ArticleImage[]; problems: Problem[] } {
  // Nothing over the limits reaches the parser (in the build and in the desk's preview).
  const limits = bodyLimitProblems(body, lineOffset);
  if (limits.length > 0) return { blocks: [], images: [], problems: limits };
  const reader = new BodyReader(lineOffset);
  try {
    return readBody(body, reader);
  } catch (error) {
    // The limits keep the parser's work and depth bounded; should anything still throw, the
    // writer reads a sentence, not a stack trace.
    return {
      blocks: [],
      images: [],
      problems: [
        {
          field: "body",
          expected: "plain Markdown as in the examples in the writers' guide",
          received: `text the reader could not take apart (${(error as Error).message})`,
        },
      ],
    };
  }
}

function readBody(body: string, reader: BodyReader) {
  const { lineOffset } = reader;
  let tree: Root;
  try {
    tree = fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
  } catch (error) {
    // The MDX parser stops at the first `<` or `{` it cannot read as a tag or expression.
    const { line, reason, message } = error as ParseError;
    reader.report(
      (line ?? 1) + lineOffset,
      `${MARKDOWN_ONLY}; in an .mdx file "<" and "{" start code, so write \\< or \\{ to show the character`,
      JSON.stringify(reason ?? message ?? String(error)),
    );
    return { blocks: [], images: [], problems: reader.problems };
  }
  tree.children.forEach((node) => reader.block(node));

  if (!reader.blocks.some((block) => block.kind === "paragraph")) {
    reader.problems.push({
      field: "body",
      expected: "the article text, in paragraphs separated by blank lines",
      received: body.trim() === "" ? "an empty body" : "no paragraphs",
    });
  }
  return { blocks: reader.blocks, images: reader.images, problems: reader.problems };
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
