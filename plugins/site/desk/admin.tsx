import "./manualInit";
import CMS from "@sveltia/cms";
import { globalCss } from "../../../src/theme/globalStyles";
import { tokens } from "../../../src/theme/tokens";
import { ArticlePreview } from "./ArticlePreview";
import { previewTemplate } from "./previewTemplate";

/** content/site.yaml's timeZone, for the preview's "Scheduled for" mark. */
declare const __SITE_TIME_ZONE__: string;

CMS.registerPreviewStyle(globalCss(tokens), { raw: true });
CMS.registerPreviewTemplate(
  "articles",
  previewTemplate((props) => <ArticlePreview {...props} timeZone={__SITE_TIME_ZONE__} />),
);
// The configuration is the page's config.json (buildAdmin.ts), through its cms-config-url link.
void CMS.init();
