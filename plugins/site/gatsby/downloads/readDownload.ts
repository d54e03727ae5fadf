import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { ZodType, ZodTypeDef } from "zod";
import { check } from "../../../../src/schema/siteConfig";

/**
 * A download's content file read and validated the way the build reads it, for tests: they
 * take titles, rows and metrics from the file rather than repeating them.
 */
export function readDownloadContent<T>(
  slug: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  root = process.cwd(),
): T {
  const file = path.join(root, "content/downloads", `${slug}.yaml`);
  const { data, problems } = check(schema, yaml.load(fs.readFileSync(file, "utf8")));
  if (!data) throw new Error(`${file}: ${JSON.stringify(problems)}`);
  return data;
}
