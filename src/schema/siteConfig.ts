import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { ZodType, ZodTypeDef } from "zod";
import { siteConfigSchema, type SiteConfigFile } from "./content";
import { ContentError, problemsFrom, type Problem } from "./problems";

/** Where the business constants live, relative to the site's root. */
export const SITE_FILE = "content/site.yaml";

/** A content value checked against its schema: the typed data, or every problem at once. */
export function check<T>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  input: unknown,
): { data: T; problems: [] } | { data: null; problems: Problem[] } {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data, problems: [] }
    : { data: null, problems: problemsFrom(result.error, input) };
}

/** The last file read, with its modification stamp: see readSiteConfig. */
let last: { file: string; stamp: string; data: SiteConfigFile } | null = null;

/**
 * The one reader of content/site.yaml, for everything that runs outside GraphQL: gatsby-config,
 * the build hooks (icons, downloads, headers), scripts and tests. The file is validated here,
 * so a broken value stops the build before anything uses it, naming the file and field.
 *
 * onCreateNode asks for it once per article, case study and question, so a valid file is kept
 * while its modification time and size stay the same: one read per build instead of one per
 * article, and an edit during `gatsby develop` is still seen on the next call.
 */
export function readSiteConfig(root = process.cwd()): SiteConfigFile {
  const file = path.join(root, SITE_FILE);
  const { mtimeMs, size } = fs.statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  if (last?.file === file && last.stamp === stamp) return last.data;
  const input = yaml.load(fs.readFileSync(file, "utf8"));
  const { data, problems } = check(siteConfigSchema, input);
  if (!data) throw new ContentError(SITE_FILE, problems);
  last = { file, stamp, data };
  return data;
}
