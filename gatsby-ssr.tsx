import type { GatsbySSR } from "gatsby";
import { renderBody } from "./src/renderBody";
import { preloadedFont } from "./src/theme/fonts";
import { globalCss } from "./src/theme/globalStyles";
import { tokens } from "./src/theme/tokens";

export { wrapRootElement } from "./src/wrapRootElement";
export { wrapPageElement } from "./src/wrapPageElement";

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(await renderBody(bodyComponent));
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  // The basic face of Inter is preloaded: asked for with the page's first bytes rather than at
  // the first style pass, it is there by the first paint on a phone, and a preload keeps it out
  // of what Lighthouse counts as blocking that paint. Its 16 KB keep the largest text's paint
  // within budget (src/theme/fonts.ts, bench/README.md); the whole 48 KB file did not.
  setHeadComponents([
    <link
      key="font-preload"
      rel="preload"
      href={preloadedFont}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    // Base styles and font faces, static in the head: see globalCss for why not <Global>.
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: globalCss(tokens) }} />,
  ]);
};
