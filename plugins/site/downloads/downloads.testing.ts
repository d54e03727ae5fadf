import path from "node:path";
import type { ZodType } from "zod";
import { DOWNLOADS_CONTENT_DIR, readDownloadFile } from "./downloads";

/** The download `slug` of the site at `root`, read as the build reads it. */
export const readDownloadContent = <T>(
  slug: string,
  schema: ZodType<T, unknown>,
  root: string,
): T => readDownloadFile(path.join(root, DOWNLOADS_CONTENT_DIR, `${slug}.yaml`), schema);
