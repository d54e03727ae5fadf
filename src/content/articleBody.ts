import type { Content, Heading, Image, List, Paragraph, PhrasingContent, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { mdxjs } from "micromark-extension-mdxjs";
import { bodyLimitProblems } from "./limits";
import { isSafeHref, SAFE_HREF_RULE } from "../lib/safeUrl";
import { hasVisibleText } from "../lib/writerText";
import { IMAGE_PATH, IMAGE_PATH_RULE } from "./fields";
import type { Problem } from "./problems";

/**
 * An article's body as plain data for src/components/ArticleBody.tsx, parsed as MDX so anything
 * MDX would run (JSX, HTML, `{expressions}`, import) is seen and refused. The subset: paragraphs,
 * `##`/`###` headings, flat lists, images on their own line, *emphasis*, **strong**, `code`, links.
 */

/** The GraphQL enums ArticleInlineKind and ArticleBlockKind are written from these lists. */
export const ARTICLE_INLINE_KINDS = ["text", "code", "strong", "emphasis", "link"] as const;
export const ARTICLE_BLOCK_KINDS = ["paragraph", "heading", "list", "image"] as const;
export type ArticleInlineKind = (typeof ARTICLE_INLINE_KINDS)[number];

/** A mark never holds the same mark, nor a link a link: at most {@link INLINE_DEPTH} deep. */
export interface ArticleInline {
  kind: ArticleInlineKind;
  /** The words of `text` and `code` nodes; null for marks, whose words are in `children`. */
  text: string | null;
  href: string | null;
  children: ArticleInline[];
}

/** How deep an inline tree can be, for GraphQL, which cannot ask for a tree of any depth. */
export const INLINE_DEPTH = 4;

/** An image as written; `src` is relative to the article's file. */
export interface ArticleImage {
  alt: string;
  src: string;
  /** Counted from the top of the file, for the build's message when the file goes missing. */
  line: number;
}

export interface ArticleBlock {
  kind: (typeof ARTICLE_BLOCK_KINDS)[number];
  /** 2 or 3 for headings, null otherwise. */
  level: number | null;
  ordered: boolean | null;
  /** A paragraph's or heading's text; empty for lists and images. */
  content: ArticleInline[];
  items: { content: ArticleInline[] }[];
  image: ArticleImage | null;
}

const MARKDOWN_ONLY = "plain Markdown";

const SUBSET = new Set<string>([
  ...["heading", "paragraph", "list", "listItem"],
  ...["text", "emphasis", "strong", "inlineCode", "link", "break"],
]);

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
      return SUBSET.has(node.type)
        ? null
        : { expected: not(`${node.type} blocks`), found: `a ${node.type}` };
  }
}

class BodyReader {
  readonly problems: Problem[] = [];
  readonly blocks: ArticleBlock[] = [];
  /** The headings above the one being read that enclose it: the writer's depth, and its level. */
  private readonly outline: { depth: number; level: number }[] = [];

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
    if (node.type === "heading") this.heading(node);
    if (node.type === "list") this.list(node);
    if (node.type !== "paragraph") return;
    const image = standaloneImage(node);
    if (image) this.image(image);
    else this.blocks.push({ ...emptyBlock("paragraph"), content: this.inlineNodes(node.children) });
  }

  /** An image block; its alt text is what a screen reader says, so it may not be empty. */
  image(node: Image) {
    const line = this.lineOf(node);
    const alt = node.alt?.replace(/\s+/g, " ").trim() ?? "";
    if (!hasVisibleText(alt)) {
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
    this.blocks.push({ ...emptyBlock("image"), image: { alt, src: node.url, line } });
  }

  /**
   * A heading one level below the nearest bigger one above it (the title is level 1), so a
   * screen reader's outline skips no level whatever the writer typed, and keeps their nesting.
   */
  heading(node: Heading) {
    if (node.depth < 2 || node.depth > 3) {
      this.report(
        this.lineOf(node),
        'a "##" or "###" heading (the title is the page\'s only top-level heading)',
        `a heading of level ${node.depth}`,
      );
    }
    while ((this.outline.at(-1)?.depth ?? 0) >= node.depth) this.outline.pop();
    const level = (this.outline.at(-1)?.level ?? 1) + 1;
    this.outline.push({ depth: node.depth, level });
    this.blocks.push({ ...emptyBlock("heading"), level, content: this.inlineNodes(node.children) });
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
      if (first?.type !== "paragraph") return { content: [] };
      rest.forEach((child) => this.allowed(child));
      return { content: this.inlineNodes(first.children) };
    });
    this.blocks.push({ ...emptyBlock("list"), ordered: Boolean(node.ordered), items });
  }

  inlineNodes(children: PhrasingContent[]): ArticleInline[] {
    return tidy(this.phrasing(children, new Set()));
  }

  /** The nodes of `children`; `open` holds the marks around them, which are not repeated. */
  phrasing(children: PhrasingContent[], open: ReadonlySet<ArticleInlineKind>): ArticleInline[] {
    return children.flatMap((child): ArticleInline[] => {
      if (!this.allowed(child)) return [];
      if (child.type === "text") return [leaf("text", child.value)];
      if (child.type === "break") return [leaf("text", " ")];
      if (child.type === "inlineCode") return [leaf("code", child.value)];
      if (child.type !== "emphasis" && child.type !== "strong" && child.type !== "link") return [];
      let href: string | null = null;
      if (child.type === "link") {
        href = isSafeHref(child.url) ? child.url : null;
        if (!href) this.report(this.lineOf(child), SAFE_HREF_RULE, JSON.stringify(child.url));
      }
      const inner = this.phrasing(child.children, new Set([...open, child.type]));
      // A mark inside the same mark, or a refused link, adds nothing: its words stay.
      if (open.has(child.type) || (child.type === "link" && !href)) return inner;
      return [{ kind: child.type, text: null, href, children: inner }];
    });
  }
}

const leaf = (kind: "text" | "code", text: string): ArticleInline => ({
  kind,
  text,
  href: null,
  children: [],
});

const emptyBlock = (kind: ArticleBlock["kind"]): ArticleBlock => ({
  kind,
  level: null,
  ordered: null,
  content: [],
  items: [],
  image: null,
});

function standaloneImage(paragraph: Paragraph): Image | null {
  const content = paragraph.children.filter(
    (child) => !(child.type === "text" && !hasVisibleText(child.value)),
  );
  return content.length === 1 && content[0].type === "image" ? content[0] : null;
}

/** One space for any run of whitespace; neighboring words merged; empty nodes dropped. */
function normalize(nodes: ArticleInline[]): ArticleInline[] {
  const out: ArticleInline[] = [];
  for (const node of nodes) {
    const children = normalize(node.children);
    const text = node.text?.replace(/\s+/g, " ") ?? null;
    const last = out[out.length - 1];
    if (node.kind === "text" && last?.kind === "text") last.text += text ?? "";
    else if (text !== "" && (node.text !== null || children.length > 0))
      out.push({ ...node, text, children });
  }
  return out;
}

function trimEnd(nodes: ArticleInline[], end: "start" | "end"): void {
  const node = end === "start" ? nodes[0] : nodes[nodes.length - 1];
  if (!node) return;
  if (node.text !== null) node.text = end === "start" ? node.text.trimStart() : node.text.trimEnd();
  else trimEnd(node.children, end);
}

/** A paragraph's inline tree as a reader sees it: no space at its ends, none doubled. */
function tidy(nodes: ArticleInline[]): ArticleInline[] {
  const tree = normalize(nodes);
  trimEnd(tree, "start");
  trimEnd(tree, "end");
  return normalize(tree);
}

export function inlineLinks(nodes: readonly ArticleInline[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.href ? [node.href] : []),
    ...inlineLinks(node.children),
  ]);
}

export function inlineText(nodes: readonly ArticleInline[]): string {
  return nodes.map((node) => node.text ?? inlineText(node.children)).join("");
}

/**
 * An article body's blocks (whose images' files the caller checks), and a problem for everything
 * outside the subset, each naming the editor's line: `lineOffset` lines are above the body.
 */
export function parseArticleBody(
  body: string,
  lineOffset = 0,
): { blocks: ArticleBlock[]; problems: Problem[] } {
  // Nothing over the limits reaches the parser (in the build and in the desk's preview).
  const limits = bodyLimitProblems(body, lineOffset);
  if (limits.length > 0) return { blocks: [], problems: limits };
  const reader = new BodyReader(lineOffset);
  let tree: Root;
  try {
    tree = fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
  } catch (error) {
    // The MDX parser stops at the first `<` or `{` it cannot read as a tag or expression.
    const { line, reason, message } = error as { line?: number; reason?: string; message?: string };
    reader.report(
      (line ?? 1) + lineOffset,
      `${MARKDOWN_ONLY}; in an .mdx file "<" and "{" start code, so write \\< or \\{ to show the character`,
      JSON.stringify(reason ?? message ?? String(error)),
    );
    return { blocks: [], problems: reader.problems };
  }
  try {
    tree.children.forEach((node) => reader.block(node));
  } catch (error) {
    // Should reading the tree still throw, the writer reads a sentence, not a stack trace.
    const problem = {
      field: "body",
      expected: "plain Markdown as in the examples in the writers' guide",
      received: `text the reader could not take apart (${(error as Error).message})`,
    };
    return { blocks: [], problems: [problem] };
  }

  // A line of no-break spaces is a paragraph to the parser, and shows nothing.
  const hasText = reader.blocks.some(
    (block) => block.kind === "paragraph" && hasVisibleText(inlineText(block.content)),
  );
  if (!hasText) {
    reader.problems.push({
      field: "body",
      expected: "the article text, in paragraphs separated by blank lines",
      received: hasVisibleText(body) ? "no paragraphs" : "an empty body",
    });
  }
  return { blocks: reader.blocks, problems: reader.problems };
}

export const inlineTrees = (blocks: readonly Pick<ArticleBlock, "content" | "items">[]) =>
  blocks.flatMap((block) => [block.content, ...block.items.map((item) => item.content)]);

/** Words in the rendered text, used for the honest read-time check. */
export function countWords(blocks: ArticleBlock[]): number {
  return inlineTrees(blocks)
    .map(inlineText)
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
