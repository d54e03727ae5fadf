import type { GatsbySSR } from "gatsby";
import { renderBody } from "./src/renderBody";
import { preloadedFonts } from "./src/theme/fonts";
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
  // The basic faces of Inter and Fraunces are preloaded: asked for with the page's first bytes
  // rather than at the first style pass, they are there by the first paint on a phone, and a
  // preload keeps them out of what Lighthouse counts as blocking that paint. Their 16 and 11 KB
  // keep the largest text's paint within budget (src/theme/fonts.ts, bench/README.md); Inter's
  // whole 48 KB file did not.
  setHeadComponents([
    ...preloadedFonts.map((href, index) => (
      <link
        key={`font-preload-${index}`}
        rel="preload"
        href={href}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
    // Base styles and font faces, static in the head: see globalCss for why not <Global>.
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: globalCss(tokens) }} />,
  ]);
};
