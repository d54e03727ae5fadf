/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { articleDates, articleHistories, historyReader, readCommitTime } from "./articleDates";

/**
 * A repository of its own, with commits at chosen times: an undated article added, then edited,
 * then another one added, as a writer's history would have them.
 */
let repo = "";
/** The day the tests' builds publish as of: after every commit of `repo`. */
const DAY = "2026-11-28";
const git = (args: string[], when: string, cwd = repo) =>
  execFileSync("git", args, {
    cwd,
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
const commit = (when: string, cwd = repo) => {
  git(["add", "-A"], when, cwd);
  git(["commit", "-q", "-m", "Writing"], when, cwd);
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
      history: { added: "2026-03-02T15:00:00.000Z", changed: "2026-05-20T09:30:00.000Z" },
      unreadable: [],
    });
    const { history } = historyReader(repo)(path.join(repo, "content/articles/undated.mdx"));
    expect(articleDates(null, history, DAY).dates).toEqual({
      published: "2026-03-02T15:00:00.000Z",
      updated: "2026-05-20T09:30:00.000Z",
    });
  });

  it("publishes a dated article on its date, updated by its last commit when that is later", () => {
    const { history } = articleHistories(repo).get("content/articles/other.mdx")!;
    expect(articleDates("2026-05-01", history, DAY).dates).toEqual({
      published: "2026-05-01T00:00:00.000Z",
      updated: "2026-06-01T12:00:00.000Z",
    });
    // Scheduled ahead of its last commit: never updated before it was published.
    expect(articleDates("2026-07-01", history, DAY).dates).toEqual({
      published: "2026-07-01T00:00:00.000Z",
      updated: "2026-07-01T00:00:00.000Z",
    });
  });

  it("knows no date for an undated file without history, the same in every build", () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "article-export-"));
    try {
      expect(articleHistories(outside).size).toBe(0);
      expect(articleDates(null, undefined, DAY).dates).toEqual({ published: null, updated: null });
      expect(articleDates("2026-02-03", undefined, DAY).dates).toEqual({
        published: "2026-02-03T00:00:00.000Z",
        updated: "2026-02-03T00:00:00.000Z",
      });
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  describe("from a history no clock can be trusted with", () => {
    let odd = "";
    const file = (slug: string) => path.join(odd, "content/articles", `${slug}.mdx`);
    beforeAll(() => {
      odd = fs.mkdtempSync(path.join(os.tmpdir(), "article-dates-odd-"));
      fs.mkdirSync(path.join(odd, "content/articles"), { recursive: true });
      git(["init", "-q"], "2026-01-01T00:00:00Z", odd);
      fs.writeFileSync(file("far"), "Written in year 10000.");
      // Git prints this commit's time as 10000-01-01T00:00:00+00:00, which is no date.
      commit("@253402300800 +0000", odd);
      fs.writeFileSync(file("ahead"), "Written on a clock a month ahead.");
      commit("2026-12-28T10:00:00Z", odd);
      fs.writeFileSync(file("edited-ahead"), "Written on time.");
      commit("2026-11-02T10:00:00Z", odd);
      fs.writeFileSync(file("edited-ahead"), "Edited on a clock a month ahead.");
      commit("2026-12-30T10:00:00Z", odd);
    });
    afterAll(() => fs.rmSync(odd, { recursive: true, force: true }));

    it("leaves out a commit time past year 9999, naming it, rather than stopping the build", () => {
      const { history, unreadable } = historyReader(odd)(file("far"));
      expect(unreadable).toEqual(["10000-01-01T00:00:00+00:00"]);
      expect(history).toBeUndefined();
      expect(articleDates(null, history, DAY)).toEqual({
        dates: { published: null, updated: null },
        late: false,
      });
    });

    it("never dates an undated article after the build's day", () => {
      const { history } = historyReader(odd)(file("ahead"));
      expect(articleDates(null, history, DAY)).toEqual({
        dates: { published: "2026-11-28T00:00:00.000Z", updated: "2026-11-28T00:00:00.000Z" },
        late: true,
      });
    });

    it("never dates an edit after the build's day", () => {
      const { history } = historyReader(odd)(file("edited-ahead"));
      expect(articleDates(null, history, DAY)).toEqual({
        dates: { published: "2026-11-02T10:00:00.000Z", updated: "2026-11-28T00:00:00.000Z" },
        late: true,
      });
    });

    it("reads only the times ISO 8601 can write", () => {
      expect(readCommitTime("2026-03-02T15:00:00+02:00")).toBe("2026-03-02T13:00:00.000Z");
      for (const time of ["10000-01-01T00:00:00+00:00", "1969-12-31T23:59:59+00:00", "", "x"]) {
        expect(readCommitTime(time)).toBeNull();
      }
    });
  });
});
