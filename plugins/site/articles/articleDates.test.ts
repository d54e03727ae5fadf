/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { articleDates, articleHistories, historyReader } from "./articleDates";

/**
 * A repository of its own, with commits at chosen times: an undated article added, then edited,
 * then another one added, as a writer's history would have them.
 */
let repo = "";
const git = (args: string[], when: string) =>
  execFileSync("git", args, {
    cwd: repo,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: when,
      GIT_COMMITTER_DATE: when,
      GIT_AUTHOR_NAME: "Writer",
      GIT_AUTHOR_EMAIL: "writer@example.com",
      GIT_COMMITTER_NAME: "Writer",
      GIT_COMMITTER_EMAIL: "writer@example.com",
    },
    stdio: "ignore",
  });
const write = (slug: string, text: string) =>
  fs.writeFileSync(path.join(repo, "content/articles", `${slug}.mdx`), text);
const commit = (when: string) => {
  git(["add", "-A"], when);
  git(["commit", "-q", "-m", "Writing"], when);
};

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "article-dates-"));
  fs.mkdirSync(path.join(repo, "content/articles"), { recursive: true });
  git(["init", "-q"], "2026-01-01T00:00:00Z");
  write("undated", "First words.");
  commit("2026-03-02T15:00:00Z");
  write("undated", "First words, and an edit.");
  write("other", "Another.");
  commit("2026-05-20T09:30:00Z");
  write("other", "Another, edited.");
  commit("2026-06-01T12:00:00Z");
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

describe("article dates", () => {
  it("gives an undated article the commit that added it; an edit moves only its updated date", () => {
    const histories = articleHistories(repo);
    expect(histories.get("content/articles/undated.mdx")).toEqual({
      added: "2026-03-02T15:00:00.000Z",
      changed: "2026-05-20T09:30:00.000Z",
    });
    const read = historyReader(repo);
    expect(articleDates(null, read(path.join(repo, "content/articles/undated.mdx")))).toEqual({
      published: "2026-03-02T15:00:00.000Z",
      updated: "2026-05-20T09:30:00.000Z",
    });
  });

  it("publishes a dated article on its date, updated by its last commit when that is later", () => {
    const history = articleHistories(repo).get("content/articles/other.mdx");
    expect(articleDates("2026-05-01", history)).toEqual({
      published: "2026-05-01T00:00:00.000Z",
      updated: "2026-06-01T12:00:00.000Z",
    });
    // Scheduled ahead of its last commit: never updated before it was published.
    expect(articleDates("2026-07-01", history)).toEqual({
      published: "2026-07-01T00:00:00.000Z",
      updated: "2026-07-01T00:00:00.000Z",
    });
  });

  it("knows no date for an undated file without history, the same in every build", () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "article-export-"));
    try {
      expect(articleHistories(outside).size).toBe(0);
      expect(articleDates(null, undefined)).toEqual({ published: null, updated: null });
      expect(articleDates("2026-02-03", undefined)).toEqual({
        published: "2026-02-03T00:00:00.000Z",
        updated: "2026-02-03T00:00:00.000Z",
      });
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
