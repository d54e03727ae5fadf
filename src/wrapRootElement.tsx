import { ThemeProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { AppErrorBoundary } from "./layout/AppErrorBoundary";
import { StyleCache } from "./theme/StyleCache";
import { tokens } from "./theme/tokens";

/** Shared by gatsby-browser and gatsby-ssr so the server and browser trees match. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <AppErrorBoundary>
    <StyleCache>
      <ThemeProvider theme={tokens}>{element}</ThemeProvider>
    </StyleCache>
  </AppErrorBoundary>
);
