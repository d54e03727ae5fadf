import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { ZodType, ZodTypeDef } from "zod";
import {
  contentCalendarSchema,
  growthTrackerSchema,
  websiteChecklistSchema,
} from "../../schema/content";
import { formatProblems, type Problem } from "../../schema/problems";
import { check } from "../../schema/siteConfig";
import { contentCalendarCsv, contentCalendarProblems } from "./contentCalendar";
import { growthTrackerCsv, growthTrackerProblems } from "./growthTracker";
import type {
  ContentCalendarContent,
  DownloadCard,
  GrowthTrackerContent,
  Publisher,
  WebsiteChecklistContent,
} from "./types";
import { websiteChecklistPdf } from "./websiteChecklist";

/** Where writers keep the downloads' content. */
export const DOWNLOADS_CONTENT_DIR = "content/downloads";

/** Under public/static/, which the host caches as immutable: hashed names make that safe. */
export const DOWNLOADS_URL_DIR = "/static/downloads";

export type DownloadFormat = "PDF" | "CSV";

const mimeTypes: Record<DownloadFormat, string> = {
  PDF: "application/pdf",
  CSV: "text/csv",
};

/** One free download: its content file, the rules it follows and how it becomes a file. */
interface DownloadDefinition {
  /** Name of content/downloads/<slug>.yaml and of the file the visitor saves. */
  slug: string;
  format: DownloadFormat;
  schema: ZodType<unknown, ZodTypeDef, unknown>;
  /** Checks that span fields, run once the fields themselves are valid. */
  crossCheck?: (content: never) => Problem[];
  build: (content: never, publisher: Publisher) => Promise<Uint8Array> | Uint8Array;
}

/** The downloads, in the order their cards appear. */
export const downloadDefinitions: DownloadDefinition[] = [
  {
    slug: "website-checklist",
    format: "PDF",
    schema: websiteChecklistSchema,
    build: (content: WebsiteChecklistContent, publisher) => websiteChecklistPdf(content, publisher),
  },
  {
    slug: "content-calendar",
    format: "CSV",
    schema: contentCalendarSchema,
    crossCheck: (content: ContentCalendarContent) => contentCalendarProblems(content),
    build: (content: ContentCalendarContent) => contentCalendarCsv(content),
  },
  {
    slug: "growth-tracker",
    format: "CSV",
    schema: growthTrackerSchema,
    crossCheck: (content: GrowthTrackerContent) => growthTrackerProblems(content),
    build: (content: GrowthTrackerContent) => growthTrackerCsv(content),
  },
];

/** A writer's content file that cannot become a download; the message names file and fields. */
export class DownloadContentError extends Error {}

/** What the Resources page needs to offer one generated file: the FreeDownload node's fields. */
export interface FreeDownload extends DownloadCard {
  slug: string;
  position: number;
  url: string;
  fileName: string;
  format: DownloadFormat;
  mimeType: string;
  sizeBytes: number;
}

/** A generated file: its public fields and its bytes. */
export interface GeneratedDownload {
  download: FreeDownload;
  bytes: Uint8Array;
}

/** Reads, validates and builds one download from `<contentDir>/<slug>.yaml`. */
export async function generateDownload(
  definition: DownloadDefinition,
  position: number,
  contentDir: string,
  publisher: Publisher,
): Promise<GeneratedDownload> {
  const file = path.join(contentDir, `${definition.slug}.yaml`);
  const label = path.relative(process.cwd(), file);
  let content: unknown;
  try {
    content = yaml.load(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new DownloadContentError(`${label} could not be read: ${(error as Error).message}`);
  }
  const checked = check(definition.schema, content);
  let problems: Problem[] = checked.problems;
  if (checked.data && definition.crossCheck) {
    content = checked.data;
    problems = definition.crossCheck(content as never);
  }
  if (problems.length > 0) throw new DownloadContentError(formatProblems(label, problems));

  const bytes = await definition.build(content as never, publisher);
  const { title, icon, description } = content as DownloadCard;
  const extension = definition.format.toLowerCase();
  // Eight hex digits of the content hash: a new file gets a new URL, an unchanged one keeps it.
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  return {
    bytes,
    download: {
      slug: definition.slug,
      position,
      title,
      icon,
      description,
      url: `${DOWNLOADS_URL_DIR}/${definition.slug}-${hash}.${extension}`,
      fileName: `${definition.slug}.${extension}`,
      format: definition.format,
      mimeType: mimeTypes[definition.format],
      sizeBytes: bytes.byteLength,
    },
  };
}

/**
 * Builds every download and writes it under `publicDir`, replacing the files of earlier runs
 * so stale versions are not published. Throws DownloadContentError for a bad content file.
 */
export async function writeDownloads(options: {
  contentDir: string;
  publicDir: string;
  publisher: Publisher;
}): Promise<FreeDownload[]> {
  const generated = await Promise.all(
    downloadDefinitions.map((definition, position) =>
      generateDownload(definition, position, options.contentDir, options.publisher),
    ),
  );
  const outDir = path.join(options.publicDir, DOWNLOADS_URL_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const { download, bytes } of generated) {
    fs.writeFileSync(path.join(options.publicDir, download.url), bytes);
  }
  return generated.map(({ download }) => download);
}
