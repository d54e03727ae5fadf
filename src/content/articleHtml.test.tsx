import { ArticleBody } from "../components/ArticleBody";
import { renderWithTheme } from "../test-utils";
import { parseArticleBody } from "./articleBody";
import { absoluteHref, articleHtml, type HtmlBlock } from "./articleHtml";

const articleUrl = "https://www.example.com/resources/a-guide/";

/** The blocks the build makes of `markdown`, each image at `/static/<its name>`. */
function blocksOf(markdown: string): HtmlBlock[] {
  const { blocks, problems } = parseArticleBody(markdown);
  expect(problems).toEqual([]);
  return blocks.map((block) => ({
    ...block,
    image: block.image && { alt: block.image.alt, src: `/static/${block.image.src.slice(2)}` },
  }));
}

const BODY = [
  "Start with a **bold** idea, some *emphasis* and `code`.",
  "## Where to look",
  "- one [page](/services/#seo) here",
  "- an [outside](https://www.google.com/) link",
  "1. first",
  "2. [back up](#where-to-look)",
  "### Smaller",
  "![A shop front](./images/shop.jpg)",
  'Tom & Jerry\'s "hi" is `<script>alert(1)</script>`.',
].join("\n\n");

/** Each element's tag and own text, in document order: the shape a reader sees. */
function outline(root: Element): string[] {
  return [...root.querySelectorAll("*")].map((element) => {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join("");
    return `${element.tagName.toLowerCase()}:${own}`;
  });
}

describe("articleHtml", () => {
  it("gives a feed reader the page's elements and words, in the same order", () => {
    const blocks = blocksOf(BODY);
    const { container } = renderWithTheme(<ArticleBody blocks={blocks} headingOffset={0} />);
    const page = container.querySelector('[data-testid="article-body"]') as Element;
    // The page tells screen-reader users that an outside link opens a new tab, and wraps its
    // body in one element; a feed reader opens links its own way.
    page.querySelectorAll("a[target=_blank] > *").forEach((note) => note.remove());
    const feed = document.createElement("div");
    feed.innerHTML = articleHtml(blocks, { articleUrl });
    expect(outline(feed)).toEqual(outline(page));
  });

  it("makes every address absolute, on the article's site", () => {
    const feed = document.createElement("div");
    feed.innerHTML = articleHtml(blocksOf(BODY), { articleUrl });
    expect([...feed.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "https://www.example.com/services/#seo",
      "https://www.google.com/",
      "https://www.example.com/resources/a-guide/#where-to-look",
    ]);
    expect(feed.querySelector("img")?.getAttribute("src")).toBe(
      "https://www.example.com/static/images/shop.jpg",
    );
    expect(feed.querySelector("img")?.getAttribute("alt")).toBe("A shop front");
  });

  it("writes a writer's text as text, never as markup", () => {
    const html = articleHtml(blocksOf(BODY), { articleUrl });
    expect(html).toContain(
      "Tom &amp; Jerry&#39;s &quot;hi&quot; is <code>&lt;script&gt;alert(1)&lt;/script&gt;</code>.",
    );
    expect(html).not.toMatch(/<script|class=|style=/);
  });

  it("drops an address the site would not link to, keeping its words", () => {
    expect(absoluteHref("javascript:alert(1)", articleUrl)).toBeNull();
    expect(absoluteHref("//evil.example/", articleUrl)).toBeNull();
    expect(absoluteHref("mailto:hi@example.com", articleUrl)).toBe("mailto:hi@example.com");
    const html = articleHtml(
      [
        {
          kind: "paragraph",
          level: null,
          ordered: null,
          items: [],
          image: null,
          content: [
            {
              kind: "link",
              text: null,
              href: "javascript:alert(1)",
              children: [{ kind: "text", text: "Click me", href: null, children: [] }],
            },
          ],
        },
      ],
      { articleUrl },
    );
    expect(html).toBe("<p>Click me</p>");
  });
});
