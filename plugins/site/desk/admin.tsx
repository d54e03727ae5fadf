// Must run before Decap's bundle is evaluated: the desk starts with the generated config.
import "./manualInit";
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import yaml from "js-yaml";
import { globalCss } from "../../../src/theme/globalStyles";
import { tokens } from "../../../src/theme/tokens";
import { ArticlePreview } from "./ArticlePreview";
import { withArticleDateDefault, YAML_LIST_FIELD, YAML_LIST_FORMAT } from "./config";
import { todayIn } from "../../../src/content/publication";

/**
 * The desk at /admin/: Decap CMS with the configuration generated at build time from the
 * content schemas (plugins/site/desk/config.ts, inlined by plugins/site/desk/buildAdmin.ts), the site's own
 * article preview, and a format for the YAML files whose top level is a list.
 */

declare const __CMS_CONFIG__: { collections: object[] } & Record<string, unknown>;
/** content/site.yaml's timeZone, for the preview's "Scheduled for" mark. */
declare const __SITE_TIME_ZONE__: string;

CMS.registerCustomFormat(YAML_LIST_FORMAT, "yaml", {
  fromFile: (content) => ({ [YAML_LIST_FIELD]: yaml.load(content) ?? [] }),
  toFile: (data) => yaml.dump(data[YAML_LIST_FIELD] ?? [], { lineWidth: -1 }),
});
CMS.registerPreviewStyle(globalCss(tokens), { raw: true });
CMS.registerPreviewTemplate("articles", (props) => (
  <ArticlePreview {...props} timeZone={__SITE_TIME_ZONE__} />
));
CMS.init({
  config: {
    ...withArticleDateDefault(__CMS_CONFIG__, todayIn(__SITE_TIME_ZONE__)),
    load_config_file: false,
  },
});
