// @ts-check
/**
 * Validates every page of a built site with html-validate, using the project's
 * `.htmlvalidate.mjs`. Gatsby's internal partials under `public/_gatsby/` are fragments, not
 * pages, and are left out.
 *
 * Usage: node scripts/validate-html.mjs [--dir public]   (exit 1 on any error)
 * Without --dir it validates both builds the tests read: the real site's public/ and the
 * fixture site's fixture-site/public, whose content holds the cases a writer's may not yet.
 */
import fs from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, formatterFactory, HtmlValidate, Reporter } from "html-validate";
import { buildsToCheck, listFiles } from "./check-links.mjs";

const validator = new HtmlValidate(new FileSystemConfigLoader());
let failed = false;
for (const { root, made } of buildsToCheck(process.argv)) {
  const name = path.relative(process.cwd(), root) || root;
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No build in ${name}: run "${made}" first.`);
    failed = true;
    continue;
  }
  const pages = listFiles(root)
    .filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/"))
    .map((file) => path.join(root, file));
  const reports = [];
  for (const file of pages) reports.push(await validator.validateFile(file));
  const report = Reporter.merge(reports);
  if (report.valid) {
    console.log(`HTML in ${name}: ${pages.length} pages valid.`);
  } else {
    failed = true;
    console.error(formatterFactory("stylish")(report.results));
    console.error(
      `HTML in ${name}: ${report.errorCount} errors in ${report.results.length} of ${pages.length} pages.`,
    );
  }
}
if (failed) process.exit(1);
