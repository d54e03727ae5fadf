// Desktop only: saving a file does not depend on the width or a touch screen.
import fs from "node:fs";
import path from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import { downloadDefinitions } from "../plugins/site/downloads/downloads";
import { readDownloadContent } from "../plugins/site/downloads/downloads.testing";
import { alternateText, formatName } from "../src/sections/resources/fileFormats";
import { fileSizeLabel } from "../src/sections/resources/fileSize";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { FIXTURE_PUBLIC, FIXTURE_ROOT } from "./pages-content";

/**
 * A visitor saving the Free Resources files from the fixture site: by click, by keyboard and
 * with JavaScript off. What each file holds and how it is served is read from the builds in
 * e2e/downloads.built.test.ts.
 */

/** Every file the Resources page offers, its card's title from the fixture's content. */
const files = downloadDefinitions.flatMap(({ slug, schema, files: builders }) => {
  const { title } = readDownloadContent(slug, schema, FIXTURE_ROOT) as { title: string };
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

/** The link for one file: by the start of the name a screen reader reads, and its file name. */
const downloadLink = (page: Page, file: (typeof files)[number]) =>
  section(page)
    .getByRole("link", {
      name: new RegExp(`^${escape(file.main ? "Download Free" : alternateText(file.format))}`),
    })
    .and(section(page).locator(`[download="${file.fileName}"]`));

/** The file the fixture's build serves at a link's address. */
const builtFile = async (link: Locator) =>
  fs.readFileSync(path.join(FIXTURE_PUBLIC, (await link.getAttribute("href")) ?? ""));

/** Clicks (or presses Enter on) a link and returns what the browser saved. */
async function download(page: Page, link: Locator, how: "click" | "Enter" = "click") {
  const saved = page.waitForEvent("download");
  if (how === "click") await link.click();
  else await link.press("Enter");
  return saved;
}

/** The saved file is the built one, under the name the link gives it. */
async function expectSaved(saved: Download, link: Locator, fileName: string) {
  expect(saved.suggestedFilename()).toBe(fileName);
  const same = fs.readFileSync(await saved.path()).equals(await builtFile(link));
  expect(same, `${fileName} is the file the build wrote`).toBe(true);
}

test.describe("Free Resources downloads", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/resources/");
  });

  test("every link names its file and saves it under its name", async ({ page }) => {
    for (const file of files) {
      const link = downloadLink(page, file);
      await expect(link, file.fileName).toBeVisible();
      const size = fileSizeLabel((await builtFile(link)).length);
      await expect(link, file.fileName).toHaveAccessibleName(
        file.main
          ? `Download Free ${file.title} (${formatName(file.format)}, ${size})`
          : `${alternateText(file.format)} (${file.title}, ${size})`,
      );
      await expectSaved(await download(page, link), link, file.fileName);
    }
  });

  test("a download link works from the keyboard", async ({ page }) => {
    const file = mainFiles[mainFiles.length - 1];
    const link = downloadLink(page, file);
    await link.focus();
    await expect(link).toBeFocused();
    await expectSaved(await download(page, link, "Enter"), link, file.fileName);
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
    await expectSaved(await download(page, link), link, file.fileName);
    // Served as the type the link announces.
    const response = await context.request.get((await link.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toContain(await link.getAttribute("type"));
  }
  await context.close();
});
