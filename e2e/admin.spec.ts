// Desktop only: the writers' desk at /admin/ is the same at every width; one run is enough.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { checkArticle } from "../src/content/article";
import { todayIn } from "../src/content/publication";
import { articleCategories } from "../src/content/schemas";
import { readSiteConfig } from "../src/content/siteConfig";
import { DESK, filesOf, openDesk, repositoryFile, useTestRepo, type RepoFile } from "./desk";
import { expect, test } from "./fixtures";

/**
 * A writer at the desk (/admin/ from the fixture site's build, under its own CSP, Sveltia CMS on
 * its test-repo backend with the build's own configuration: ./desk.ts) writes an article with
 * every field the configuration has; the preview shows it through the site's ArticleBody; a
 * picture without alt text cannot be saved; and the file the desk saves is one the build's own
 * reader accepts. What a published file becomes is the fixture site's build, tested everywhere
 * else; the production configuration (GitHub, the editorial workflow) is held by
 * plugins/site/desk/config.test.ts, as GitHub cannot be reached from a test.
 */

const fixtureSite = path.resolve(__dirname, "../fixture-site");
const site = readSiteConfig(fixtureSite);
const pictures = path.resolve(__dirname, "../src/content/__fixtures__/article-images/images");

/** The fixture site's writers' files, and two pictures beside its articles. */
const repository: RepoFile[] = [
  ...filesOf(fixtureSite, "content"),
  ...["bakery-front.jpg", "bakery-card.png"].map((name) => ({
    path: `content/articles/images/${name}`,
    base64: fs.readFileSync(path.join(pictures, name)).toString("base64"),
  })),
];

const title = "A Writing Desk Test Article";
const slug = "a-writing-desk-test-article";
const saved = `content/articles/${slug}.mdx`;
const alt = "The bakery's cream front with two blue windows";
const body = [
  "The first paragraph was typed at the writing desk.",
  "## What changed",
  "The second paragraph has **strong words** and a [link to book a call](/contact/).",
  "- A first point\n- A second point",
  `![${alt}](./images/bakery-front.jpg)`,
  "The last paragraph closes the article.",
];

test.use({ allowConsoleErrors: [] });

/** The editor's field, by the label the desk shows for it. */
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("a writer writes an article with every field at /admin/, and the build's reader takes the file the desk saves", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const offSite = await useTestRepo(page, new URL(baseURL!).origin);
  const response = await page.goto(DESK);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await openDesk(page, repository);
  await page.goto(`${DESK}#/collections/articles/new`);

  const category = site.resourceCategories[1];
  await textbox(page, "Title").fill(title);
  await textbox(page, "Excerpt").fill("A short excerpt written at the desk.");
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category, exact: true }).click();
  await textbox(page, "Read time").fill("1 min read");
  const tags = textbox(page, "Tags");
  for (const [index, tag] of ["Desk test", "Local search"].entries()) {
    await page.getByRole("button", { name: /^Add .*Tags.*$/ }).click();
    // Typed into the new field once it is there, not into the one before it.
    await expect(tags).toHaveCount(index + 1);
    await tags.nth(index).fill(tag);
  }
  // A new article is dated today where the site publishes, so it goes live with the next build.
  await expect(textbox(page, "Date")).toHaveValue(todayIn(site.timeZone));
  await page.getByRole("switch", { name: "Draft" }).click();
  // The social card: a picture of the writer's own, uploaded beside the article.
  await page
    .getByRole("group", { name: /Image.*Field/ })
    .getByRole("button", { name: "Browse" })
    .click();
  const library = page.getByRole("dialog", { name: "Select Image" });
  const chooser = page.waitForEvent("filechooser");
  await library.getByRole("button", { name: "Upload" }).click();
  await (
    await chooser
  ).setFiles({
    name: "desk-card.png",
    mimeType: "image/png",
    buffer: fs.readFileSync(path.join(pictures, "bakery-card.png")),
  });
  await expect(library.getByRole("option", { name: "desk-card.png" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await library.getByRole("button", { name: "Insert" }).click();
  // Markdown as a writer who knows it types it; the desk keeps it as written.
  await page.getByRole("button", { name: "Edit in Markdown" }).click();
  const markdown = textbox(page, "Body");
  await markdown.fill(body.join("\n\n").replace(alt, ""));

  // The preview is the site's ArticleBody, in the site's styles.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "What changed" })).toBeVisible();
  await expect(preview.getByText("The last paragraph closes the article.")).toBeVisible();

  // A picture without alt text: the desk refuses to save, and says why.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("group", { name: /Body.*Field/ }).getByRole("alert")).toHaveText(
    /every image needs alt text/,
  );
  expect(await repositoryFile(page, saved), "saved with a picture without alt text").toBeNull();

  await markdown.fill(body.join("\n\n"));
  // Until its first save a new article has no folder to find its pictures by: the preview
  // names the picture by its alt text, and asks the site for no file at a wrong address.
  await expect(preview.getByRole("img", { name: alt })).toBeAttached();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => repositoryFile(page, saved), { timeout: 15_000 }).not.toBeNull();

  // Opened again, the saved article's preview shows the picture from the repository.
  await page.goto(`${DESK}#/collections/articles/entries/${slug}`);
  const picture = preview.getByRole("img", { name: alt });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The file as saved, in a folder as the build reads one: the article and its pictures.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "desk-article-"));
  for (const name of [`${slug}.mdx`, "images/bakery-front.jpg", "images/desk-card.png"]) {
    const bytes = await repositoryFile(page, `content/articles/${name}`);
    expect(bytes, `content/articles/${name}`).not.toBeNull();
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), bytes!);
  }
  const { article, problems } = checkArticle(
    path.join(folder, `${slug}.mdx`),
    articleCategories(site),
  );
  expect(problems).toEqual([]);
  expect(article).toMatchObject({
    title,
    slug,
    category,
    tags: ["Desk test", "Local search"],
    date: todayIn(site.timeZone),
    readTime: "1 min read",
    draft: true,
    socialImage: "./images/desk-card.png",
  });
  expect(article?.blocks.map((block) => block.kind)).toEqual([
    "paragraph",
    "heading",
    "paragraph",
    "list",
    "image",
    "paragraph",
  ]);
  fs.rmSync(folder, { recursive: true });
  expect(offSite, "requests that left the site").toEqual([]);
});

test("the desk draws its icons and text from its own files, with every other host blocked", async ({
  page,
  baseURL,
}) => {
  const offSite = await useTestRepo(page, new URL(baseURL!).origin);
  await openDesk(page, repository);
  await page.goto(`${DESK}#/collections/articles/new`);
  await expect(textbox(page, "Title")).toBeVisible();
  // Each face of the desk's own, loaded from /admin/: an icon font that is not there leaves
  // the icon's name as text (arrow_back, format_bold).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === "loaded")
          .map((face) => face.family.replace(/"/g, ""))
          .sort(),
      ),
    )
    .toEqual(expect.arrayContaining(["Material Symbols Outlined", "Source Sans 3"]));
  const icon = page.getByRole("button", { name: "Cancel Editing" });
  const box = await icon.boundingBox();
  // An icon is one glyph, about a line high; its name in letters would be several times wider.
  expect(box!.width).toBeLessThan(56);
  await page.screenshot({ path: test.info().outputPath("desk-offline.png") });
  expect(offSite, "requests that left the site").toEqual([]);
});
