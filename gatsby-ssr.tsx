import type { GatsbySSR } from "gatsby";
import { globalCss } from "./src/theme/globalStyles";
import { tokens } from "./src/theme/tokens";

export { wrapRootElement } from "./src/wrapRootElement";
export { wrapPageElement } from "./src/wrapPageElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  // No preload for the font file: the @font-face below, inline in the head, asks for it at the
  // first style pass all the same, and a late font leaves the text in the metric-matched
  // fallback (src/theme/fonts.ts). Preloaded, Lighthouse's mobile model put its 48 KB before
  // the largest text of every page: LCP 1.20-1.35 s with it, 1.05 s without.
  setHeadComponents([
    // Base styles and font faces, static in the head: see globalCss for why not <Global>.
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: globalCss(tokens) }} />,
  ]);
};
