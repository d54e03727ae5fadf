import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { downloadDefinitions, type DownloadFormat } from "../plugins/site/downloads/downloads";
import { readDownloadContent } from "../plugins/site/downloads/readDownload";
import { alternateText, formatName } from "../src/sections/resources/fileFormats";
import { fileSizeLabel } from "../src/sections/resources/fileSize";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** How to tell a saved file is the real thing, by format. */
const looksRight: Record<DownloadFormat, (body: Buffer) => Promise<boolean>> = {
  PDF: async (body) => body.subarray(0, 5).toString("latin1") === "%PDF-",
  CSV: async (body) => /^\uFEFF[^\r\n]+,[^\r\n]+\r\n[^\r\n]+/.test(body.toString("utf8")),
  // A workbook opens in a spreadsheet library, starts on its instructions and holds formulas.
  XLSX: async (body) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    let formulas = 0;
    workbook.worksheets[1]?.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) formulas += 1;
      }),
    );
    return workbook.worksheets[0].name === "How to use" && formulas > 0;
  },
};

const contentTypes: Record<DownloadFormat, string> = {
  PDF: "application/pdf",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  CSV: "text/csv",
};

/** Every file the Resources page offers, its card's title read from content/downloads/. */
const files = downloadDefinitions.flatMap(({ slug, schema, files: builders }) => {
  const { title } = readDownloadContent(slug, schema) as { title: string };
  return builders.map(({ format }, index) => ({
    title,
    format,
    main: index === 0,
    fileName: `${slug}.${format.toLowerCase()}`,
  }));
});
const mainFiles = files.filter(({ main }) => main);

const section = (page: Page) => page.getByRole("region", { name: "Free Resources" });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SIZE = "[\\d.]+ (bytes|KB)";

/** The link for one file: "Download Free <title> (Excel, 9.2 KB)" or a secondary link. */
const downloadLink = (page: Page, file: (typeof files)[number]) =>
  section(page).getByRole("link", {
    name: file.main
      ? new RegExp(
          `^Download Free ${escape(file.title)} \\(${formatName(file.format)}, ${SIZE}\\)$`,
        )
      : new RegExp(`^${escape(alternateText(file.format))} \\(${escape(file.title)}, ${SIZE}\\)$`),
  });

/** Clicks (or presses Enter on) a link and returns what the browser saved. */
async function download(page: Page, link: Locator, how: "click" | "Enter" = "click") {
  const saved = page.waitForEvent("download");
  if (how === "click") await link.click();
  else await link.press("Enter");
  return saved;
}

test.describe("Free Resources downloads", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/resources/");
  });

  for (const file of files) {
    test(`${file.main ? '"Download Free"' : "The secondary link"} saves the ${file.title} as ${file.fileName}`, async ({
      page,
    }) => {
      const link = downloadLink(page, file);
      await expect(link).toHaveAttribute("download", file.fileName);
      await expect(link).toBeVisible();
      const saved = await download(page, link);
      expect(saved.suggestedFilename()).toBe(file.fileName);
      const body = fs.readFileSync(await saved.path());
      expect(await looksRight[file.format](body)).toBe(true);
      const size = fileSizeLabel(body.length);
      await expect(link).toHaveAccessibleName(new RegExp(`${escape(size)}\\)$`));
      if (file.main) {
        // The size on the card is the size of the file the visitor gets.
        const card = section(page)
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: file.title }) });
        await expect(card.getByText(`${formatName(file.format)} file, ${size}`)).toBeVisible();
      }
    });
  }

  test("the checklist PDF is under 100 KB and served from the immutable /static/ path", async ({
    page,
    request,
  }) => {
    const pdf = mainFiles.find(({ format }) => format === "PDF")!;
    const href = await downloadLink(page, pdf).getAttribute("href");
    expect(href).toMatch(/^\/static\/downloads\/[a-z-]+-[0-9a-f]{8}\.pdf$/);
    const response = await request.get(href ?? "");
    expect((await response.body()).length).toBeLessThan(100 * 1024);
  });

  test("the checklist a visitor downloads is a tagged PDF in English with its title shown", async ({
    page,
  }) => {
    const saved = await download(
      page,
      downloadLink(
        page,
        mainFiles.find(({ format }) => format === "PDF")!,
      ),
    );
    // Object dictionaries are plain text in the file; only page content is compressed.
    const pdf = fs.readFileSync(await saved.path()).toString("latin1");
    const catalog = /<<[^>]*\/Type \/Catalog[\s\S]*?>>\n/.exec(pdf)?.[0] ?? "";
    expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(catalog).toMatch(/\/Lang \(en(-US)?\)/);
    expect(pdf).toMatch(/\/Marked true/);
    expect(pdf).toMatch(/\/DisplayDocTitle true/);
    for (const role of ["H1", "H2", "L", "LI"]) expect(pdf).toMatch(new RegExp(`/S /${role}\\b`));
  });

  test("a download link works from the keyboard", async ({ page }) => {
    const file = mainFiles[mainFiles.length - 1];
    const link = downloadLink(page, file);
    await link.focus();
    await expect(link).toBeFocused();
    const saved = await download(page, link, "Enter");
    expect(saved.suggestedFilename()).toBe(file.fileName);
  });

  test("the Free Resources section has no axe violations", async ({ page }) => {
    await section(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
});

test("the download links work with JavaScript turned off", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/resources/");
  for (const file of files) {
    const link = downloadLink(page, file);
    await expect(link).toHaveAttribute("download", file.fileName);
    const response = await context.request.get((await link.getAttribute("href")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain(contentTypes[file.format]);
    expect(await looksRight[file.format](await response.body())).toBe(true);
  }
  const saved = await download(page, downloadLink(page, mainFiles[0]));
  expect(saved.suggestedFilename()).toBe(mainFiles[0].fileName);
  await context.close();
});
