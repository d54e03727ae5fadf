import { parseFeed } from "@rowanmanning/feed-parser";
import fc from "fast-check";
import { categoryName, oneLineText, text } from "../../../src/content/fields";
import type { HtmlBlock } from "../../../src/content/articleHtml";
import { FEED_PATHS } from "../../../src/lib/routes";
import { FEED_SIZE, feedArticles, siteFeeds, xmlProblem, type FeedArticle } from "./siteFeeds";

const site = {
  name: "Agency",
  description: "Growth for small businesses.",
  siteUrl: "https://www.example.com",
};

const paragraph = (text: string): HtmlBlock => ({
  kind: "paragraph",
  level: null,
  ordered: null,
  items: [],
  image: null,
  content: [{ kind: "text", text, href: null, children: [] }],
});

const article = (slug: string, date: string | null, fields: Partial<FeedArticle> = {}) => ({
  slug,
  path: `/resources/${slug}/`,
  title: `About ${slug}`,
  excerpt: `An excerpt about ${slug}.`,
  category: "SEO",
  date,
  draft: false,
  blocks: [paragraph(`The body of ${slug}.`)],
  ...fields,
});

const committed = new Date("2026-01-02T03:04:05Z");

describe("feedArticles", () => {
  it("lists published articles newest first, an undated one at its file's date", () => {
    const entries = feedArticles(
      [
        article("old", "2025-01-01"),
        article("draft", "2027-01-01", { draft: true }),
        article("undated", null),
        article("new", "2025-06-01"),
      ],
      () => committed,
    );
    expect(entries.map(({ article: { slug } }) => slug)).toEqual(["undated", "new", "old"]);
    expect(entries.map(({ published }) => published.toISOString())).toEqual([
      committed.toISOString(),
      "2025-06-01T00:00:00.000Z",
      "2025-01-01T00:00:00.000Z",
    ]);
  });

  it(`keeps the newest ${FEED_SIZE}`, () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, day) =>
      article(`day-${day}`, `2025-01-${String(day + 1).padStart(2, "0")}`),
    );
    const entries = feedArticles(many, () => committed);
    expect(entries).toHaveLength(FEED_SIZE);
    expect(entries[0].article.slug).toBe(`day-${FEED_SIZE + 4}`);
    expect(entries.at(-1)?.article.slug).toBe("day-5");
  });
});

describe("siteFeeds", () => {
  const entries = feedArticles(
    [
      article("tom-and-jerry", "2025-03-01", { title: "Tom & Jerry <3", category: "Email" }),
      article("second", "2025-02-01"),
    ],
    () => committed,
  );
  const { atom, json } = siteFeeds(site, entries);

  it("writes an Atom feed a feed reader parses, entry by entry", () => {
    const feed = parseFeed(atom);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Agency Resources");
    expect(feed.url).toBe("https://www.example.com/resources/");
    expect(feed.self).toBe(`https://www.example.com${FEED_PATHS.atom}`);
    expect(feed.items.map((item) => item.title)).toEqual(["Tom & Jerry <3", "About second"]);
    const [first] = feed.items;
    expect(first.url).toBe("https://www.example.com/resources/tom-and-jerry/");
    expect(first.id).toBe("https://www.example.com/resources/tom-and-jerry/");
    expect(first.published?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(first.updated?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(first.categories.map((category) => category.term)).toEqual(["Email"]);
    expect(first.content).toBe("<p>The body of tom-and-jerry.</p>");
    expect(first.description).toBe("An excerpt about tom-and-jerry.");
  });

  it("dates the feed by its newest entry, so a rebuild changes nothing", () => {
    expect(parseFeed(atom).updated?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(siteFeeds(site, entries)).toEqual({ atom, json });
  });

  it("writes the same entries as JSON Feed, its titles as plain text", () => {
    const feed = JSON.parse(json);
    expect(feed.version).toBe("https://jsonfeed.org/version/1");
    expect(feed.feed_url).toBe(`https://www.example.com${FEED_PATHS.json}`);
    expect(feed.items[0]).toMatchObject({
      id: "https://www.example.com/resources/tom-and-jerry/",
      url: "https://www.example.com/resources/tom-and-jerry/",
      title: "Tom & Jerry <3",
      content_html: "<p>The body of tom-and-jerry.</p>",
      date_published: "2025-03-01T00:00:00.000Z",
      tags: ["Email"],
    });
  });
});

describe("the Atom feed, whatever a writer's text holds", () => {
  const feedOf = (fields: Partial<FeedArticle>) =>
    siteFeeds(
      site,
      feedArticles([article("one", "2025-03-01", fields)], () => committed),
    );

  // The `feed` package escapes "&" and quotes in an attribute, not "<": a category reached
  // the file as label="Email <News>", and every reader rejected the whole feed.
  it.each(["Email & Newsletters", 'The "Local" Guide', "Tips > Tricks"])(
    "reads the category %s back as written",
    (category) => {
      const { atom } = feedOf({ category });
      expect(xmlProblem(atom)).toBeNull();
      expect(parseFeed(atom).items[0].categories.map(({ term }) => term)).toEqual([category]);
    },
  );

  it("refuses, in site.yaml, a category name the feed cannot hold, and stops a feed that would break", () => {
    for (const name of ["Email <News>", "<script>"]) {
      expect(categoryName.safeParse(name).success).toBe(false);
      expect(() => feedOf({ category: name })).toThrow(/would not be well-formed XML/);
    }
  });

  it("is well-formed XML for any title, excerpt and category the content rules accept (generated)", () => {
    // Text from the characters that break XML and HTML, Unicode at large, and the hidden
    // characters the rules refuse; only what the rules accept is fed to the feed.
    const unit = fc.oneof(
      fc.constantFrom(..."<>&\"']]>;\\/\u0000\u0008\u000B\uFFFE\uFFFF\u202E\u200B\r\n\t".split("")),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
      fc.constantFrom("]]>", "<![CDATA[", "-->", "&amp;", "&#0;", "👩‍💻"),
    );
    const writerString = fc.string({ unit, minLength: 1, maxLength: 30 });
    let accepted = 0;
    fc.assert(
      fc.property(writerString, writerString, writerString, (title, excerpt, category) => {
        fc.pre(
          oneLineText.safeParse(title).success &&
            text.safeParse(excerpt).success &&
            categoryName.safeParse(category).success,
        );
        accepted += 1;
        const { atom, json } = feedOf({ title, excerpt, category });
        expect(xmlProblem(atom)).toBeNull();
        const [entry] = parseFeed(atom).items;
        // A feed reader trims the space around a title.
        expect(entry.title).toBe(title.trim());
        expect(entry.categories.map(({ term }) => term)).toEqual([category]);
        expect(JSON.parse(json).items[0].title).toBe(title);
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
