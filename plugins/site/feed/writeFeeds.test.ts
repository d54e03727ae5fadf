import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { ARTICLES_DIR } from "../../../src/content/article";
import { FEED_PATHS } from "../../../src/lib/routes";
import { lastCommitDates, writeFeeds } from "./writeFeeds";

const site = { name: "Agency", description: "Growth.", siteUrl: "https://www.example.com" };

describe("writeFeeds", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"));
    fs.mkdirSync(path.join(root, ARTICLES_DIR), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("dates an undated article by its file where there is no git history", async () => {
    const file = path.join(root, ARTICLES_DIR, "undated.mdx");
    fs.writeFileSync(file, "");
    const modified = new Date("2025-08-09T10:11:12Z");
    fs.utimesSync(file, modified, modified);
    expect(lastCommitDates(root).size).toBe(0);
    const written = await writeFeeds({
      root,
      site,
      articles: [
        {
          slug: "undated",
          path: "/resources/undated/",
          title: "Undated",
          excerpt: "No date.",
          category: "SEO",
          date: null,
          draft: false,
        },
      ],
      blocksOf: async (slugs) => new Map(slugs.map((slug) => [slug, []])),
    });
    expect(written).toBe(1);
    const feed = parseFeed(fs.readFileSync(path.join(root, "public", FEED_PATHS.atom), "utf8"));
    expect(feed.items[0].published?.toISOString()).toBe(modified.toISOString());
    expect(fs.existsSync(path.join(root, "public", FEED_PATHS.json))).toBe(true);
  });

  it("dates an article by the last commit that changed it", () => {
    const git = (date: string, ...args: string[]) =>
      execFileSync("git", args, {
        cwd: root,
        stdio: "ignore",
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "Writer",
          GIT_AUTHOR_EMAIL: "writer@example.com",
          GIT_COMMITTER_NAME: "Writer",
          GIT_COMMITTER_EMAIL: "writer@example.com",
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
        },
      });
    const file = `${ARTICLES_DIR}/edited.mdx`;
    git("2025-01-01T00:00:00Z", "init", "-q");
    fs.writeFileSync(path.join(root, file), "first");
    fs.writeFileSync(path.join(root, ARTICLES_DIR, "other.mdx"), "other");
    git("2025-01-01T00:00:00Z", "add", ".");
    git("2025-01-01T00:00:00Z", "commit", "-q", "-m", "first");
    fs.writeFileSync(path.join(root, file), "edited");
    git("2025-02-03T04:05:06Z", "commit", "-q", "-am", "edit");
    const dates = lastCommitDates(root);
    expect(dates.get(file)?.toISOString()).toBe("2025-02-03T04:05:06.000Z");
    expect(dates.get(`${ARTICLES_DIR}/other.mdx`)?.toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });
});
