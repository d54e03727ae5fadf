import { isSafeHref } from "../lib/safeUrl";
import type { ArticleBlock, ArticleInline } from "./articleBody";

/**
 * The site's one renderer of article blocks to HTML, for the feeds and search index, as
 * src/components/ArticleBody.tsx cannot load in Node; a test holds the two to the same output.
 */

/** A block as it is rendered: the parser's own shape, with each image's public address. */
export type HtmlBlock = Pick<ArticleBlock, "kind" | "level" | "ordered" | "content" | "items"> & {
  image: { alt: string; src: string } | null;
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as HTML text or an attribute value: nothing a writer typed becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** A link's address made absolute, or null for one ArticleBody would not write either. */
export function absoluteHref(href: string | null, articleUrl: string): string | null {
  if (!href || !isSafeHref(href)) return null;
  if (href.startsWith("/") || href.startsWith("#")) return new URL(href, articleUrl).href;
  return href;
}

function inline(node: ArticleInline, articleUrl: string): string {
  const children = inlineHtml(node.children, articleUrl);
  switch (node.kind) {
    case "text":
      return escapeHtml(node.text ?? "");
    case "code":
      return `<code>${escapeHtml(node.text ?? "")}</code>`;
    case "strong":
      return `<strong>${children}</strong>`;
    case "emphasis":
      return `<em>${children}</em>`;
    case "link": {
      const href = absoluteHref(node.href, articleUrl);
      return href ? `<a href="${escapeHtml(href)}">${children}</a>` : children;
    }
  }
}

const inlineHtml = (nodes: readonly ArticleInline[], articleUrl: string): string =>
  nodes.map((node) => inline(node, articleUrl)).join("");

function block(item: HtmlBlock, articleUrl: string): string {
  switch (item.kind) {
    case "image": {
      if (!item.image) return "";
      const src = new URL(item.image.src, articleUrl).href;
      return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(item.image.alt)}"/></figure>`;
    }
    case "heading": {
      // The page's title is its h1, so "##" is an h2 there and here.
      const level = Math.min(6, item.level ?? 2);
      return `<h${level}>${inlineHtml(item.content, articleUrl)}</h${level}>`;
    }
    case "list": {
      const tag = item.ordered ? "ol" : "ul";
      const entries = item.items.map(
        (entry) => `<li>${inlineHtml(entry.content, articleUrl)}</li>`,
      );
      return `<${tag}>${entries.join("")}</${tag}>`;
    }
    case "paragraph":
      return `<p>${inlineHtml(item.content, articleUrl)}</p>`;
  }
}

/** The article's body as HTML, every link and image resolved against `articleUrl`. */
export function articleHtml(blocks: readonly HtmlBlock[], { articleUrl }: { articleUrl: string }) {
  return blocks.map((item) => block(item, articleUrl)).join("\n");
}
