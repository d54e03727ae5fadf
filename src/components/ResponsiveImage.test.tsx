import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { renderWithTheme } from "../test-utils";
import { ResponsiveImage } from "./ResponsiveImage";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 450,
  images: {
    fallback: { src: "/static/a-720.png", srcSet: "/static/a-360.png 360w", sizes: "720px" },
    sources: [{ type: "image/avif", srcSet: "/static/a-360.avif 360w", sizes: "720px" }],
  },
};

describe("ResponsiveImage", () => {
  it("reserves its box and loads lazily from the processed files", () => {
    const { container } = renderWithTheme(<ResponsiveImage image={image} alt="A laptop" />);
    const img = screen.getByRole("img", { name: "A laptop" });
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "450");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).toHaveAttribute("srcset", "/static/a-360.png 360w");
    expect(container.querySelector("source")).toHaveAttribute("type", "image/avif");
  });

  it("uses the caller's sizes when the image shows narrower than its width", () => {
    const { container } = renderWithTheme(
      <ResponsiveImage image={image} alt="A laptop" sizes="50vw" />,
    );
    expect(screen.getByRole("img")).toHaveAttribute("sizes", "50vw");
    expect(container.querySelector("source")).toHaveAttribute("sizes", "50vw");
  });
});
