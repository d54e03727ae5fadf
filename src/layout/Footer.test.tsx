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
    // The fixture site has a profile without a url (Facebook) between two with one.
    const unset = siteConfig.social.filter((s) => !s.url);
    expect(unset.length).toBeGreaterThan(0);
    renderWithTheme(<Footer />);
    for (const social of unset) {
      expect(screen.queryByRole("link", { name: social.label })).not.toBeInTheDocument();
    }
  });

  it("takes a profile's link away when its url is cleared", () => {
    const [first, second] = siteConfig.social.filter((s) => s.url);
    const social = siteConfig.social.map((s) => (s === first ? { ...s, url: "" } : s));
    mockStaticQueries("2019", { ...siteConfig, social });
    renderWithTheme(<Footer />);
    expect(screen.queryByRole("link", { name: first.label })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: second.label })).toBeInTheDocument();
  });

  it("lists the footer services of site.yaml, each pointing at its service's card", () => {
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
