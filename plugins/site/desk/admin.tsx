import CMS from "decap-cms-app/dist/decap-cms-app.js";
import yaml from "js-yaml";
import { globalCss } from "../../../src/theme/globalStyles";
import { tokens } from "../../../src/theme/tokens";
import { ArticlePreview } from "./ArticlePreview";
import { withArticleDateDefault, YAML_LIST_FIELD, YAML_LIST_FORMAT } from "./browserConfig";
import { todayIn } from "../../../src/content/publication";

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
