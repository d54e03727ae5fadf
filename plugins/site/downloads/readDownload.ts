import path from "node:path";
import { readYamlFile } from "../../../src/content/yaml";
import type { ZodType, ZodTypeDef } from "zod";
import { validate } from "../../../src/content/siteConfig";

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
  const read = readYamlFile(file);
  if (read.problems.length > 0) throw new Error(`${file}: ${JSON.stringify(read.problems)}`);
  const { data, problems } = validate(schema, read.data);
  if (!data) throw new Error(`${file}: ${JSON.stringify(problems)}`);
  return data;
}
