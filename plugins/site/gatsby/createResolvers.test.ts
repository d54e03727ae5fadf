/** @jest-environment node */
import { articlesById, publishedOnly } from "./createResolvers";

describe("which articles a query gets", () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it("leaves drafts out of every listing and page outside `gatsby develop`", () => {
    process.env.NODE_ENV = "production";
    const list = { filter: { category: { eq: "SEO" } }, sort: { date: "DESC" } };
    expect(publishedOnly(list, false)).toEqual({
      filter: { category: { eq: "SEO" }, draft: { eq: false } },
      sort: { date: "DESC" },
    });
    expect(publishedOnly({ id: { eq: "a" } }, true)).toEqual({
      id: { eq: "a" },
      draft: { eq: false },
    });
  });

  it("keeps a query that asks for drafts from seeing one", () => {
    process.env.NODE_ENV = "production";
    expect(publishedOnly({ filter: { draft: { eq: true } } }, false)).toEqual({
      filter: { draft: { eq: false } },
    });
  });

  it("shows drafts in the preview, `gatsby develop`", () => {
    process.env.NODE_ENV = "development";
    const list = { filter: { category: { eq: "SEO" } } };
    expect(publishedOnly(list, false)).toBe(list);
  });
});

describe("articlesById, the lookup of a page's chosen articles", () => {
  const { NODE_ENV: nodeEnv, SITE_NOW: siteNow } = process.env;
  // The build's day: the store's article "d" is dated the day after.
  beforeEach(() => {
    process.env.SITE_NOW = "2026-11-30";
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    process.env.SITE_NOW = siteNow;
  });
  const store = new Map([
    ["a", { id: "a", draft: false, date: null }],
    ["b", { id: "b", draft: true, date: "2026-11-01" }],
    ["c", { id: "c", draft: false, date: "2026-11-30" }],
    ["d", { id: "d", draft: false, date: "2026-12-01" }],
  ]);
  // Gatsby's own lookup: it records each node it returns as the page's dependency.
  const getNodesByIds = jest.fn(({ ids }: { ids: string[] }) =>
    ids.flatMap((id) => store.get(id) ?? []),
  );
  const lookUp = (ids: string[]) =>
    articlesById.resolve(undefined, { ids }, { nodeModel: { getNodesByIds } });

  it("asks Gatsby for those ids alone and keeps their order, never a draft outside develop", () => {
    process.env.NODE_ENV = "production";
    expect(lookUp(["c", "gone", "b", "a"]).map((node) => node.id)).toEqual(["c", "a"]);
    expect(getNodesByIds).toHaveBeenLastCalledWith({
      ids: ["c", "gone", "b", "a"],
      type: "Article",
    });
  });

  it("leaves out an article dated after the build's day, and shows it on its day", () => {
    process.env.NODE_ENV = "production";
    expect(lookUp(["d", "c"]).map((node) => node.id)).toEqual(["c"]);
    process.env.SITE_NOW = "2026-12-01";
    expect(lookUp(["d", "c"]).map((node) => node.id)).toEqual(["d", "c"]);
  });

  it("reads the day once in one run of a query, and again in the next run", () => {
    process.env.NODE_ENV = "production";
    // Gatsby gives each run of a query a context object of its own.
    const lookUpIn = (context: { nodeModel: { getNodesByIds: typeof getNodesByIds } }) =>
      articlesById.resolve(undefined, { ids: ["d"] }, context).map((node) => node.id);
    const run = { nodeModel: { getNodesByIds } };
    expect(lookUpIn(run)).toEqual([]);
    process.env.SITE_NOW = "2026-12-01";
    expect(lookUpIn(run)).toEqual([]);
    expect(lookUpIn({ nodeModel: { getNodesByIds } })).toEqual(["d"]);
  });

  it("shows drafts and scheduled articles in the preview, `gatsby develop`", () => {
    process.env.NODE_ENV = "development";
    expect(lookUp(["b", "d", "a"]).map((node) => node.id)).toEqual(["b", "d", "a"]);
  });
});

describe("publishedOnly, with scheduled articles", () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it("keeps the scheduled ids out beside what the query already asks of ids", () => {
    process.env.NODE_ENV = "production";
    expect(publishedOnly({ filter: { id: { in: ["a", "d"] } } }, false, ["d"])).toEqual({
      filter: { id: { in: ["a", "d"], nin: ["d"] }, draft: { eq: false } },
    });
    expect(publishedOnly({}, false, [])).toEqual({ filter: { draft: { eq: false } } });
  });
});
