import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test-utils";
import type { ArticleSummary } from "../../components/ArticleCard";
import { KeepReading } from "./KeepReading";

const summary = (slug: string): ArticleSummary => ({
  slug,
  path: `/resources/${slug}/`,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}.`,
  category: "SEO",
  readTime: "3 min read",
  tags: ["Local"],
  draft: false,
});

describe("KeepReading", () => {
  it("is a region of related cards and a walk by date, each link named by its article", () => {
    renderWithTheme(
      <KeepReading
        related={[summary("first"), summary("second")]}
        older={summary("older")}
        newer={summary("newer")}
      />,
    );
    const region = screen.getByRole("region", { name: "Keep reading" });
    expect(region).toContainElement(screen.getByRole("link", { name: "Title of first" }));
    expect(screen.getByRole("link", { name: "Title of second" })).toHaveAttribute(
      "href",
      "/resources/second/",
    );
    const byDate = screen.getByRole("navigation", { name: "Older and newer articles" });
    expect(byDate).toContainElement(
      screen.getByRole("link", { name: "Older article: Title of older" }),
    );
    expect(screen.getByRole("link", { name: "Newer article: Title of newer" })).toHaveAttribute(
      "rel",
      "next",
    );
  });

  it("leaves out what there is none of, and shows nothing with nothing to offer", () => {
    const { container, rerender } = renderWithTheme(
      <KeepReading related={[]} older={summary("older")} newer={null} />,
    );
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("link", { name: /^Newer article/ })).toBeNull();
    rerender(<KeepReading related={[]} older={null} newer={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
