import { ThemeProvider } from "@emotion/react";
import { render, type RenderOptions } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import path from "node:path";
import type { ReactElement } from "react";
import type { SiteConfig } from "./hooks/useSiteConfig";
import { readSiteConfig } from "./content/siteConfig";
import { tokens } from "./theme/tokens";

/**
 * The fixture site's site.yaml (fixture-site/README.md), read by the build's own reader: the
 * tests' own constants, so a writer's change to content/site.yaml never moves a unit test.
 */
export const siteConfig: SiteConfig = readSiteConfig(path.resolve(__dirname, "../fixture-site"));

/** Answers every `useStaticQuery` the layout makes, from the fixture site's config. */
export function mockStaticQueries(buildYear = "2026", config: SiteConfig = siteConfig) {
  jest
    .mocked(useStaticQuery)
    .mockReturnValue({ siteConfig: config, site: { buildTime: buildYear } });
}

/** Renders inside the theme, as the site's root wrapper does. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(<ThemeProvider theme={tokens}>{ui}</ThemeProvider>, options);
}
