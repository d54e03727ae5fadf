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
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const store = new Map([
    ["a", { id: "a", draft: false }],
    ["b", { id: "b", draft: true }],
    ["c", { id: "c", draft: false }],
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

  it("shows drafts in the preview, `gatsby develop`", () => {
    process.env.NODE_ENV = "development";
    expect(lookUp(["b", "a"]).map((node) => node.id)).toEqual(["b", "a"]);
  });
});
