import fs from "node:fs";
import path from "node:path";
import { ARTICLES_DIR } from "./article";
import { articleFrontmatterSchema, type SiteConfigFile } from "./schemas";
import { todayIn } from "./publication";
import { validate } from "./problems";
import { hasVisibleText } from "../lib/writerText";
import { categorySlug } from "../lib/categories";

/** "Ten Quick Wins for Your Google Profile!" -> "ten-quick-wins-for-your-google-profile". */
export const slugFor = (title: string) =>
  categorySlug(title.normalize("NFKD").replace(/\p{M}/gu, ""));

function newArticleSource(title: string, site: SiteConfigFile, today: string): string {
  const list = (names: readonly string[]) => names.map((name) => `#   ${name}`).join("\n");
  return `---
title: ${JSON.stringify(title)}
excerpt: "One or two sentences for the card on the Resources page: what the reader will get."
# category: one of these, exactly as written.
# With a badge on the Resources page:
${list(site.resourceCategories)}
# Listed under All, with no badge:
${list(site.otherCategories)}
category: ${site.resourceCategories[0]}
tags:
  - ${site.resourceCategories[0]}
date: ${today}
# readTime is worked out from the text; draft: true keeps the article off the live site.
draft: true
---

Start with the problem your reader has, in their words. Paragraphs are separated by a blank line;
use "##" for a section heading, "-" for a list and [a link](/contact/) for a link.
`;
}

/** Writes `content/articles/<slug>.mdx` for `title` and returns its path; never overwrites. */
export function createArticle(
  title: string,
  site: SiteConfigFile,
  // Today where the site is: the UTC day is tomorrow on a Dallas evening, which would
  // schedule the new article (./publication.ts) until midnight.
  { root = process.cwd(), today = todayIn(site.timeZone) } = {},
): string {
  const trimmed = title.trim();
  if (!hasVisibleText(trimmed)) {
    throw new Error('Give the article a title: npm run new-article -- "Title"');
  }
  // The build's own rule for a title, so the file made is one the build takes.
  const [problem] = validate(articleFrontmatterSchema().shape.title, trimmed).problems;
  if (problem) throw new Error(`The title must be ${problem.expected}.`);
  const slug = slugFor(trimmed);
  if (!slug) throw new Error(`"${trimmed}" has no letters or digits to make an address from.`);
  const file = path.join(root, ARTICLES_DIR, `${slug}.mdx`);
  // "wx": create only; an existing article is never replaced.
  try {
    fs.writeFileSync(file, newArticleSource(trimmed, site, today), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new Error(`${path.relative(root, file)} already exists; choose another title.`);
    }
    throw error;
  }
  return file;
}
