import { screen } from "@testing-library/react";
import { renderWithTheme } from "../test-utils";
import { ArticleBody, type ArticleBodyBlock, type ArticleRun } from "./ArticleBody";

const run = (text: string, href: string | null = null): ArticleRun => ({
  text,
  href,
  strong: false,
  emphasis: false,
  code: false,
});

const paragraph = (...runs: ArticleRun[]): ArticleBodyBlock => ({
  kind: "paragraph",
  level: null,
  ordered: null,
  runs,
  items: [],
});

describe("ArticleBody", () => {
  it("links site paths in place and other sites in a new tab", () => {
    renderWithTheme(
      <ArticleBody
        blocks={[
          paragraph(
            run("Book a ", null),
            run("call", "/contact/"),
            run(" or ", null),
            run("search", "https://www.google.com/"),
          ),
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "call" })).toHaveAttribute("href", "/contact/");
    expect(screen.getByRole("link", { name: /search/ })).toHaveAttribute("target", "_blank");
  });

  // The build refuses these links; this is the second line of defense if one ever gets past.
  it.each(["javascript:alert(1)", "data:text/html,x", "http://example.com/", "//evil.example/"])(
    "writes no %s link, only its text",
    (href) => {
      const { container } = renderWithTheme(
        <ArticleBody blocks={[paragraph(run("Click me", href))]} />,
      );
      expect(screen.queryByRole("link")).toBeNull();
      expect(container.textContent).toBe("Click me");
      expect(container.innerHTML).not.toContain(href);
    },
  );

  it("pushes headings down by the offset: h2 on the article page, h3 in the dialog", () => {
    const heading: ArticleBodyBlock = {
      ...paragraph(run("Start here")),
      kind: "heading",
      level: 2,
    };
    const { unmount } = renderWithTheme(<ArticleBody blocks={[heading]} headingOffset={0} />);
    expect(screen.getByRole("heading", { level: 2, name: "Start here" })).toBeInTheDocument();
    unmount();
    renderWithTheme(<ArticleBody blocks={[heading]} />);
    expect(screen.getByRole("heading", { level: 3, name: "Start here" })).toBeInTheDocument();
  });
});
