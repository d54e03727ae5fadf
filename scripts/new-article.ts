/**
 * npm run new-article -- "Title of the article"
 * Creates content/articles/<slug>.mdx with its front matter filled in (see docs/writing.md, "Adding an article").
 */
import path from "node:path";
import { createArticle } from "../src/content/newArticle";
import { readSiteConfig } from "../src/content/siteConfig";

try {
  const file = createArticle(process.argv.slice(2).join(" "), readSiteConfig());
  console.log(
    `Created ${path.relative(process.cwd(), file)}: write the article, then remove "draft: true" to publish it.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
