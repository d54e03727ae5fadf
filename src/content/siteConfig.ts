import path from "node:path";
import type { ZodType, ZodTypeDef } from "zod";
import { parseYaml } from "./yaml";
import { readTextFile } from "./textFile";
import { siteConfigSchema, type SiteConfigFile } from "./schemas";
import { ContentError, problemsFrom, type Problem } from "./problems";
import { buildDay } from "./publication";

/** Where the business constants live, relative to the site's root. */
export const SITE_FILE = "content/site.yaml";

/** A content value checked against its schema: the typed data, or every problem at once. */
export function validate<T>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  input: unknown,
): { data: T; problems: [] } | { data: null; problems: Problem[] } {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data, problems: [] }
    : { data: null, problems: problemsFrom(result.error, input) };
}

/** The last file read, with its text: see readSiteConfig. */
let last: { file: string; text: string; data: SiteConfigFile } | null = null;

/**
 * The one reader of content/site.yaml, for everything that runs outside GraphQL: gatsby-config,
 * the build hooks (icons, downloads, headers), scripts and tests. The file is validated here,
 * so a broken value stops the build before anything uses it, naming the file and field.
 *
 * Build hooks ask for it many times a build, so a valid file is parsed once while its text is
 * unchanged (compared by content, not by modification time, which a copy or a restore from a
 * cache can change or keep); an edit during `gatsby develop` is still seen on the next call.
 */
export function readSiteConfig(root = process.cwd()): SiteConfigFile {
  const file = path.join(root, SITE_FILE);
  const read = readTextFile(file, "yaml");
  if ("problem" in read) throw new ContentError(SITE_FILE, [read.problem]);
  const { text } = read;
  if (last?.file === file && last.text === text) return last.data;
  const parsed = parseYaml(text);
  if (parsed.problems.length > 0) throw new ContentError(SITE_FILE, parsed.problems);
  const input = parsed.data;
  const { data, problems } = validate(siteConfigSchema, input);
  if (!data) throw new ContentError(SITE_FILE, problems);
  last = { file, text, data };
  return data;
}

/**
 * content/site.yaml's values, or null when it has a problem. For gatsby-config alone: Gatsby
 * swallows an error thrown while it loads its config and then builds with no plugin at all,
 * so the writer would read a cascade of GraphQL errors instead of the file and field. The
 * site's plugin reads the file again first thing (plugins/site/gatsby/onPreInit.ts) and stops
 * the build there, with the message.
 */
export function readSiteConfigOrNull(root = process.cwd()): SiteConfigFile | null {
  try {
    return readSiteConfig(root);
  } catch (error) {
    if (error instanceof ContentError) return null;
    throw error;
  }
}

/**
 * The day the site in `root` publishes as of: `buildDay` (./publication.ts) with the time zone of its
 * content/site.yaml, read only when SITE_NOW is not set. A build fixes SITE_NOW first thing
 * (plugins/site/gatsby/onPreInit.ts), so every step of one build reads the same day; the
 * preview reads the clock at each use, so one left running overnight moves on.
 */
export const publicationDay = (root = process.cwd()) =>
  buildDay(() => readSiteConfig(root).timeZone);
