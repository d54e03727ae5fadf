import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import {
  contentCalendarSchema,
  growthTrackerSchema,
  websiteChecklistSchema,
} from "../../../src/content/schemas";
import { readYamlFile } from "../../../src/content/yaml";
import { formatProblems, type Problem } from "../../../src/content/problems";
import { validate } from "../../../src/content/problems";
import {
  contentCalendarCsv,
  contentCalendarProblems,
  contentCalendarXlsx,
} from "./contentCalendar";
import { growthTrackerCsv, growthTrackerProblems, growthTrackerXlsx } from "./growthTracker";
import type { Publisher } from "./types";
import { websiteChecklistPdf } from "./websiteChecklist";

export const DOWNLOADS_CONTENT_DIR = "content/downloads";

/** Under public/static/, which the host caches as immutable: hashed names make that safe. */
export const DOWNLOADS_URL_DIR = "/static/downloads";

export type DownloadFormat = "PDF" | "XLSX" | "CSV";

const mimeTypes: Record<DownloadFormat, string> = {
  PDF: "application/pdf",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  CSV: "text/csv",
};

interface FileBuilder {
  format: DownloadFormat;
  build: (content: never, publisher: Publisher) => Promise<Uint8Array> | Uint8Array;
}

/** What every content/downloads/*.yaml file holds for its card on the Resources page. */
type DownloadCard = Pick<Queries.FreeDownload, "title" | "icon" | "description">;

interface DownloadDefinition {
  /** Name of content/downloads/<slug>.yaml and of the files the visitor saves. */
  slug: string;
  schema: ZodType<DownloadCard, unknown>;
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
    files: [{ format: "PDF", build: websiteChecklistPdf }],
  },
  {
    slug: "content-calendar",
    schema: contentCalendarSchema,
    crossCheck: contentCalendarProblems,
    // The workbook first; the CSV for Google Sheets and Numbers, which import it as it is.
    files: [
      { format: "XLSX", build: contentCalendarXlsx },
      { format: "CSV", build: contentCalendarCsv },
    ],
  },
  {
    slug: "growth-tracker",
    schema: growthTrackerSchema,
    crossCheck: growthTrackerProblems,
    files: [
      { format: "XLSX", build: growthTrackerXlsx },
      { format: "CSV", build: growthTrackerCsv },
    ],
  },
];

/** A writer's content file that cannot become a download; the message names file and fields. */
export class DownloadContentError extends Error {}

/** The FreeDownload node's fields, as declared in plugins/site/gatsby/schema.ts. */
type FreeDownload = Omit<Queries.FreeDownload, "id" | "parent" | "children" | "internal">;

function describeFile(
  slug: string,
  format: DownloadFormat,
  bytes: Uint8Array,
): Queries.DownloadFile {
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

/**
 * `file` read and checked: the YAML, the fields against `schema`, then `crossCheck`. Throws
 * DownloadContentError naming the file and every problem of the first step that found one.
 */
export function readDownloadFile<T>(
  file: string,
  schema: ZodType<T, unknown>,
  crossCheck?: (content: never) => Problem[],
): T {
  const read = readYamlFile(file);
  const { data, problems } =
    read.problems.length > 0
      ? { data: null, problems: read.problems }
      : validate(schema, read.data);
  const found = data !== null && crossCheck ? crossCheck(data as never) : problems;
  if (data === null || found.length > 0) {
    throw new DownloadContentError(formatProblems(path.relative(process.cwd(), file), found));
  }
  return data;
}

async function generateDownload(
  { slug, schema, crossCheck, files }: DownloadDefinition,
  position: number,
  contentDir: string,
  publisher: Publisher,
) {
  const content = readDownloadFile(path.join(contentDir, `${slug}.yaml`), schema, crossCheck);
  const built = await Promise.all(
    files.map(async ({ format, build }) => {
      const bytes = await build(content as never, publisher);
      return { file: describeFile(slug, format, bytes), bytes };
    }),
  );
  const { title, icon, description } = content;
  const [main, ...alternates] = built.map(({ file }) => file);
  const download: FreeDownload = { slug, position, title, icon, description, ...main, alternates };
  return { download, built };
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
  const failures = results.flatMap((result) =>
    result.status === "rejected" ? [result.reason] : [],
  );
  // Anything but a writer's mistake is the build's own fault: it stops the build as it is.
  const buildFault = failures.find((reason) => !(reason instanceof DownloadContentError));
  if (buildFault) throw buildFault;
  if (failures.length > 0) {
    throw new DownloadContentError(failures.map((reason) => reason.message).join("\n"));
  }
  const generated = results.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const outDir = path.join(options.publicDir, DOWNLOADS_URL_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const { file, bytes } of generated.flatMap(({ built }) => built)) {
    fs.writeFileSync(path.join(options.publicDir, file.url), bytes);
  }
  return generated.map(({ download }) => download);
}
