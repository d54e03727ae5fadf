import { furtherReading, RELATED_COUNT, type ReadingArticle } from "./furtherReading";

const article = (
  id: string,
  fields: Partial<ReadingArticle> & Pick<ReadingArticle, "category">,
): ReadingArticle => ({ id, title: id, tags: [], date: null, draft: false, ...fields });

describe("furtherReading", () => {
  it("offers the same category first, then shared tags, newest first within each", () => {
    const reading = furtherReading([
      article("this", { category: "SEO", tags: ["Local", "Google"], date: "2025-05-01" }),
      article("seo-old", { category: "SEO", date: "2025-01-01" }),
      article("seo-new", { category: "SEO", date: "2025-04-01" }),
      article("one-tag-new", { category: "Email", tags: ["local"], date: "2025-06-01" }),
      article("two-tags", { category: "Email", tags: ["Google", "Local"], date: "2024-01-01" }),
      article("unrelated", { category: "Email", tags: ["Video"], date: "2025-07-01" }),
    ]);
    expect(reading.get("this")?.related).toEqual(["seo-new", "seo-old", "two-tags"]);
  });

  it(`shows at most ${RELATED_COUNT}, never the article itself, a draft or an unrelated one`, () => {
    const reading = furtherReading([
      article("a", { category: "SEO", date: "2025-01-05" }),
      article("b", { category: "SEO", date: "2025-01-04" }),
      article("draft", { category: "SEO", date: "2025-01-06", draft: true }),
      article("c", { category: "SEO", date: "2025-01-03" }),
      article("d", { category: "SEO", date: "2025-01-02" }),
      article("e", { category: "SEO", date: "2025-01-01" }),
      article("alone", { category: "Video" }),
    ]);
    expect(reading.get("a")?.related).toEqual(["b", "c", "d"]);
    expect(reading.get("draft")?.related).toEqual(["a", "b", "c"]);
    expect(reading.get("alone")?.related).toEqual([]);
  });

  it("walks previous (older) and next (newer) in the site's order, undated ones last", () => {
    const reading = furtherReading([
      article("undated-b", { category: "SEO", title: "B" }),
      article("newest", { category: "SEO", date: "2025-03-01" }),
      article("draft", { category: "SEO", date: "2025-02-15", draft: true }),
      article("oldest-dated", { category: "SEO", date: "2025-01-01" }),
      article("undated-a", { category: "SEO", title: "A" }),
      article("middle", { category: "SEO", date: "2025-02-01" }),
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
