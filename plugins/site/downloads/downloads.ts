import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ZodType, ZodTypeDef } from "zod";
import {
  contentCalendarSchema,
  growthTrackerSchema,
  websiteChecklistSchema,
} from "../../../src/content/schemas";
import { readYamlFile } from "../../../src/content/yaml";
import { formatProblems, type Problem } from "../../../src/content/problems";
import { validate } from "../../../src/content/siteConfig";
import {
  contentCalendarCsv,
  contentCalendarProblems,
  contentCalendarXlsx,
} from "./contentCalendar";
import { growthTrackerCsv, growthTrackerProblems, growthTrackerXlsx } from "./growthTracker";
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

export type DownloadFormat = "PDF" | "XLSX" | "CSV";

const mimeTypes: Record<DownloadFormat, string> = {
  PDF: "application/pdf",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  CSV: "text/csv",
};

/** One file made from a download's content. */
interface FileBuilder {
  format: DownloadFormat;
  build: (content: never, publisher: Publisher) => Promise<Uint8Array> | Uint8Array;
}

/** One free download: its content file, the rules it follows and the files made from it. */
interface DownloadDefinition {
  /** Name of content/downloads/<slug>.yaml and of the files the visitor saves. */
  slug: string;
  schema: ZodType<unknown, ZodTypeDef, unknown>;
  /** Checks that span fields, run once the fields themselves are valid. */
  crossCheck?: (content: never) => Problem[];
  /** The file the card offers first, then any other format of the same content. */
  files: [FileBuilder, ...FileBuilder[]];
}

/** The downloads, in the order their cards appear. */
export const downloadDefinitions: DownloadDefinition[] = [
  {
    slug: "website-checklist",
    schema: websiteChecklistSchema,
    files: [
      {
        format: "PDF",
        build: (content: WebsiteChecklistContent, publisher) =>
          websiteChecklistPdf(content, publisher),
      },
    ],
  },
  {
    slug: "content-calendar",
    schema: contentCalendarSchema,
    crossCheck: (content: ContentCalendarContent) => contentCalendarProblems(content),
    // The workbook first; the CSV for Google Sheets and Numbers, which import it as it is.
    files: [
      {
        format: "XLSX",
        build: (content: ContentCalendarContent, publisher) =>
          contentCalendarXlsx(content, publisher),
      },
      { format: "CSV", build: (content: ContentCalendarContent) => contentCalendarCsv(content) },
    ],
  },
  {
    slug: "growth-tracker",
    schema: growthTrackerSchema,
    crossCheck: (content: GrowthTrackerContent) => growthTrackerProblems(content),
    files: [
      {
        format: "XLSX",
        build: (content: GrowthTrackerContent, publisher) => growthTrackerXlsx(content, publisher),
      },
      { format: "CSV", build: (content: GrowthTrackerContent) => growthTrackerCsv(content) },
    ],
  },
];

/** A writer's content file that cannot become a download; the message names file and fields. */
export class DownloadContentError extends Error {}

/** One generated file as the Resources page links to it. */
export interface DownloadFile {
  url: string;
  fileName: string;
  format: DownloadFormat;
  mimeType: string;
  sizeBytes: number;
}

/**
 * What the Resources page needs to offer one download: the FreeDownload node's fields. The
 * file fields are the main file's; `alternates` are the same content in other formats.
 */
export interface FreeDownload extends DownloadCard, DownloadFile {
  slug: string;
  position: number;
  alternates: DownloadFile[];
}

/** A generated download: its public fields and the bytes of each file, by URL. */
export interface GeneratedDownload {
  download: FreeDownload;
  files: { url: string; bytes: Uint8Array }[];
}

/** A file's public fields, its URL carrying a hash of its bytes. */
function describeFile(slug: string, format: DownloadFormat, bytes: Uint8Array): DownloadFile {
  const extension = format.toLowerCase();
  // Eight hex digits of the content hash: a new file gets a new URL, an unchanged one keeps it.
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  return {
    url: `${DOWNLOADS_URL_DIR}/${slug}-${hash}.${extension}`,
    fileName: `${slug}.${extension}`,
    format,
    mimeType: mimeTypes[format],
    sizeBytes: bytes.byteLength,
  };
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
  const read = readYamlFile(file);
  if (read.problems.length > 0)
    throw new DownloadContentError(formatProblems(label, read.problems));
  let content: unknown = read.data;
  const checked = validate(definition.schema, content);
  let problems: Problem[] = checked.problems;
  if (checked.data && definition.crossCheck) {
    content = checked.data;
    problems = definition.crossCheck(content as never);
  }
  if (problems.length > 0) throw new DownloadContentError(formatProblems(label, problems));

  const built = await Promise.all(
    definition.files.map(async ({ format, build }) => {
      const bytes = await build(content as never, publisher);
      return { file: describeFile(definition.slug, format, bytes), bytes };
    }),
  );
  const { title, icon, description } = content as DownloadCard;
  const [main, ...alternates] = built.map(({ file }) => file);
  return {
    files: built.map(({ file, bytes }) => ({ url: file.url, bytes })),
    download: { slug: definition.slug, position, title, icon, description, ...main, alternates },
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
  // Every download is built before any failure is reported: a writer who got two files wrong
  // reads both in one build, and no file is still being built once the error is out.
  const results = await Promise.allSettled(
    downloadDefinitions.map((definition, position) =>
      generateDownload(definition, position, options.contentDir, options.publisher),
    ),
  );
  const generated: GeneratedDownload[] = [];
  const writersProblems: string[] = [];
  for (const result of results) {
    if (result.status === "fulfilled") {
      generated.push(result.value);
    } else if (result.reason instanceof DownloadContentError) {
      writersProblems.push(result.reason.message);
    } else {
      // Anything else is the build's own fault, not the writer's: it stops the build as it is.
      throw result.reason;
    }
  }
  if (writersProblems.length > 0) throw new DownloadContentError(writersProblems.join("\n"));
  const outDir = path.join(options.publicDir, DOWNLOADS_URL_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const { url, bytes } of generated.flatMap(({ files }) => files)) {
    fs.writeFileSync(path.join(options.publicDir, url), bytes);
  }
  return generated.map(({ download }) => download);
}
