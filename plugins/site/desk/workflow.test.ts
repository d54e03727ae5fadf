import fs from "node:fs";
import path from "node:path";
import { DESK_COLLECTIONS } from "./config";
import { ARTICLE_SLUG } from "../../../src/lib/routes";
import { noDraft, workflowCheck, WORKFLOW_STATUSES } from "./workflow";

/**
 * The editorial workflow's rules alone (./workflow.ts): which draft each action names, read as
 * decap-server reads it, and why a request is refused. The real server under generated
 * requests is in workflow.property.test.ts; the reported requests in server.test.ts.
 */

const checkout = path.resolve(__dirname, "../../..");
const collections = ["articles", "site", "services", "case-studies"];
const hooks = "pending\n[core]\n\thooksPath = /tmp/desk-hooks";
const check = (action: string, params: Record<string, unknown>) =>
  workflowCheck({ action, params: { branch: "main", ...params } });

describe("the desk's workflow rules", () => {
  it("takes the collections from the desk's configuration", () => {
    expect(DESK_COLLECTIONS).toEqual(collections);
  });

  it("takes every name the desk gives an entry: the articles' file names and the files' names", () => {
    const articles = ["content/articles", "fixture-site/content/articles"].flatMap((folder) =>
      fs
        .readdirSync(path.join(checkout, folder))
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => file.replace(/\.mdx?$/, "")),
    );
    expect(articles.length).toBeGreaterThan(0);
    for (const name of [...articles, ...collections, "2024-recap"]) {
      expect([name, ARTICLE_SLUG.test(name)]).toEqual([name, true]);
    }
  });

  it.each([
    "",
    ".",
    "..",
    "../..",
    "a/b",
    "-f",
    "--orphan",
    ":/",
    ":(top)",
    "*",
    "a?",
    "[a]",
    "a~1",
    "a^",
    "@{-1}",
    "a.lock",
    "A",
    "a b",
    "a\nb",
    "$x",
    "é",
    // Decap keeps "_" in a slug, but the build refuses such an article's file name.
    "a_b",
  ])("refuses the entry name %j", (name) => {
    expect(ARTICLE_SLUG.test(name)).toBe(false);
    expect(check("unpublishedEntryDataFile", { collection: "articles", slug: name })).toEqual({
      refusal: {
        status: 403,
        error: `${JSON.stringify(name)} is not a name the desk gives an entry: lower-case letters and digits, words joined by single "-".`,
      },
    });
  });

  it.each([
    "unpublishedEntryDataFile",
    "unpublishedEntryMediaFile",
    "updateUnpublishedEntryStatus",
    "publishUnpublishedEntry",
    "deleteUnpublishedEntry",
  ])("holds %s to a configured collection, and names the draft it needs", (action) => {
    const params = { collection: "articles", slug: "a-draft", newStatus: "pending_review" };
    expect(check(action, params)).toEqual({ refusal: null, draft: "cms/articles/a-draft" });
    expect(check(action, { ...params, collection: "x" }).refusal).toEqual({
      status: 403,
      error:
        'The desk has no collection "x": its collections are articles, site, services, case-studies.',
    });
    expect(check(action, { ...params, collection: undefined }).refusal?.status).toBe(403);
  });

  it("reads unpublishedEntry's id as decap-server does, and answers 404 for a draft no name allows", () => {
    expect(check("unpublishedEntry", { id: "articles/a-draft", slug: "../.." })).toEqual({
      refusal: null,
      draft: "cms/articles/a-draft",
    });
    expect(check("unpublishedEntry", { collection: "site", slug: "site" })).toEqual({
      refusal: null,
      draft: "cms/site/site",
    });
    expect(check("unpublishedEntry", { id: "articles/../..", slug: "a-draft" }).refusal).toEqual({
      status: 404,
      error: `"../.." is not a name the desk gives an entry: lower-case letters and digits, words joined by single "-".`,
    });
    // No "/": decap-server's collection is the id less its last character.
    expect(check("unpublishedEntry", { id: "articles" }).refusal?.error).toMatch(
      /^The desk has no collection "article"/,
    );
  });

  it("writes only Decap's statuses", () => {
    for (const status of WORKFLOW_STATUSES) {
      expect(
        check("updateUnpublishedEntryStatus", {
          collection: "articles",
          slug: "a",
          newStatus: status,
        }).refusal,
      ).toBeNull();
    }
    for (const status of [hooks, "pending", "draft\n", "", undefined, 1]) {
      expect(
        check("updateUnpublishedEntryStatus", {
          collection: "articles",
          slug: "a",
          newStatus: status,
        }).refusal,
      ).toEqual({
        status: 403,
        error: `${JSON.stringify(status) ?? "undefined"} is not a workflow status: the desk's are draft, pending_review and pending_publish.`,
      });
    }
  });

  it("refuses a label prefix, which the desk never sends", () => {
    expect(
      check("updateUnpublishedEntryStatus", {
        collection: "articles",
        slug: "a",
        newStatus: "draft",
        cmsLabelPrefix: "x\n[core]",
      }).refusal,
    ).toEqual({
      status: 403,
      error:
        'The desk sets no label prefix, so a request may not either (cmsLabelPrefix "x\\n[core]").',
    });
  });

  describe("persistEntry", () => {
    const save = (options: Record<string, unknown>, files: Record<string, unknown> = {}) =>
      check("persistEntry", {
        dataFiles: [{ slug: "a-draft", path: "content/articles/a-draft.mdx", raw: "x" }],
        assets: [],
        ...files,
        options: {
          collectionName: "articles",
          commitMessage: "x",
          useWorkflow: true,
          status: "draft",
          ...options,
        },
      });

    it("saves a draft of a configured collection, under a name the desk makes, new or not", () => {
      expect(save({})).toEqual({ refusal: null, draft: null });
    });

    it("reads the slug of the first file, or of `entry`", () => {
      expect(save({}, { dataFiles: [{ slug: "../.." }, { slug: "a" }] }).refusal?.status).toBe(403);
      expect(save({}, { dataFiles: undefined, entry: { slug: "--orphan" } }).refusal?.error).toBe(
        `"--orphan" is not a name the desk gives an entry: lower-case letters and digits, words joined by single "-".`,
      );
      expect(save({}, { dataFiles: [] }).refusal?.status).toBe(403);
    });

    it("refuses a workflow status or collection that is not the desk's", () => {
      expect(save({ status: hooks }).refusal?.error).toMatch(/is not a workflow status/);
      expect(save({ collectionName: "cms" }).refusal?.error).toMatch(/no collection "cms"/);
      // decap-server takes any true value as the workflow.
      expect(save({ useWorkflow: "false", status: hooks }).refusal?.status).toBe(403);
    });

    it("leaves a save outside the workflow to the path rules", () => {
      expect(save({ useWorkflow: false, collectionName: "x", status: hooks })).toEqual({
        refusal: null,
        draft: null,
      });
    });
  });

  it("leaves the actions that name no draft alone", () => {
    for (const action of ["info", "unpublishedEntries", "getEntry", "getDeployPreview"]) {
      expect(check(action, { collection: "x", slug: "../.." })).toEqual({
        refusal: null,
        draft: null,
      });
    }
  });

  it("says a missing draft is missing", () => {
    expect(noDraft("cms/articles/gone")).toEqual({
      status: 404,
      error:
        "There is no draft cms/articles/gone: it has been published or deleted, or was never saved. Reload the desk to see the drafts there are.",
    });
  });
});
