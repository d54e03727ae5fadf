import fs from "node:fs";
import path from "node:path";
import { readTextFile } from "./textFile";
import { readYamlFile } from "./yaml";
import { readSiteConfig, SITE_FILE } from "./siteConfig";
import { fieldName, valueAt } from "./problems";

/** A value to confirm before launch: marked `unconfirmed` in site.yaml, or an example address. */
export interface LaunchItem {
  /** The content file, relative to the site's root. */
  file: string;
  /** The field (`social[0].url`), or the line of an article (`line 12`). */
  field: string;
  value: string;
  why: string;
  /** A place for something only the owner can give (a real photo), still empty. */
  empty?: boolean;
}

/**
 * Fields of site.yaml where something real belongs that only the owner can give; the site
 * shows a placeholder meanwhile, so nothing but this list says it is missing.
 */
const OWNER_SLOTS = [
  {
    field: "about.teamPhoto",
    why: "add a real photo of the team beside site.yaml, with teamPhotoAlt; until then the About page shows abstract art",
  },
];

const CONTENT_DIR = "content";

// RFC 2606 and RFC 6761 names, which never belong to a real business.
const EXAMPLE_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
const ADDRESS = /(?:https?:\/\/|@)([a-z0-9.-]+[a-z0-9])/gi;

const exampleAddressesIn = (text: string) =>
  [...text.matchAll(ADDRESS)].filter((match) => EXAMPLE_HOST.test(match[1]));

/** The example-domain hosts a text mentions in a URL or an email address. */
export const exampleHostsIn = (text: string) => exampleAddressesIn(text).map((match) => match[1]);

type Found = Pick<LaunchItem, "field" | "value">;

/** Every text value of a parsed YAML document, with its field path (`[0].url`, `social[2].url`). */
function textValues(value: unknown, path: (string | number)[] = []): Found[] {
  if (typeof value === "string") return [{ field: fieldName(path), value }];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    textValues(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** The value at a field path such as `social[0].url`, or undefined when there is none. */
export const valueAtField = (data: unknown, field: string) =>
  valueAt(data, field.match(/[^.[\]]+/g) ?? []);

/** Every content file, relative to the root, sorted so the list reads the same each time. */
function contentFiles(root: string, dir = CONTENT_DIR): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return contentFiles(root, relative);
      return /\.(ya?ml|mdx?)$/.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/** The example addresses of one file; an unreadable file is the content check's to report. */
function exampleAddresses(root: string, file: string): LaunchItem[] {
  const why = "an example address: replace it with the real one";
  const found: Found[] = [];
  if (/\.mdx?$/.test(file)) {
    const read = readTextFile(path.join(root, file), "article");
    // One pass over the whole text (an address never spans lines): it runs on every build.
    const text = "text" in read ? read.text : "";
    for (const match of exampleAddressesIn(text)) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push({ field: `line ${line}`, value: match[1] });
    }
  } else {
    const values = textValues(readYamlFile(path.join(root, file)).data);
    found.push(...values.filter(({ value }) => exampleHostsIn(value).length > 0));
  }
  return found.map((item) => ({ file, ...item, why }));
}

/** Everything to confirm or replace before launch, in file order; empty when ready. */
export function launchCheck(root = process.cwd()): LaunchItem[] {
  const site = readSiteConfig(root);
  const marked = (site.unconfirmed ?? []).map((field): LaunchItem => {
    const value = valueAtField(site, field);
    return typeof value === "string" || typeof value === "number"
      ? { file: SITE_FILE, field, value: String(value), why: "marked unconfirmed in site.yaml" }
      : {
          file: SITE_FILE,
          field,
          value: "",
          why: "listed under unconfirmed, but site.yaml has no such field: correct or remove it",
        };
  });
  const emptySlots = OWNER_SLOTS.filter(({ field }) => !valueAtField(site, field)).map(
    ({ field, why }): LaunchItem => ({ file: SITE_FILE, field, value: "", why, empty: true }),
  );
  const markedFields = new Set(marked.map(({ field }) => `${SITE_FILE} ${field}`));
  const examples = contentFiles(root)
    .flatMap((file) => exampleAddresses(root, file))
    .filter(({ file, field }) => !markedFields.has(`${file} ${field}`));
  return [...marked, ...emptySlots, ...examples];
}

export function formatLaunchCheck(items: readonly LaunchItem[]): string {
  if (items.length === 0) return "Launch check: every value in content/ is confirmed.";
  const lines = items.map(
    ({ file, field, value, why, empty }) =>
      `  - ${file}: ${field}${value ? ` = ${value}` : empty ? " is empty" : ""} (${why})`,
  );
  return [
    `Launch check: ${items.length} value${items.length === 1 ? "" : "s"} to confirm or replace before launch:`,
    ...lines,
    `Once a value in ${SITE_FILE} is confirmed, remove its line from "unconfirmed" there.`,
  ].join("\n");
}
