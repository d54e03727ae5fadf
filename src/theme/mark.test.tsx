import { ThemeProvider } from "@emotion/react";
import { render } from "@testing-library/react";
import fs from "node:fs";
import { Logo } from "../components/Logo";
import { mark, markSvg } from "./mark";
import { tokens } from "./tokens";

describe("the mark", () => {
  it("is the same drawing in static/favicon.svg, from which the icons and social card are made", () => {
    expect(fs.readFileSync("static/favicon.svg", "utf8")).toBe(markSvg(tokens.color));
  });

  it("is drawn by the Logo with the theme's colors: a terracotta tile, cream bars, a marigold sun", () => {
    const { container } = render(
      <ThemeProvider theme={tokens}>
        <Logo />
      </ThemeProvider>,
    );
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    const [tile, ...bars] = [...container.querySelectorAll("rect")];
    expect(tile).toHaveAttribute("fill", tokens.color.primary);
    expect(bars.map((bar) => Number(bar.getAttribute("height")))).toEqual(
      mark.bars.map((bar) => bar.height),
    );
    for (const bar of bars) expect(bar).toHaveAttribute("fill", tokens.color.textOnDark);
    expect(container.querySelector("circle")).toHaveAttribute("fill", tokens.color.highlight);
  });

  it("rises left to right, the sun above the tallest bar", () => {
    const heights = mark.bars.map((bar) => bar.height);
    expect([...heights].sort((a, b) => a - b)).toEqual(heights);
    const tallest = mark.bars[mark.bars.length - 1];
    expect(mark.sun.cy + mark.sun.r).toBeLessThan(tallest.y);
    // Every shape stays inside the tile.
    for (const { x, y, width, height } of mark.bars) {
      expect([x, y, x + width, y + height].every((v) => v > 0 && v < mark.size)).toBe(true);
    }
  });
});
