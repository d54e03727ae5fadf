import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import yaml from "js-yaml";
import { expectedReadTime } from "../lib/readTime";
import { countWords, parseArticleBody } from "./articleBlocks";
import { formatProblems, validate, type Problem, type RecordSpec } from "./validation/rules";
import {
  articleFrontmatterSpec,
  caseStudySpec,
  serviceSpec,
  siteConfigSpec,
} from "./validation/specs";

/** Where articles live; a writer adds one by dropping `<slug>.mdx` in here. */
export const ARTICLES_DIR = "content/articles";

/** The URL of an article page, one home for the pattern. */
export const articlePath = (slug: string) => `/resources/${slug}/`;

const yamlSpecs: Record<string, RecordSpec> = {
  SiteConfig: siteConfigSpec,
  Service: serviceSpec,
  CaseStudy: caseStudySpec,
};

/** Fields Gatsby and the YAML transformer add to every node; not the writer's. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields", "yamlId"]);

const contentOf = (node: Node): Record<string, unknown> =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_FIELDS.has(key)));

const relative = (absolutePath: string) => path.relative(process.cwd(), absolutePath);

/** Problems of one YAML record, including an image path that points at no file. */
export function yamlProblems(type: string, record: Record<string, unknown>, dir: string) {
  const problems = validate(record, yamlSpecs[type]);
  const image = record.image;
  if (type === "CaseStudy" && typeof image === "string" && image.trim() !== "") {
    if (!fs.existsSync(path.resolve(dir, image))) {
      problems.push({
        field: "image",
        expected: `a path to an image file, relative to ${relative(dir) || "."}`,
        received: `"${image}", which does not exist`,
      });
    }
  }
  return problems;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The front matter exactly as written. MDX's own parser turns `2025-02-30` into a Date
 * (silently 2 March), so dates are re-read here as text, where a bad one can be reported.
 */
export function readFrontmatter(source: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return match ? yaml.load(match[1], { schema: yaml.CORE_SCHEMA }) : {};
}

/**
 * A writer's file as text. Bytes that are not UTF-8 would reach visitors as "\uFFFD" marks, so
 * they are a problem naming the line, as is a NUL character (a sign of a binary file).
 */
export function readTextFile(absolutePath: string): { text: string } | { problem: Problem } {
  const bytes = fs.readFileSync(absolutePath);
  const lines = bytes.toString("latin1").split("\n");
  // "\n" is never part of a multi-byte UTF-8 character, so each line can be checked alone.
  const badLine = lines.findIndex((line) => !isUtf8(Buffer.from(line, "latin1")));
  if (badLine !== -1) {
    return {
      problem: {
        field: `line ${badLine + 1}`,
        expected: "text saved as UTF-8 (in your editor: Save with Encoding, UTF-8)",
        received: "bytes that are not UTF-8",
      },
    };
  }
  const nulLine = lines.findIndex((line) => line.includes("\0"));
  if (nulLine !== -1) {
    return {
      problem: { field: `line ${nulLine + 1}`, expected: "text", received: "a NUL character" },
    };
  }
  return { text: bytes.toString("utf8") };
}

/** Lines above the body in its file: the front matter, so body errors use the editor's lines. */
export function linesBeforeBody(source: string, body: string): number {
  if (!source.endsWith(body)) return 0;
  return source.slice(0, source.length - body.length).split("\n").length - 1;
}

/**
 * The Article node's content for one MDX file, or the problems that stop the build.
 * `lineOffset` is the number of lines above `body` in the file.
 */
export function articleFromMdx(file: string, frontmatter: unknown, body: string, lineOffset = 0) {
  const slug = path.basename(file).replace(/\.mdx?$/, "");
  const problems: Problem[] = validate(frontmatter ?? {}, articleFrontmatterSpec);
  if (!SLUG.test(slug)) {
    problems.unshift({
      field: "file name",
      expected: 'lowercase words joined by hyphens, e.g. "seo-basics.mdx"',
      received: JSON.stringify(path.basename(file)),
    });
  }
  const parsed = parseArticleBody(body, lineOffset);
  problems.push(...parsed.problems);
  if (problems.length > 0) return { problems };

  const fm = frontmatter as Record<string, unknown>;
  const wordCount = countWords(parsed.blocks);
  // A read time is a promise to the reader; it must follow from the text, not be guessed.
  const honestReadTime = expectedReadTime(wordCount);
  if (fm.readTime !== honestReadTime) {
    return {
      problems: [
        {
          field: "readTime",
          expected: `"${honestReadTime}" for ${wordCount} words (225 words a minute)`,
          received: JSON.stringify(fm.readTime),
        },
      ],
    };
  }
  return {
    problems,
    article: {
      slug,
      path: articlePath(slug),
      title: fm.title as string,
      excerpt: fm.excerpt as string,
      category: fm.category as string,
      readTime: fm.readTime as string,
      tags: fm.tags as string[],
      date: (fm.date as string | undefined) ?? null,
      wordCount,
      blocks: parsed.blocks,
    },
  };
}

/**
 * Validates every writer's file as it enters Gatsby and turns article MDX into Article nodes.
 * A bad file stops `gatsby build` and `gatsby develop` with every problem of that file listed.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const parentFile = node.parent ? getNode(node.parent) : undefined;
  const absolutePath = parentFile?.absolutePath as string | undefined;
  if (!absolutePath) return;

  if (node.internal.type in yamlSpecs) {
    const problems = yamlProblems(node.internal.type, contentOf(node), path.dirname(absolutePath));
    if (problems.length > 0) reporter.panic(formatProblems(relative(absolutePath), problems));
    return;
  }

  // `relativeDirectory` is relative to the content/ source, whatever the working directory.
  const inArticles = parentFile?.relativeDirectory === path.basename(ARTICLES_DIR);
  if (node.internal.type !== "Mdx" || !inArticles) return;

  const file = readTextFile(absolutePath);
  if ("problem" in file) {
    reporter.panic(formatProblems(relative(absolutePath), [file.problem]));
    return;
  }
  const body = String(node.body ?? "");
  const { problems, article } = articleFromMdx(
    absolutePath,
    readFrontmatter(file.text),
    body,
    linesBeforeBody(file.text, body),
  );
  if (!article) {
    reporter.panic(formatProblems(relative(absolutePath), problems));
    return;
  }
  const articleNode = {
    ...article,
    id: createNodeId(`Article >>> ${article.slug}`),
    parent: node.id,
    children: [],
    internal: { type: "Article", contentDigest: createContentDigest(article) },
  };
  actions.createNode(articleNode);
  actions.createParentChildLink({ parent: node, child: articleNode as unknown as Node });
};
