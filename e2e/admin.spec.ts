import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readArticles } from "../src/schema/readContent";
import { readSiteConfig } from "../src/schema/siteConfig";
import { expect, test } from "./fixtures";
import { DESK_BACKEND, forwardToDesk, startDesk, type DeskServer } from "./deskServer";
import { serveBuild, siteCopy } from "./siteCopies";

/**
 * A writer at the desk: /admin/ (from the production build, under its own CSP) with the
 * desk's local server started as `npm run cms` starts it. The writer creates an article
 * through the editor; the test finds the MDX file, checks it with the build's own article
 * reader, builds the site with it and finds it on Resources with the counts moved.
 *
 * The server writes into a copy of the site (scripts/site-copy.mjs), not this checkout:
 * the other browser tests read content/ while they run, and must keep matching public/.
 */

const sitePort = Number(process.env.E2E_PORT ?? 9323) + 2;
const siteOrigin = `http://127.0.0.1:${sitePort}`;

const site = readSiteConfig();
const category = site.resourceCategories[0];
const title = "A Writing Desk Test Article";
const slug = "a-writing-desk-test-article";
const tags = ["Desk test", "Local search"];
const paragraphs = [
  "The first paragraph was typed at the writing desk.",
  "The second paragraph follows a blank line.",
  "The third paragraph closes the article.",
];

let copy = "";
let desk: DeskServer | undefined;

const processes: ChildProcess[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser: _browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one writer, at one width");
  copy = siteCopy("--copy", "cms-article");
  // Its log goes beside the test's other output, for when a save fails.
  desk = await startDesk(copy, "fs", testInfo.outputPath("npm-run-cms.log"));
});

test.afterAll(() => {
  desk?.stop();
  for (const child of processes) child.kill();
  // The file the test created goes, pass or fail, with the copy that held it.
  if (copy) {
    fs.rmSync(path.join(copy, "content/articles", `${slug}.mdx`), { force: true });
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test("a writer creates an article at /admin/ and the next build lists it on Resources", async ({
  page,
}) => {
  // The build below takes minutes; each step in the editor gets one.
  test.setTimeout(15 * 60_000);
  page.setDefaultTimeout(60_000);
  const file = path.join(copy, "content/articles", `${slug}.mdx`);

  // The desk asks for its server at Decap's default port; this run's server has its own.
  await page.route(DESK_BACKEND, (route) => forwardToDesk(route, desk!.port));
  const response = await page.goto("/admin/");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto("/admin/#/collections/articles/new");

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("A short excerpt written at the desk.");
  // Decap's select: type to filter its options, Enter picks the one left.
  await page.getByLabel("Category").pressSequentially(category);
  await page.keyboard.press("Enter");
  for (const tag of tags) {
    await page.getByRole("button", { name: /Add tags/ }).click();
    await page.locator('input[id^="tags-field"]').last().fill(tag);
  }
  const body = page.locator('[data-slate-editor="true"]');
  await body.click();
  // In the rich-text editor, Enter starts a new paragraph.
  await page.keyboard.type(paragraphs.join("\n"));
  // The preview renders the body with the site's own ArticleBody.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText(paragraphs[2])).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true);

  // The build's own reader: it throws, naming the field, if the file would stop the build.
  const before = readArticles();
  const after = readArticles({}, copy);
  const created = after.find((article) => article.slug === slug);
  expect(created).toMatchObject({ title, category, tags });
  expect(after).toHaveLength(before.length + 1);
  const text = fs.readFileSync(file, "utf8");
  for (const paragraph of paragraphs) expect(text).toContain(`\n${paragraph}\n`);

  const publicDir = siteCopy("--build", "cms-article");
  processes.push(await serveBuild(publicDir, sitePort));
  await page.goto(`${siteOrigin}/resources/`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const inCategory = (list: typeof after) => list.filter((a) => a.category === category).length;
  const filter = page.getByRole("group", { name: /filter/i });
  await expect(filter.getByRole("button", { name: `All (${after.length})` })).toBeVisible();
  await expect(
    filter.getByRole("button", { name: `${category} (${inCategory(before) + 1})` }),
  ).toBeVisible();
});
