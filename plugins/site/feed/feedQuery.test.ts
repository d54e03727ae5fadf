import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { FEED_PATHS } from "../../../src/lib/routes";
import { writeSiteFeeds } from "./feedQuery";

/** The tests' own site (fixture-site/README.md), whose site.yaml names the feeds. */
const fixture = path.resolve(__dirname, "../../../fixture-site");

/** Gatsby's `graphql`, answering the bodies' query with an empty body for each slug asked. */
const graphql = async <T, V>(_query: string, variables?: V) => ({
  data: {
    allArticle: {
      nodes: (variables as { slugs: string[] }).slugs.map((slug) => ({ slug, blocks: [] })),
    },
  } as T,
});

const articles = [
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
];

describe("writeSiteFeeds", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"));
    fs.cpSync(path.join(fixture, "content/site.yaml"), path.join(root, "content/site.yaml"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const read = (feed: string) => fs.readFileSync(path.join(root, "public", feed), "utf8");

  it("writes both feeds, the same text in every build, whatever the time of the build", async () => {
    expect(await writeSiteFeeds(root, graphql, articles)).toBe(2);
    const first = { atom: read(FEED_PATHS.atom), json: read(FEED_PATHS.json) };
    const feed = parseFeed(first.atom);
    expect(feed.title).toContain(readSiteConfig(fixture).name);
    expect(feed.items.map((item) => [item.title, item.published?.toISOString()])).toEqual([
      ["Dated", "2025-08-09T00:00:00.000Z"],
      ["Unknown", "1970-01-01T00:00:00.000Z"],
    ]);
    await writeSiteFeeds(root, graphql, articles);
    expect({ atom: read(FEED_PATHS.atom), json: read(FEED_PATHS.json) }).toEqual(first);
  });

  it("writes no feed and says why when the articles' text cannot be queried", async () => {
    const errors = [new Error("Cannot query field")];
    const failing = async () => ({ errors });
    expect(await writeSiteFeeds(root, failing, articles)).toEqual({
      message: "Could not load the articles' text for the feeds",
      errors,
    });
    expect(fs.existsSync(path.join(root, "public", FEED_PATHS.atom))).toBe(false);
  });
});
