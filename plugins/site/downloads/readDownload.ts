import path from "node:path";
import type { ZodType, ZodTypeDef } from "zod";
import { DOWNLOADS_CONTENT_DIR, readDownloadFile } from "./downloads";

/**
 * A download's content file read and validated the way the build reads it, for tests: they
 * take titles, rows and metrics from the file rather than repeating them.
 */
export const readDownloadContent = <T>(
  slug: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  root = process.cwd(),
): T => readDownloadFile(path.join(root, DOWNLOADS_CONTENT_DIR, `${slug}.yaml`), schema);
