import path from "node:path";
import { parseYaml } from "./yaml";
import { readTextFile } from "./textFile";
import { siteConfigSchema, type SiteConfigFile } from "./schemas";
import { ContentError, validate } from "./problems";
import { buildDay } from "./publication";

export const SITE_FILE = "content/site.yaml";

let last: { file: string; text: string; data: SiteConfigFile } | null = null;

/**
 * The one reader of content/site.yaml outside GraphQL. A valid file is parsed again only when
 * its text changes (a copy or a cache restore can change or keep a modification time).
 */
export function readSiteConfig(root = process.cwd()): SiteConfigFile {
  const file = path.join(root, SITE_FILE);
  const read = readTextFile(file, "yaml");
  if ("problem" in read) throw new ContentError(SITE_FILE, [read.problem]);
  const { text } = read;
  if (last?.file === file && last.text === text) return last.data;
  const parsed = parseYaml(text);
  if (parsed.problems.length > 0) throw new ContentError(SITE_FILE, parsed.problems);
  const { data, problems } = validate(siteConfigSchema, parsed.data);
  if (!data) throw new ContentError(SITE_FILE, problems);
  last = { file, text, data };
  return data;
}

/**
 * site.yaml's values, or null, for gatsby-config alone: Gatsby swallows an error thrown there
 * and builds with no plugin; onPreInit reads the file again and stops with the message.
 */
export function readSiteConfigOrNull(root = process.cwd()): SiteConfigFile | null {
  try {
    return readSiteConfig(root);
  } catch (error) {
    if (error instanceof ContentError) return null;
    throw error;
  }
}

/** The day the site publishes as of; a build fixes SITE_NOW first, so its steps read one day. */
export const publicationDay = (root = process.cwd()) =>
  buildDay(() => readSiteConfig(root).timeZone);
