import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { FEED_PATHS } from "../../../src/lib/routes";
import { writeFeeds } from "./writeFeeds";

const site = { name: "Agency", description: "Growth.", siteUrl: "https://www.example.com" };

describe("writeFeeds", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const write = () =>
    writeFeeds({
      root,
      site,
      articles: [
        {
          slug: "unknown",
          path: "/resources/unknown/",
          title: "Unknown",
          excerpt: "No date, no history.",
          category: "SEO",
          published: null,
          updated: null,
          draft: false,
        },
        {
          slug: "dated",
          path: "/resources/dated/",
          title: "Dated",
          excerpt: "A date.",
          category: "SEO",
          published: "2025-08-09T00:00:00.000Z",
          updated: "2025-09-10T11:12:13.000Z",
          draft: false,
        },
      ],
      blocksOf: async (slugs) => new Map(slugs.map((slug) => [slug, []])),
    });
  const read = (feed: string) => fs.readFileSync(path.join(root, "public", feed), "utf8");

  it("writes both feeds, the same text in every build, whatever the time of the build", async () => {
    expect(await write()).toBe(2);
    const first = { atom: read(FEED_PATHS.atom), json: read(FEED_PATHS.json) };
    const feed = parseFeed(first.atom);
    expect(feed.items.map((item) => [item.title, item.published?.toISOString()])).toEqual([
      ["Dated", "2025-08-09T00:00:00.000Z"],
      ["Unknown", "1970-01-01T00:00:00.000Z"],
    ]);
    await write();
    expect({ atom: read(FEED_PATHS.atom), json: read(FEED_PATHS.json) }).toEqual(first);
  });
});
