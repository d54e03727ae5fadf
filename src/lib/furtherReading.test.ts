import { furtherReading, RELATED_COUNT, type ReadingArticle } from "./furtherReading";

const article = (
  id: string,
  fields: Partial<ReadingArticle> & Pick<ReadingArticle, "category">,
): ReadingArticle => ({ id, title: id, tags: [], published: null, draft: false, ...fields });

describe("furtherReading", () => {
  it("offers the same category first, then shared tags, newest first within each", () => {
    const reading = furtherReading([
      article("this", {
        category: "SEO",
        tags: ["Local", "Google"],
        published: "2025-05-01T00:00:00.000Z",
      }),
      article("seo-old", { category: "SEO", published: "2025-01-01T00:00:00.000Z" }),
      article("seo-new", { category: "SEO", published: "2025-04-01T00:00:00.000Z" }),
      article("one-tag-new", {
        category: "Email",
        tags: ["local"],
        published: "2025-06-01T00:00:00.000Z",
      }),
      article("two-tags", {
        category: "Email",
        tags: ["Google", "Local"],
        published: "2024-01-01T00:00:00.000Z",
      }),
      article("unrelated", {
        category: "Email",
        tags: ["Video"],
        published: "2025-07-01T00:00:00.000Z",
      }),
    ]);
    expect(reading.get("this")?.related).toEqual(["seo-new", "seo-old", "two-tags"]);
  });

  it(`shows at most ${RELATED_COUNT}, never the article itself, a draft or an unrelated one`, () => {
    const reading = furtherReading([
      article("a", { category: "SEO", published: "2025-01-05T00:00:00.000Z" }),
      article("b", { category: "SEO", published: "2025-01-04T00:00:00.000Z" }),
      article("draft", { category: "SEO", published: "2025-01-06T00:00:00.000Z", draft: true }),
      article("c", { category: "SEO", published: "2025-01-03T00:00:00.000Z" }),
      article("d", { category: "SEO", published: "2025-01-02T00:00:00.000Z" }),
      article("e", { category: "SEO", published: "2025-01-01T00:00:00.000Z" }),
      article("alone", { category: "Video" }),
    ]);
    expect(reading.get("a")?.related).toEqual(["b", "c", "d"]);
    expect(reading.get("draft")?.related).toEqual(["a", "b", "c"]);
    expect(reading.get("alone")?.related).toEqual([]);
  });

  it("walks previous (older) and next (newer) in the site's order, those of unknown date last", () => {
    const reading = furtherReading([
      article("undated-b", { category: "SEO", title: "B" }),
      article("newest", { category: "SEO", published: "2025-03-01T00:00:00.000Z" }),
      article("draft", { category: "SEO", published: "2025-02-15T00:00:00.000Z", draft: true }),
      article("oldest-dated", { category: "SEO", published: "2025-01-01T00:00:00.000Z" }),
      article("undated-a", { category: "SEO", title: "A" }),
      article("middle", { category: "SEO", published: "2025-02-01T00:00:00.000Z" }),
    ]);
    const chain = (id: string | null, step: "previous" | "next") => {
      const ids: string[] = [];
      for (let at = id; at; at = reading.get(at)?.[step] ?? null) ids.push(at);
      return ids;
    };
    expect(chain("newest", "previous")).toEqual([
      "newest",
      "middle",
      "oldest-dated",
      "undated-a",
      "undated-b",
    ]);
    expect(chain("undated-b", "next")).toEqual(chain("newest", "previous").reverse());
    expect(reading.get("draft")).toMatchObject({ previous: null, next: null });
  });
});
