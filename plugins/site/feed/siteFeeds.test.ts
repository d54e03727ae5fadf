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

/** An article published on `day` (null: unknown), updated then unless `fields` say. */
const article = (slug: string, day: string | null, fields: Partial<FeedArticle> = {}) => ({
  slug,
  path: `/resources/${slug}/`,
  title: `About ${slug}`,
  excerpt: `An excerpt about ${slug}.`,
  category: "SEO",
  published: day && `${day}T00:00:00.000Z`,
  updated: day && `${day}T00:00:00.000Z`,
  blocks: [paragraph(`The body of ${slug}.`)],
  ...fields,
});

describe("feedArticles", () => {
  it("lists published articles by published date, newest first; an edit moves none", () => {
    const entries = feedArticles([
      article("old", "2025-01-01", { updated: "2026-11-23T10:00:00.000Z" }),
      article("unknown", null),
      article("new", "2025-06-01"),
    ]);
    expect(entries.map(({ article: { slug } }) => slug)).toEqual(["new", "old", "unknown"]);
    expect(
      entries.map(({ published, updated }) => [published.toISOString(), updated.toISOString()]),
    ).toEqual([
      ["2025-06-01T00:00:00.000Z", "2025-06-01T00:00:00.000Z"],
      ["2025-01-01T00:00:00.000Z", "2026-11-23T10:00:00.000Z"],
      // Unknown in every build the same way: last, never new.
      ["1970-01-01T00:00:00.000Z", "1970-01-01T00:00:00.000Z"],
    ]);
  });

  it(`keeps the newest ${FEED_SIZE}`, () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, day) =>
      article(`day-${day}`, `2025-01-${String(day + 1).padStart(2, "0")}`),
    );
    const entries = feedArticles(many);
    expect(entries).toHaveLength(FEED_SIZE);
    expect(entries[0].article.slug).toBe(`day-${FEED_SIZE + 4}`);
    expect(entries.at(-1)?.article.slug).toBe("day-5");
  });
});

describe("siteFeeds", () => {
  const entries = feedArticles([
    article("tom-and-jerry", "2025-03-01", { title: "Tom & Jerry <3", category: "Email" }),
    article("second", "2025-02-01", { updated: "2025-04-05T06:07:08.000Z" }),
  ]);
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

  it("gives an edited entry both dates, and dates the feed by its last edit", () => {
    const second = parseFeed(atom).items[1];
    expect(second.published?.toISOString()).toBe("2025-02-01T00:00:00.000Z");
    expect(second.updated?.toISOString()).toBe("2025-04-05T06:07:08.000Z");
    expect(JSON.parse(json).items[1]).toMatchObject({
      date_published: "2025-02-01T00:00:00.000Z",
      date_modified: "2025-04-05T06:07:08.000Z",
    });
    // The feed's own date is its latest edit, not the build's: a rebuild changes nothing.
    expect(parseFeed(atom).updated?.toISOString()).toBe("2025-04-05T06:07:08.000Z");
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
    siteFeeds(site, feedArticles([article("one", "2025-03-01", fields)]));

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
