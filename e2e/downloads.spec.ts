import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { fileSizeLabel } from "../src/sections/resources/fileSize";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The three free files, and how to tell each one is the real thing. */
const downloads = [
  {
    title: "Website Checklist",
    fileName: "website-checklist.pdf",
    format: "PDF",
    contentType: "application/pdf",
    looksRight: (body: Buffer) => body.subarray(0, 5).toString("latin1") === "%PDF-",
  },
  {
    title: "Content Calendar",
    fileName: "content-calendar.csv",
    format: "CSV",
    contentType: "text/csv",
    looksRight: (body: Buffer) =>
      body.toString("utf8").startsWith("\uFEFFWeek,Day,Channel,Theme,Post idea,"),
  },
  {
    title: "Growth Tracker",
    fileName: "growth-tracker.csv",
    format: "CSV",
    contentType: "text/csv",
    looksRight: (body: Buffer) =>
      body.toString("utf8").startsWith("\uFEFFMonth,Website visitors,Website visitors change (%),"),
  },
] as const;

const section = (page: Page) => page.getByRole("region", { name: "Free Resources" });

const downloadLink = (page: Page, title: string) =>
  section(page).getByRole("link", {
    name: new RegExp(`^Download Free ${title} \\((PDF|CSV), [\\d.]+ (bytes|KB)\\)$`),
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

  for (const file of downloads) {
    test(`"Download Free" saves the ${file.title} as a ${file.format} file`, async ({ page }) => {
      const card = section(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: file.title }) });
      const link = downloadLink(page, file.title);
      await expect(link).toHaveAttribute("download", file.fileName);
      await expect(link).toContainText("Download Free");

      const saved = await download(page, link);
      expect(saved.suggestedFilename()).toBe(file.fileName);
      const body = fs.readFileSync(await saved.path());
      expect(body.length).toBeGreaterThan(0);
      expect(file.looksRight(body)).toBe(true);
      // The size on the card is the size of the file the visitor gets.
      await expect(
        card.getByText(`${file.format} file, ${fileSizeLabel(body.length)}`),
      ).toBeVisible();
    });
  }

  test("the checklist PDF is under 100 KB and served from the immutable /static/ path", async ({
    page,
    request,
  }) => {
    const href = await downloadLink(page, "Website Checklist").getAttribute("href");
    expect(href).toMatch(/^\/static\/downloads\/website-checklist-[0-9a-f]{8}\.pdf$/);
    const response = await request.get(href ?? "");
    expect((await response.body()).length).toBeLessThan(100 * 1024);
  });

  test("the checklist a visitor downloads is a tagged PDF in English with its title shown", async ({
    page,
  }) => {
    const saved = await download(page, downloadLink(page, "Website Checklist"));
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
    const link = downloadLink(page, "Growth Tracker");
    await link.focus();
    await expect(link).toBeFocused();
    const saved = await download(page, link, "Enter");
    expect(saved.suggestedFilename()).toBe("growth-tracker.csv");
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
  for (const file of downloads) {
    const link = downloadLink(page, file.title);
    await expect(link).toHaveAttribute("download", file.fileName);
    const response = await context.request.get((await link.getAttribute("href")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain(file.contentType);
    expect(file.looksRight(await response.body())).toBe(true);
  }
  const saved = await download(page, downloadLink(page, "Website Checklist"));
  expect(saved.suggestedFilename()).toBe("website-checklist.pdf");
  await context.close();
});
