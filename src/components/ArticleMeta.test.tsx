import { screen } from "@testing-library/react";
import { renderWithTheme } from "../test-utils";
import { ArticleMeta } from "./ArticleMeta";

describe("ArticleMeta", () => {
  it("tells the writer previewing a scheduled article the day it goes live", () => {
    renderWithTheme(
      <ArticleMeta category="Local Search" readTime="3 min read" scheduledFor="December 1, 2026" />,
    );
    expect(screen.getByText("Scheduled for December 1, 2026")).toBeVisible();
    expect(screen.queryByText("Draft")).toBeNull();
  });

  it("marks a published article with neither", () => {
    renderWithTheme(<ArticleMeta category="Local Search" readTime="3 min read" />);
    expect(screen.queryByText(/Scheduled for/)).toBeNull();
    expect(screen.queryByText("Draft")).toBeNull();
  });

  it("marks a draft as a draft", () => {
    renderWithTheme(<ArticleMeta category="Local Search" readTime="3 min read" draft />);
    expect(screen.getByText("Draft")).toBeVisible();
  });
});
