import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { renderWithTheme } from "../../test-utils";
import { TeamPhoto } from "./TeamPhoto";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 416,
  height: 520,
  images: { fallback: { src: "/static/team-416.jpg", srcSet: "/static/team-416.jpg 416w" } },
};

describe("TeamPhoto", () => {
  it("shows the owner's photo, named by its alt text, once site.yaml has one", () => {
    renderWithTheme(<TeamPhoto photo={{ image, alt: "The team at our Dallas office" }} />);
    expect(screen.getByRole("img", { name: "The team at our Dallas office" })).toHaveAttribute(
      "src",
      "/static/team-416.jpg",
    );
  });

  it("keeps the slot with abstract art and nothing to read until then", () => {
    const { container } = renderWithTheme(<TeamPhoto photo={null} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.textContent).toBe("");
  });
});
