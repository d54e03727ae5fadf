import { screen } from "@testing-library/react";
import { parseArticleBody } from "../content/articleBody";
import { renderWithTheme } from "../test-utils";
import { ArticleBody, type ArticleBodyBlock } from "./ArticleBody";

/** The blocks the build makes of `markdown`. */
function blocksOf(markdown: string): ArticleBodyBlock[] {
  const { blocks, problems } = parseArticleBody(markdown);
  expect(problems).toEqual([]);
  return blocks;
}

/** A paragraph with one link to `href`, built as the data would hold it, past the build's check. */
const linkTo = (href: string): ArticleBodyBlock => ({
  kind: "paragraph",
  level: null,
  ordered: null,
  items: [],
  content: [
    {
      kind: "link",
      text: null,
      href,
      children: [{ kind: "text", text: "Click me", href: null, children: [] }],
    },
  ],
});

describe("ArticleBody", () => {
  it("links site paths in place and other sites in a new tab", () => {
    renderWithTheme(
      <ArticleBody
        blocks={blocksOf("Book a [call](/contact/) or [search](https://www.google.com/).")}
      />,
    );
    expect(screen.getByRole("link", { name: "call" })).toHaveAttribute("href", "/contact/");
    expect(screen.getByRole("link", { name: /search/ })).toHaveAttribute("target", "_blank");
  });

  it("renders marks inside a link as one link, and a link inside emphasis inside the emphasis", () => {
    const { container } = renderWithTheme(
      <ArticleBody
        blocks={blocksOf("Read [**our** guide](/resources/) and *see [the map](/x/) now*.")}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["our guide", "the map"]);
    expect(links[0]).toHaveAttribute("href", "/resources/");
    expect(links[0].querySelector("strong")).toHaveTextContent("our");
    expect(container.querySelector("em")?.textContent).toBe("see the map now");
    expect(container.querySelector("em a")).toBe(links[1]);
  });

  // The build refuses these links; this is the second line of defense if one ever gets past.
  it.each(["javascript:alert(1)", "data:text/html,x", "http://example.com/", "//evil.example/"])(
    "writes no %s link, only its text",
    (href) => {
      const { container } = renderWithTheme(<ArticleBody blocks={[linkTo(href)]} />);
      expect(screen.queryByRole("link")).toBeNull();
      expect(container.textContent).toBe("Click me");
      expect(container.innerHTML).not.toContain(href);
    },
  );

  it("pushes headings down by the offset: h2 on the article page, h3 in the dialog", () => {
    const heading = blocksOf("## Start here\n\nWhere to begin.");
    const { unmount } = renderWithTheme(<ArticleBody blocks={heading} headingOffset={0} />);
    expect(screen.getByRole("heading", { level: 2, name: "Start here" })).toBeInTheDocument();
    unmount();
    renderWithTheme(<ArticleBody blocks={heading} />);
    expect(screen.getByRole("heading", { level: 3, name: "Start here" })).toBeInTheDocument();
  });

  it('shows a "###" with no "##" before it as a section of the article, so no level is skipped', () => {
    const blocks = blocksOf(
      "### First\n\nText.\n\n### Second\n\nText.\n\n## Third\n\nText.\n\n### Inside third",
    );
    renderWithTheme(<ArticleBody blocks={blocks} headingOffset={0} />);
    expect(
      screen.getAllByRole("heading").map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([
      ["H2", "First"],
      ["H2", "Second"],
      ["H2", "Third"],
      ["H3", "Inside third"],
    ]);
  });
});
