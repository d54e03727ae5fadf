import { screen, within } from "@testing-library/react";
import { mockStaticQueries, renderWithTheme, siteConfig } from "../test-utils";
import { Footer } from "./Footer";

describe("Footer", () => {
  beforeEach(() => mockStaticQueries("2019"));

  it("shows the visitor's current year, not the year the site was built", () => {
    renderWithTheme(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(new RegExp(`© ${year} ${siteConfig.name}`))).toBeInTheDocument();
  });

  it("links each configured social profile by name, without a target", () => {
    renderWithTheme(<Footer />);
    for (const social of siteConfig.social.filter((s) => s.url)) {
      const link = screen.getByRole("link", { name: social.label });
      expect(link).toHaveAttribute("href", social.url);
      expect(link).not.toHaveAttribute("target");
    }
  });

  it("leaves out a social link whose url is not set yet", () => {
    const [first, ...rest] = siteConfig.social;
    mockStaticQueries("2019", { ...siteConfig, social: [{ ...first, url: "" }, ...rest] });
    renderWithTheme(<Footer />);
    expect(screen.queryByRole("link", { name: first.label })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: rest[0].label })).toBeInTheDocument();
  });

  it("lists the four services, each pointing at its place on the Services page", () => {
    renderWithTheme(<Footer />);
    const heading = screen.getByRole("heading", { name: "Services" });
    const links = within(heading.parentElement as HTMLElement).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Website Design",
      "Content Development",
      "Social Media Growth",
      "SEO Services",
    ]);
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/services/#website-design",
      "/services/#content-development",
      "/services/#social-media-growth",
      // SEO runs through all three services, so it lands on their list.
      "/services/#service-list-heading",
    ]);
  });
});
