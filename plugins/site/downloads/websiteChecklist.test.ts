/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { websiteChecklistSchema, type WebsiteChecklistContent } from "../../../src/content/schemas";
import { readDownloadContent } from "./downloads.testing";
import { websiteChecklistPdf } from "./websiteChecklist";

/**
 * Reads a PDF the way a viewer does, with pdf-parse (PDF.js). PDF.js loads its worker with a
 * dynamic import, which Jest's module sandbox does not allow, so it runs in a child Node.
 */
const READ_PDF = `
import { PDFParse } from "pdf-parse";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
const parser = new PDFParse({ data: fs.readFileSync(process.argv[1]), pageJoiner: "" });
const { text, total, pages } = await parser.getText();
const { info } = await parser.getInfo();
await parser.destroy();
process.stdout.write(JSON.stringify({ numpages: total, text, pages: pages.map((page) => page.text), info }));
`;

async function pdfParse(bytes: Uint8Array): Promise<{
  numpages: number;
  text: string;
  /** Each page's text, in order. */
  pages: string[];
  info: Record<string, string>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-"));
  const file = path.join(dir, "file.pdf");
  fs.writeFileSync(file, bytes);
  try {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", READ_PDF, file], {
      cwd: __dirname,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The fixture site's checklist (fixture-site/README.md): 3 groups of 3 short checks. */
const checklist = readDownloadContent(
  "website-checklist",
  websiteChecklistSchema,
  path.resolve(__dirname, "../../../fixture-site"),
);

/** A checklist of `groups` groups of `checks` one-line checks each, every text its own. */
const checklistOf = (groups: number, checks: number): WebsiteChecklistContent => ({
  ...checklist,
  groups: Array.from({ length: groups }, (_, g) => ({
    name: `Group ${g + 1}`,
    items: Array.from({ length: checks }, (_, i) => `Check ${g + 1}.${i + 1} fits on one line.`),
  })),
});

// The agency is the generator's input: any name and address do.
const publisher = { name: "Example Studio", siteUrl: "https://www.example.com" };

/** Extracted text with line breaks and runs of spaces as single spaces, as a reader sees it. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("websiteChecklistPdf", () => {
  it("makes a valid PDF under 100 KB, one page for a short checklist, holding every group and check", async () => {
    const bytes = await websiteChecklistPdf(checklist, publisher);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(bytes.byteLength).toBeLessThan(100 * 1024);

    const pdf = await pdfParse(bytes);
    expect(pdf.numpages).toBe(1);
    const text = flat(pdf.text);
    expect(text).toContain(checklist.heading);
    expect(text).toContain(flat(checklist.closing));
    for (const group of checklist.groups) {
      expect(text).toContain(group.name);
      for (const item of group.items) expect(text).toContain(item);
    }
    expect(pdf.info.Title).toBe(checklist.heading);
    expect(pdf.info.Author).toBe(publisher.name);
  });

  it("prints the agency name and site on every page", async () => {
    const pdf = await pdfParse(await websiteChecklistPdf(checklistOf(4, 5), publisher));
    expect(pdf.numpages).toBe(2);
    const footers = pdf.text.match(/www\.example\.com\s*Page \d of \d/g) ?? [];
    expect(footers).toHaveLength(pdf.numpages);
    expect(pdf.text.split(publisher.name).length - 1).toBeGreaterThanOrEqual(pdf.numpages);
  });

  it("moves a group that does not fit whole to a second page, never its heading apart", async () => {
    // 4 groups of 5 checks: three fill the first page; the fourth would start at its foot.
    const content = checklistOf(4, 5);
    const pdf = await pdfParse(await websiteChecklistPdf(content, publisher));
    expect(pdf.numpages).toBe(2);
    const pageOf = (text: string) => pdf.pages.findIndex((page) => flat(page).includes(text));
    expect(content.groups.map(({ name }) => pageOf(name))).toEqual([0, 0, 0, 1]);
    for (const { name, items } of content.groups) {
      for (const item of items) expect(pageOf(item)).toBe(pageOf(name));
    }
  });

  it("adds pages for a long checklist and wraps long checks instead of cutting them off", async () => {
    const long =
      "Every page has a clear heading, readable text, working links and a way to reach you";
    const content = {
      ...checklist,
      groups: Array.from({ length: 6 }, (_, g) => ({
        name: `Group ${g + 1}`,
        items: Array.from({ length: 8 }, (_, i) => `${long}, check ${g + 1}.${i + 1}.`),
      })),
    };
    const pdf = await pdfParse(await websiteChecklistPdf(content, publisher));
    expect(pdf.numpages).toBeGreaterThan(2);
    expect(flat(pdf.text)).toContain(`${long}, check 6.8.`);
  });

  it("gives the same bytes for the same content, so the file's hash name is stable", async () => {
    const [first, second] = await Promise.all([
      websiteChecklistPdf(checklist, publisher),
      websiteChecklistPdf(checklist, publisher),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("is a tagged PDF: a structure tree of headings and lists, its language and its title", async () => {
    // Object dictionaries are plain text in the file (only page content is compressed), so
    // the catalog and the structure elements can be read as they are.
    const pdf = Buffer.from(await websiteChecklistPdf(checklist, publisher)).toString("latin1");
    const catalog = /<<[^>]*\/Type \/Catalog[\s\S]*?>>\n/.exec(pdf)?.[0] ?? "";
    expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(catalog).toContain("/Lang (en-US)");
    expect(catalog).toMatch(/\/MarkInfo \d+ 0 R|\/MarkInfo <</);
    expect(pdf).toMatch(/\/Marked true/);
    expect(pdf).toMatch(/\/DisplayDocTitle true/);
    const title = /\/Title (\d+) 0 R/.exec(pdf)?.[1];
    expect(pdf).toContain([`${title} 0 obj`, `(${checklist.heading})`, "endobj"].join("\n"));

    const roles = (role: string) => pdf.match(new RegExp(`/S /${role}\\b`, "g")) ?? [];
    expect(roles("Document")).toHaveLength(1);
    expect(roles("H1")).toHaveLength(1);
    expect(roles("H2")).toHaveLength(checklist.groups.length);
    expect(roles("L")).toHaveLength(checklist.groups.length);
    const items = checklist.groups.reduce((sum, group) => sum + group.items.length, 0);
    expect(roles("LI")).toHaveLength(items);
    expect(roles("LBody")).toHaveLength(items);
    // The footer and the drawn boxes and rules are marked as artifacts, not content.
    expect(pdf).toMatch(/\/StructParents 0/);
  });
});
