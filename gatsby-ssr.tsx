import type { GatsbySSR } from "gatsby";
import type { SiteConfigFile } from "./src/content/schemas";
import { siteHeadTags } from "./src/seo/siteHeadTags";
import { interLatinUrl } from "./src/theme/fonts";
import { globalCss } from "./src/theme/globalStyles";
import { tokens } from "./src/theme/tokens";

/** content/site.yaml, compiled in by plugins/site/gatsby/onCreateWebpackConfig.ts (see there for why). */
declare const SITE_FILE: SiteConfigFile;

export { wrapRootElement } from "./src/wrapRootElement";
export { wrapPageElement } from "./src/wrapPageElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  // Preloading the one font file lets it arrive with the HTML, before text first paints.
  setHeadComponents([
    ...siteHeadTags(SITE_FILE),
    <link
      key="font-inter"
      rel="preload"
      href={interLatinUrl}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    // Base styles and font faces, static in the head: see globalCss for why not <Global>.
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: globalCss(tokens) }} />,
  ]);
};
