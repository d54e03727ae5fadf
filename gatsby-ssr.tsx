import type { GatsbySSR } from "gatsby";
import { interLatinUrl } from "./src/theme/fonts";

export { wrapRootElement } from "./src/wrapRootElement";
export { wrapPageElement } from "./src/wrapPageElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  // Preloading the one font file lets it arrive with the HTML, before text first paints.
  setHeadComponents([
    <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link
      key="font-inter"
      rel="preload"
      href={interLatinUrl}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};
