import { screen, within } from "@testing-library/react";
import { mockStaticQueries, renderWithTheme, siteConfig } from "../test-utils";
import { Footer } from "./Footer";
import { servicePath } from "./navigation";

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

  it("lists the services of content/site.yaml, each pointing at its service's card", () => {
    renderWithTheme(<Footer />);
    const heading = screen.getByRole("heading", { name: "Services" });
    const links = within(heading.parentElement as HTMLElement).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(
      siteConfig.footerServices.map((service) => service.label),
    );
    expect(links.map((l) => l.getAttribute("href"))).toEqual(
      siteConfig.footerServices.map(({ service }) => servicePath(service)),
    );
  });
});
