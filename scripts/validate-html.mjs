// @ts-check
/**
 * Validates every page of the built site with html-validate, using the project's
 * `.htmlvalidate.mjs`. Gatsby's internal partials under `public/_gatsby/` are fragments, not
 * pages, and are left out.
 *
 * Usage: node scripts/validate-html.mjs [--dir public]   (exit 1 on any error)
 */
import fs from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, formatterFactory, HtmlValidate, Reporter } from "html-validate";
import { listFiles } from "./check-links.mjs";

const index = process.argv.indexOf("--dir");
const root = path.resolve(index > -1 ? process.argv[index + 1] : "public");
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const pages = listFiles(root)
  .filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/"))
  .map((file) => path.join(root, file));
const validator = new HtmlValidate(new FileSystemConfigLoader());
const reports = [];
for (const file of pages) reports.push(await validator.validateFile(file));
const report = Reporter.merge(reports);

if (report.valid) {
  console.log(`HTML: ${pages.length} pages valid.`);
} else {
  console.error(formatterFactory("stylish")(report.results));
  console.error(
    `HTML: ${report.errorCount} errors in ${report.results.length} of ${pages.length} pages.`,
  );
  process.exit(1);
}
