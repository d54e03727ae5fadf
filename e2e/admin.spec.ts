// Desktop only: the writers' desk at /admin/ is the same at every width; one run is enough.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { articlePath } from "../src/content/article";
import { readArticles } from "../src/content/readContent.testing";
import { readSiteConfig } from "../src/content/siteConfig";
import {
  DESK_BACKEND,
  forwardToDesk,
  gitIn,
  initSiteRepository,
  leaveDesk,
  startDesk,
  type DeskServer,
} from "./deskServer";
import { expect, test } from "./fixtures";
import { siteCopy } from "./siteCopies";

/**
 * A writer and the owner at the desk, through the editorial workflow, on the desk's local git
 * backend: /admin/ (the production build, under its own CSP) with `npm run cms` serving a copy
 * of the site that is a git repository on `main`, as a writer's clone is. The writer creates
 * an article and saves it; it is a draft on its own branch while `main` stays as it was; it
 * goes to In review, then Ready; Publish merges it into `main`, where the build's own reader
 * takes it. Each step logs the branches, so the states can be quoted.
 *
 * What happens to a published file next is the build's, tested without building here: a valid
 * article file is listed on Resources with the counts moved (the fixture site's build, every
 * other spec), and a deploy preview of it is the same build with noindex on every path
 * (plugins/site/hosting/netlifyHeaders.test.ts, "search engines, by Netlify's deploy context").
 *
 * Everything happens in a copy of the site with the fixture site's content
 * (scripts/site-copy.mjs), never in this checkout.
 */

let site: ReturnType<typeof readSiteConfig>;
let category = "";
/** The copy's articles before the writer's, read by the build's own reader. */
let before: ReturnType<typeof readArticles> = [];
const title = "A Writing Desk Test Article";
const slug = "a-writing-desk-test-article";
const file = `content/articles/${slug}.mdx`;
const draftBranch = `cms/articles/${slug}`;
const tags = ["Desk test", "Local search"];
const paragraphs = [
  "The first paragraph was typed at the writing desk.",
  "The second paragraph follows a blank line.",
  "The third paragraph closes the article.",
];

let copy = "";
let desk: DeskServer | undefined;

test.describe.configure({ mode: "serial" });
// Chromium's words for the "no draft yet" answer above; the test checks each failed response.
test.use({
  allowConsoleErrors: [
    /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
  ],
});

test.beforeAll(async ({ browser: _browser }, testInfo) => {
  // One copy per worker slot: the test commits to its copy's git repository, so two runs at
  // once (--repeat-each, or a second project) must not share one.
  copy = siteCopy("--copy-fixture", `cms-article-${testInfo.parallelIndex}`);
  site = readSiteConfig(copy);
  category = site.resourceCategories[0];
  before = readArticles({}, copy);
  initSiteRepository(copy);
  // Its log goes beside the test's other output, for when a save fails.
  // The desk's page comes from the test's server, whose address the desk must accept.
  const pageURL = testInfo.project.use.baseURL;
  if (!pageURL) throw new Error("admin.spec.ts needs the project's baseURL");
  desk = await startDesk(copy, testInfo.outputPath("npm-run-cms.log"), { pageURL });
});

// Pass or fail, the page leaves the desk with no request of Decap's still being forwarded.
test.afterEach(async ({ page }) => leaveDesk(page));

test.afterAll(() => {
  desk?.stop();
  // The copy goes, pass or fail, with the branches and the file the test made.
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/**
 * The branches as git shows them, for the log and the assertions: read from one listing of
 * the refs, so a step the desk is taking meanwhile (Publish deletes the draft's branch) cannot
 * make them disagree.
 */
function branchStates(step: string, testInfo?: TestInfo) {
  const git = (...args: string[]) =>
    spawnSync("git", args, { cwd: copy, encoding: "utf8" }).stdout.trim();
  const refs = new Map(
    git("for-each-ref", "--format=%(refname:short) %(objectname)", "refs/heads")
      .split("\n")
      .map((line) => line.split(" ") as [string, string]),
  );
  const current = git("branch", "--show-current");
  const fileOn = (commit: string) =>
    spawnSync("git", ["cat-file", "-e", `${commit}:${file}`], { cwd: copy }).status === 0;
  const draft = refs.get(draftBranch);
  const states = {
    step,
    branches: [...refs.keys()].map((name) => `${name === current ? "*" : " "} ${name}`),
    main: git("log", "--oneline", "-1", refs.get("main") ?? "main"),
    fileOnMain: fileOn(refs.get("main") ?? "main"),
    draftStatus: draft ? git("config", `branch.${draftBranch}.description`) || null : null,
    fileOnDraft: draft ? fileOn(draft) : false,
    draftHead: draft ? git("log", "--oneline", "-1", draft) : null,
  };
  const text = [
    `--- ${step}`,
    `$ git branch --list\n${states.branches.join("\n")}`,
    `$ git log --oneline main -1\n${states.main}`,
    `main:${file}: ${states.fileOnMain ? "present" : "absent"}`,
    draft
      ? [
          `$ git log --oneline ${draftBranch} -1\n${states.draftHead}`,
          `$ git config branch.${draftBranch}.description\n${states.draftStatus}`,
          `$ git show ${draftBranch}:${file} | head -3\n${
            states.fileOnDraft
              ? git("show", `${draft}:${file}`).split("\n").slice(0, 3).join("\n")
              : "(absent)"
          }`,
        ].join("\n")
      : `${draftBranch}: no such branch`,
  ].join("\n");
  // Polls read the states quietly; each step logs them once it is reached.
  if (testInfo) {
    console.log(text);
    void testInfo.attach(`branches: ${step}`, { body: text, contentType: "text/plain" });
  }
  return states;
}

/** Picks `status` in the editor's status menu ("Status: Draft" ▾). */
async function setStatus(page: Page, status: "In review" | "Ready") {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status }).click();
}

test("a writer drafts an article at /admin/, the owner reviews it, Publish puts it on main, where the build's reader takes it", async ({
  page,
}, testInfo) => {
  // The build below takes minutes; each step in the editor gets one.
  test.setTimeout(15 * 60_000);
  page.setDefaultTimeout(60_000);
  const mainAtStart = gitIn(copy, "rev-parse", "main");
  expect(branchStates("before", testInfo)).toMatchObject({
    branches: ["* main"],
    fileOnMain: false,
  });

  // The desk asks for its server at Decap's default port; this run's server has its own.
  // The afterEach above ends the forwarding.
  await page.route(DESK_BACKEND, (route) => forwardToDesk(route, desk!.port));
  // Decap asks for an entry's draft to learn whether it has one: a 404 from the server is
  // its "no draft yet" (and Chromium logs it as a failed load). Any other failure fails the test.
  const failed: string[] = [];
  page.on("response", (answer) => {
    if (answer.status() < 400) return;
    const { action } = (answer.request().postDataJSON() ?? {}) as { action?: string };
    if (!(answer.status() === 404 && action === "unpublishedEntry")) {
      failed.push(`${answer.status()} ${answer.url()} ${action ?? ""}`);
    }
  });
  const response = await page.goto("/admin/");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto("/admin/#/collections/articles/new");

  // The writer: a new article, typed into the form.
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

  // Save: a draft on its own branch; main and the writer's folder do not have it.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible();
  await expect.poll(() => branchStates("saving").draftStatus).toBe("decap-cms/draft");
  expect(branchStates("saved as a draft", testInfo)).toMatchObject({
    branches: [`  ${draftBranch}`, "* main"],
    fileOnMain: false,
    fileOnDraft: true,
  });
  const text = spawnSync("git", ["show", `${draftBranch}:${file}`], {
    cwd: copy,
    encoding: "utf8",
  }).stdout;
  for (const paragraph of paragraphs) expect(text).toContain(`\n${paragraph}\n`);
  expect(gitIn(copy, "rev-parse", "main")).toBe(mainAtStart);
  expect(fs.existsSync(path.join(copy, file))).toBe(false);

  // In review, then Ready: the status moves, main still does not.
  for (const [status, label] of [
    ["In review", "decap-cms/pending_review"],
    ["Ready", "decap-cms/pending_publish"],
  ] as const) {
    await setStatus(page, status);
    await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible();
    await expect.poll(() => branchStates(status).draftStatus).toBe(label);
    expect(branchStates(status.toLowerCase(), testInfo)).toMatchObject({
      fileOnMain: false,
      fileOnDraft: true,
    });
    expect(gitIn(copy, "rev-parse", "main")).toBe(mainAtStart);
  }

  // The owner's view: the Workflow tab lists the article under Ready, and only there.
  await page.goto("/admin/#/workflow");
  const column = (name: string) =>
    page.getByRole("heading", { name, exact: true }).locator("xpath=..");
  await expect(column("Ready").getByText(title)).toBeVisible();
  for (const other of ["Drafts", "In Review"]) {
    await expect(column(other)).toBeVisible();
    await expect(column(other).getByText(title)).toHaveCount(0);
  }
  await column("Ready").getByText(title).click();

  // Publish: merged into main, the draft branch gone, the file in the writer's folder.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  await expect.poll(() => branchStates("publishing").branches).toEqual(["* main"]);
  expect(branchStates("published", testInfo)).toMatchObject({
    fileOnMain: true,
    draftStatus: null,
  });
  expect(gitIn(copy, "diff", "--name-only", mainAtStart, "main")).toBe(file);
  await expect.poll(() => fs.existsSync(path.join(copy, file))).toBe(true);
  expect(failed, "failed requests at the desk").toEqual([]);

  // The build's own reader: it throws, naming the field, if the file would stop the build.
  const after = readArticles({}, copy);
  expect(after.find((article) => article.slug === slug)).toMatchObject({
    title,
    category,
    tags,
    path: articlePath(slug),
  });
  expect(after).toHaveLength(before.length + 1);
});
