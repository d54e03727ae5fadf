import { isSafeHref } from "../lib/safeUrl";
import type { ArticleBlock, ArticleInline } from "./articleBody";

/**
 * An article's blocks as a self-contained HTML fragment, for what reads an article away from
 * its page: the feeds (plugins/site/feed) and the search index (plugins/site/search). Every
 * address absolute, no class, style or script, so a feed reader shows it as the page does. The
 * page itself renders the same blocks with src/components/ArticleBody.tsx; the two are held to
 * the same elements and text by ./articleHtml.test.tsx. This is the site's one renderer of
 * article blocks to HTML: a second one drops list order or marks without anyone noticing.
 *
 * ArticleBody is a React component whose module declares a Gatsby GraphQL fragment and draws
 * images through gatsby-plugin-image, none of which loads in the build's Node code; the blocks
 * are plain data, so this reads them directly.
 */

/** A block as it is rendered: the parser's own shape, with each image's public address. */
export type HtmlBlock = Pick<ArticleBlock, "kind" | "level" | "ordered" | "content" | "items"> & {
  image: { alt: string; src: string } | null;
};

export interface ArticleHtmlOptions {
  /** The article's absolute URL, which `#fragment` links and site paths are resolved against. */
  articleUrl: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as HTML text or an attribute value: nothing a writer typed becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * A link's address made absolute, or null for one the site would not write into an `href`
 * (the same rule as ArticleBody's, ../lib/safeUrl.ts).
 */
export function absoluteHref(href: string | null, articleUrl: string): string | null {
  if (!href || !isSafeHref(href)) return null;
  if (href.startsWith("/") || href.startsWith("#")) return new URL(href, articleUrl).href;
  return href;
}

function inline(node: ArticleInline, options: ArticleHtmlOptions): string {
  const children = node.children.map((child) => inline(child, options)).join("");
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
      const href = absoluteHref(node.href, options.articleUrl);
      return href ? `<a href="${escapeHtml(href)}">${children}</a>` : children;
    }
  }
}

const inlineHtml = (nodes: readonly ArticleInline[], options: ArticleHtmlOptions) =>
  nodes.map((node) => inline(node, options)).join("");

function block(item: HtmlBlock, options: ArticleHtmlOptions): string {
  switch (item.kind) {
    case "image": {
      if (!item.image) return "";
      const src = new URL(item.image.src, options.articleUrl).href;
      return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(item.image.alt)}"/></figure>`;
    }
    case "heading": {
      // The page's title is its h1, so "##" is an h2 there and here.
      const level = Math.min(6, item.level ?? 2);
      return `<h${level}>${inlineHtml(item.content, options)}</h${level}>`;
    }
    case "list": {
      const tag = item.ordered ? "ol" : "ul";
      const entries = item.items.map((entry) => `<li>${inlineHtml(entry.content, options)}</li>`);
      return `<${tag}>${entries.join("")}</${tag}>`;
    }
    case "paragraph":
      return `<p>${inlineHtml(item.content, options)}</p>`;
  }
}

/** The article's body as HTML, every link and image at an absolute address. */
export function articleHtml(blocks: readonly HtmlBlock[], options: ArticleHtmlOptions): string {
  return blocks.map((item) => block(item, options)).join("\n");
}
