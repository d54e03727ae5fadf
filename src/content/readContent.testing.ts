import fs from "node:fs";
import path from "node:path";
import { articleDates } from "../../plugins/site/articles/articleDates";
import { newestFirst } from "../lib/articleOrder";
import { fillClaims } from "../lib/claims";
import { ARTICLES_DIR, checkArticle, type ArticleContent } from "./article";
import { formatProblems } from "./problems";
import { buildDay, isPublished } from "./publication";
import { readContentYaml } from "./readContent";
import { articleCategories, type CaseStudyFile, type FaqFile } from "./schemas";
import { readSiteConfig } from "./siteConfig";

// The content read through the build's own readers, so tests never hard-code a count or title.

export { readServices } from "./readContent";

/**
 * Every article the production build publishes (or all), in the order of a build without git
 * history, as the fixture site's copies have none. Throws, naming the file, as the build would.
 */
export function readArticles(
  { includeDrafts = false } = {},
  root = process.cwd(),
): ArticleContent[] {
  const dir = path.join(root, ARTICLES_DIR);
  const site = readSiteConfig(root);
  const categories = articleCategories(site);
  const day = buildDay(site.timeZone);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name): ArticleContent => {
      const file = path.join(dir, name);
      const { article, problems } = checkArticle(file, categories);
      if (!article) throw new Error(formatProblems(file, problems));
      return article;
    })
    .filter((article) => includeDrafts || isPublished(article, day))
    .sort((a, b) => newestFirst(withoutHistory(a, day), withoutHistory(b, day)));
}

/** An article as a build with no git history dates it (the build's own rule). */
const withoutHistory = ({ title, date }: ArticleContent, day: string) => ({
  title,
  ...articleDates(date, undefined, day).dates,
});

export const readCaseStudies = (root = process.cwd()) =>
  readContentYaml<CaseStudyFile[]>("case-studies.yaml", root);

/** The Common Questions as visitors read them, placeholders filled from site.yaml's claims. */
export function readFaq(root = process.cwd()): FaqFile[] {
  const { claims } = readSiteConfig(root);
  return readContentYaml<FaqFile[]>("faq.yaml", root).map(({ question, answer }) => ({
    question,
    answer: fillClaims(answer, claims),
  }));
}
